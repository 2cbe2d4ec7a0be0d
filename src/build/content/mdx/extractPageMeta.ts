/** Reads what the site needs from a compiled page: headings, first paragraph, word count. */
import type { Root, Element } from 'hast'
import { visit, SKIP } from 'unist-util-visit'
import { toString } from 'hast-util-to-string'
import { isHighlightedCode } from './highlightedCode'
import type { Heading } from '../../../theme/navigation/toc'

export interface PageMeta {
  /** h2–h6 headings in document order, with the id gatsby-remark-autolink-headers gave them. */
  headings: Heading[]
  /** Text of the first top-level paragraph (≤ 300 characters), the fallback description. */
  excerpt: string
  wordCount: number
}

const HEADING = /^h([2-6])$/

function plainText(node: Root | Element): string {
  return toString(node).replace(/\s+/g, ' ').trim()
}

export function extractPageMeta(tree: Root): PageMeta {
  const headings: Heading[] = []
  visit(tree, 'element', (node: Element) => {
    if (isHighlightedCode(node)) return SKIP
    const match = HEADING.exec(node.tagName)
    if (!match) return undefined
    const id = node.properties?.id
    if (typeof id === 'string') headings.push({ depth: Number(match[1]), id, value: plainText(node) })
    return SKIP
  })
  const firstParagraph = tree.children.find(
    (child): child is Element => child.type === 'element' && child.tagName === 'p',
  )
  let excerpt = firstParagraph ? plainText(firstParagraph) : ''
  if (excerpt.length > 300) excerpt = `${excerpt.slice(0, 297).replace(/\s+\S*$/, '')}…`
  const text = plainText(tree)
  return { headings, excerpt, wordCount: text ? text.split(' ').length : 0 }
}
