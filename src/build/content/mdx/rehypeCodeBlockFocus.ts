/**
 * Makes every fenced code block reachable by keyboard in the HTML the build writes.
 *
 * A block whose longest line is wider than its column scrolls sideways (`overflow-x: auto`), and a
 * reader without a pointer can only scroll it once it has focus. Whether a block overflows
 * depends on the reader's width and text size, which the static page cannot know (a 25-character
 * line overflows a phone's column at 200 % text size), and a block off screen is not laid out
 * (`content-visibility: auto`, src/styles/global.css), so measuring it in the browser misses
 * exactly the blocks below the first screen. So each block's `<pre>` is focusable in the HTML
 * itself: `tabindex="0"`, as Docusaurus, Hugo and VitePress do, with `role="group"` and a name so
 * a screen reader says what received focus (a group, not a region landmark: a reference page has
 * dozens of blocks, which would crowd the landmark list). Its focus ring is the site's
 * `:focus-visible` outline.
 */
import type { Element, ElementContent, Root } from 'hast'
import { visit, SKIP } from 'unist-util-visit'
import { isHighlightedCode } from './highlightedCode'

/** How a block's language is spoken in its name; other ids are used as written, `text` not at all. */
const LANGUAGE_NAMES: Readonly<Record<string, string>> = {
  solidity: 'Solidity',
  ts: 'TypeScript',
  tsx: 'TypeScript',
  typescript: 'TypeScript',
  js: 'JavaScript',
  jsx: 'JavaScript',
  javascript: 'JavaScript',
  bash: 'Shell',
  sh: 'Shell',
  shell: 'Shell',
  json: 'JSON',
  graphql: 'GraphQL',
  yaml: 'YAML',
  yml: 'YAML',
  md: 'Markdown',
  mdx: 'MDX',
  diff: 'Diff',
}

/** The accessible name of a code block: its title when it has one, else its language. */
export function codeBlockLabel(title: string | undefined, language: string | undefined): string {
  if (title?.trim()) return `Code: ${title.trim()}`
  const id = language?.trim().toLowerCase()
  if (!id || id === 'text' || id === 'plain' || id === 'plaintext') return 'Code'
  return `${LANGUAGE_NAMES[id] ?? id} code`
}

const stringProperty = (element: Element, name: string): string | undefined => {
  const value = element.properties[name]
  return typeof value === 'string' ? value : undefined
}

function firstPre(children: readonly ElementContent[]): Element | undefined {
  for (const child of children) {
    if (child.type !== 'element') continue
    if (child.tagName === 'pre') return child
    const inner = firstPre(child.children)
    if (inner) return inner
  }
  return undefined
}

/** Runs after rehypeMdxElements: each block is a `CodeBlock` element around Prism's markup. */
export function rehypeCodeBlockFocus() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      if (isHighlightedCode(node)) return SKIP
      if (node.tagName !== 'CodeBlock') return undefined
      const pre = firstPre(node.children)
      if (!pre) return undefined
      pre.properties.tabIndex = 0
      pre.properties.role = 'group'
      pre.properties.ariaLabel = codeBlockLabel(stringProperty(node, 'title'), stringProperty(node, 'language'))
      return undefined
    })
  }
}
