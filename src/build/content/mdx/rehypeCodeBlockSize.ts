/**
 * Gives each highlighted code block its line count (`--code-lines` on its `<pre>`), so the CSS can
 * let the browser skip laying out blocks that are off screen (`content-visibility: auto`) while
 * still reserving their real height (`contain-intrinsic-height`, src/styles/global.css): a long
 * reference page paints its first screen without laying out every block, and nothing jumps when
 * a block comes into view or the page restores a scroll position.
 */
import type { Element, Root } from 'hast'
import { toString } from 'hast-util-to-string'
import { visit } from 'unist-util-visit'

function isHighlightedPre(node: Element, parent: Element | Root | undefined): boolean {
  if (node.tagName !== 'pre' || !parent || parent.type !== 'element') return false
  const classes = parent.properties?.className
  return Array.isArray(classes) && classes.includes('gatsby-highlight')
}

/** Lines of a code block's text (a trailing newline does not start a line). */
export function codeLines(text: string): number {
  return text.replace(/\n$/, '').split('\n').length
}

export function rehypeCodeBlockSize() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element, _index, parent) => {
      if (!isHighlightedPre(node, parent as Element | Root | undefined)) return
      const existing = typeof node.properties.style === 'string' ? `${node.properties.style.replace(/;?\s*$/, '')};` : ''
      node.properties.style = `${existing}--code-lines:${codeLines(toString(node))}`
    })
  }
}
