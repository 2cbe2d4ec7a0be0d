/**
 * Splits a compiled page (hast) into heading sections: the intro before the first h2, then one
 * section per h2 and per h3, each with its plain text. Code blocks are left out (they bloat the
 * index and make poor snippets); MDX data components are replaced by the values they render.
 */
import type { Element, ElementContent, Root, RootContent } from 'hast'

export interface PageSection {
  /** Anchor of the heading, or null for the intro. */
  anchor: string | null
  /** Depth of the heading (2 or 3), or 1 for the intro. */
  depth: 1 | 2 | 3
  /** Heading text (empty for the intro). */
  heading: string
  /** The enclosing h2 of an h3 section. */
  parentHeading: string | null
  text: string
}

/** Renders an MDX data component to the text a reader sees, or null to skip it. */
export type ComponentText = (element: Element) => string | null

const SKIPPED_TAGS = new Set(['CodeBlock', 'pre', 'script', 'style', 'svg', 'button', 'DataTable', 'DeploymentsTable'])
const BLOCK_TAGS = new Set(['p', 'li', 'td', 'th', 'tr', 'div', 'blockquote', 'h4', 'h5', 'h6', 'ul', 'ol', 'table', 'Admonition', 'TabItem', 'br', 'dt', 'dd'])

function headingDepth(element: Element): 2 | 3 | null {
  if (element.tagName === 'h2') return 2
  if (element.tagName === 'h3') return 3
  return null
}

function collapse(text: string): string {
  return text.replace(/\s+/g, ' ').trim()
}

function isHidden(element: Element): boolean {
  const className = element.properties?.className
  const classes = Array.isArray(className) ? className.map(String) : typeof className === 'string' ? className.split(' ') : []
  return classes.includes('anchor') || classes.includes('gatsby-highlight') || element.properties?.ariaHidden === 'true'
}

/** Text of a subtree (a heading), ignoring hidden parts such as autolink anchors. */
function textOf(node: ElementContent | RootContent, componentText: ComponentText): string {
  if (node.type === 'text') return node.value
  if (node.type !== 'element') return ''
  if (SKIPPED_TAGS.has(node.tagName) || isHidden(node)) return ''
  const replaced = componentText(node)
  if (replaced !== null) return replaced
  const inner = node.children.map((child) => textOf(child, componentText)).join('')
  return BLOCK_TAGS.has(node.tagName) ? ` ${inner} ` : inner
}

export function extractSections(tree: Root, componentText: ComponentText = () => null): PageSection[] {
  const sections: PageSection[] = []
  let current: PageSection = { anchor: null, depth: 1, heading: '', parentHeading: null, text: '' }
  let currentH2: string | null = null
  const parts: string[] = []

  const flush = () => {
    current.text = collapse(parts.join(''))
    parts.length = 0
    if (current.depth === 1 ? true : Boolean(current.heading)) sections.push(current)
  }

  const walk = (node: ElementContent | RootContent): void => {
    if (node.type === 'text') {
      parts.push(node.value)
      return
    }
    if (node.type !== 'element') return
    const depth = headingDepth(node)
    if (depth) {
      flush()
      const heading = collapse(textOf(node, componentText))
      const id = typeof node.properties?.id === 'string' ? node.properties.id : null
      if (depth === 2) currentH2 = heading
      current = { anchor: id, depth, heading, parentHeading: depth === 3 ? currentH2 : null, text: '' }
      return
    }
    if (SKIPPED_TAGS.has(node.tagName) || isHidden(node)) return
    const replaced = componentText(node)
    if (replaced !== null) {
      parts.push(replaced)
      return
    }
    const block = BLOCK_TAGS.has(node.tagName)
    if (block) parts.push(' ')
    node.children.forEach(walk)
    if (block) parts.push(' ')
  }

  tree.children.forEach(walk)
  flush()
  return sections
}
