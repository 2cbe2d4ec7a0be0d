/**
 * Gives each highlighted code block its line count (`--code-lines` on its `<pre>`), so the CSS can
 * let the browser skip laying out blocks that are off screen (`content-visibility: auto`) while
 * still reserving their real height (`contain-intrinsic-height`, src/styles/global.css): a long
 * reference page paints its first screen without laying out every block, and nothing jumps when
 * a block comes into view or the page restores a scroll position.
 */
import type { Element, Root } from 'hast'
import { toString } from 'hast-util-to-string'
import { visit, SKIP } from 'unist-util-visit'
import { isHighlightedCode } from './highlightedCode'

/** Lines of a code block's text (a trailing newline does not start a line). */
export function codeLines(text: string): number {
  return text.replace(/\n$/, '').split('\n').length
}

export function rehypeCodeBlockSize() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      if (!isHighlightedCode(node)) return undefined
      for (const pre of node.children) {
        if (pre.type !== 'element' || pre.tagName !== 'pre') continue
        const existing = typeof pre.properties.style === 'string' ? `${pre.properties.style.replace(/;?\s*$/, '')};` : ''
        pre.properties.style = `${existing}--code-lines:${codeLines(toString(pre))}`
      }
      // Prism's spans hold no other block.
      return SKIP
    })
  }
}
