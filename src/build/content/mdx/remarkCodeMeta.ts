/**
 * Reads our code-fence meta (`title="…"`, `compile`, a `{1,3-5}` line range) and wraps each
 * fenced block in a <CodeBlock> element. Only the line range is left for gatsby-remark-prismjs,
 * which appends `meta` to the language name when it parses its options.
 */
import type { Root, Code, Parent, RootContent } from 'mdast'
import { visit, SKIP } from 'unist-util-visit'

export interface CodeMeta {
  title?: string
  compile: boolean
  highlight?: string
  language?: string
}

const TITLE = /\btitle=(?:"([^"]*)"|'([^']*)')/
const RANGE = /\{[\d,\s-]+\}/

export function parseCodeMeta(lang: string | null | undefined, meta: string | null | undefined): CodeMeta {
  const rawLang = lang ?? ''
  const langRange = RANGE.exec(rawLang)
  const text = meta ?? ''
  const title = TITLE.exec(text)
  const rest = text.replace(TITLE, ' ')
  const metaRange = RANGE.exec(rest)
  return {
    language: rawLang.replace(RANGE, '') || undefined,
    title: title ? (title[1] ?? title[2]) : undefined,
    compile: /(^|\s)compile(\s|$)/.test(rest),
    highlight: (langRange ?? metaRange)?.[0],
  }
}

export function remarkCodeMeta() {
  return (tree: Root) => {
    visit(tree, 'code', (node: Code, index, parent: Parent | undefined) => {
      if (!parent || index === undefined) return undefined
      const meta = parseCodeMeta(node.lang, node.meta)
      node.lang = meta.language ? `${meta.language}${meta.highlight ?? ''}` : node.lang
      node.meta = null
      const attributes = [{ type: 'mdxJsxAttribute', name: 'language', value: meta.language ?? 'text' }]
      if (meta.title) attributes.push({ type: 'mdxJsxAttribute', name: 'title', value: meta.title })
      if (meta.compile) attributes.push({ type: 'mdxJsxAttribute', name: 'compile', value: 'true' })
      parent.children[index] = {
        type: 'mdxJsxFlowElement',
        name: 'CodeBlock',
        attributes,
        children: [node],
        position: node.position,
      } as unknown as RootContent
      return SKIP
    })
  }
}
