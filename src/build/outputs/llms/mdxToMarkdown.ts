/**
 * Turns an MDX body (front matter already stripped, as gatsby-plugin-mdx's `body`) into
 * self-contained Markdown for LLM tools and the "Copy page" button: our components become plain
 * Markdown with their values resolved from content/data, so the text says what the page says.
 *
 * - `:::warning[Title]` → a blockquote opening with `**Warning: Title**`
 * - `<Tabs>` → each `<TabItem>` as a subsection labelled with its tab label
 * - `<Data>` → the formatted value; `<Address>` → the address as code, linked to the explorer
 * - `<DataTable>` / `<DeploymentsTable>` → GFM tables
 * - code fences keep their language and `title`; line ranges and `compile` are dropped
 * - site links (`/concepts/overview#fees`) become absolute URLs
 * - charts and diagrams (`<AllocationChart />` …) become their text alternative: a bold
 *   "Figure:" title and a list of what they show (src/build/content/pictures/describe.ts); an image with a
 *   relative path becomes "Image: <alt>" (its file has no stable URL outside the site)
 */
import { unified } from 'unified'
import remarkGfm from 'remark-gfm'
import remarkStringify from 'remark-stringify'
import type { Root, RootContent, Parent, PhrasingContent, Table, TableRow, Paragraph, Code, Link, Image, Definition } from 'mdast'
import { mdxSyntax } from '../../content/mdx/mdxSyntax'
import { parseCodeMeta } from '../../content/mdx/remarkCodeMeta'
import { dataTableRows, deploymentsOfVersion, explorerAddressUrl, resolveAddress } from '../../../data/deployments'
import { linkTarget, lookupData, parseColumns, formatValue, type DataTree } from '../../../data/lookup'
import { describePicture } from '../../content/pictures/describe'
import { isPictureName, isRelativeSrc } from '../../../pictures/names'

export interface MarkdownContext {
  /** All of content/data, keyed by file name (as `useSiteData()` returns it). */
  data: DataTree
  /** Makes a site path absolute (`/concepts/overview` → `https://…/concepts/overview`). */
  absolute: (path: string) => string
}

interface JsxNode {
  type: 'mdxJsxFlowElement' | 'mdxJsxTextElement'
  name: string | null
  attributes: Array<{ type: string; name: string; value: unknown }>
  children: RootContent[]
}


const KIND_LABELS: Record<string, string> = { note: 'Note', tip: 'Tip', info: 'Info', warning: 'Warning', danger: 'Danger' }

function isJsx(node: RootContent): node is RootContent & JsxNode {
  return node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement'
}

function attr(node: JsxNode, name: string): string | undefined {
  const found = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === name)
  return typeof found?.value === 'string' ? found.value : undefined
}

function required(node: JsxNode, name: string): string {
  const value = attr(node, name)
  if (value === undefined) throw new Error(`<${node.name}> needs a ${name}="…" attribute`)
  return value
}

const text = (value: string): PhrasingContent => ({ type: 'text', value })
const strong = (value: string): PhrasingContent => ({ type: 'strong', children: [text(value)] })
const paragraph = (children: PhrasingContent[]): Paragraph => ({ type: 'paragraph', children })

function table(header: string[], rows: PhrasingContent[][][]): Table {
  const row = (cells: PhrasingContent[][]): TableRow => ({ type: 'tableRow', children: cells.map((children) => ({ type: 'tableCell', children })) })
  return { type: 'table', children: [row(header.map((h) => [text(h)])), ...rows.map(row)] }
}

function addressLink(address: string, url: string): PhrasingContent {
  return { type: 'link', url, children: [{ type: 'inlineCode', value: address }] }
}

/** The Markdown nodes that stand for one of our components. */
function componentToMarkdown(node: JsxNode, ctx: MarkdownContext): RootContent[] {
  switch (node.name) {
    case 'Admonition': {
      const kind = required(node, 'type')
      const title = attr(node, 'title')
      const label = `${KIND_LABELS[kind] ?? kind}${title ? `: ${title}` : ''}`
      return [{ type: 'blockquote', children: [paragraph([strong(label)]), ...(node.children as Paragraph[])] }]
    }
    case 'Tabs':
      return node.children.flatMap((child) => {
        if (!isJsx(child) || child.name !== 'TabItem') return [child]
        const label = attr(child, 'label') ?? required(child, 'value')
        return [paragraph([strong(label)]), ...child.children]
      })
    case 'TabItem':
      return node.children
    case 'Data': {
      const path = required(node, 'path')
      if (attr(node, 'format') === 'link') {
        const url = linkTarget(lookupData(ctx.data, path), path)
        return [{ type: 'link', url, children: [text(url.replace(/^https:\/\//, ''))] } as RootContent]
      }
      const format = (attr(node, 'format') ?? 'text') as Parameters<typeof formatValue>[1]
      return [text(formatValue(lookupData(ctx.data, path), format)) as RootContent]
    }
    case 'Address': {
      const { address, explorerUrl } = resolveAddress(ctx.data, required(node, 'network'), required(node, 'contract'))
      return [addressLink(address, explorerUrl) as RootContent]
    }
    case 'DataTable': {
      const rows = dataTableRows(ctx.data, required(node, 'path'))
      const columns = parseColumns(required(node, 'columns'))
      const caption = attr(node, 'caption')
      const body = rows.map((row: Record<string, unknown>) =>
        columns.map((c): PhrasingContent[] => [
          c.format === 'address' ? { type: 'inlineCode', value: String(row[c.key]) } : text(formatValue(row[c.key], c.format)),
        ]),
      )
      return [...(caption ? [paragraph([strong(caption)])] : []), table(columns.map((c) => c.header), body)]
    }
    case 'DeploymentsTable': {
      return deploymentsOfVersion(ctx.data, required(node, 'version')).flatMap(({ network, contracts }) => [
        paragraph([strong(`${network.name} (chain ID ${network.chainId})`)]),
        table(
          ['Contract', 'Address'],
          contracts.map(({ contract, address }) => [[text(contract.name)], [addressLink(address, explorerAddressUrl(network, address))]]),
        ),
      ])
    }
    default:
      if (node.name && isPictureName(node.name)) {
        const { title, lines } = describePicture(node.name, { path: attr(node, 'path') }, ctx.data)
        return [
          paragraph([strong(`Figure: ${title}`)]),
          { type: 'list', ordered: false, spread: false, children: lines.map((line) => ({ type: 'listItem', spread: false, children: [paragraph([text(line)])] })) },
        ]
      }
      // Plain HTML written as JSX (`<br />`, `<sup>`): keep what it contains.
      return node.children
  }
}

const PHRASING = new Set(['text', 'emphasis', 'strong', 'delete', 'inlineCode', 'link', 'linkReference', 'image', 'imageReference', 'break', 'html', 'footnoteReference'])

/** Rewrites children bottom-up, so components nested in components are resolved first. */
function transform(parent: Parent, ctx: MarkdownContext): void {
  const flow = parent.type === 'root' || parent.type === 'blockquote' || parent.type === 'listItem'
  const next: RootContent[] = []
  for (const child of parent.children as RootContent[]) {
    if ('children' in child) transform(child as Parent, ctx)
    // A <TabItem> stays for its <Tabs>, which labels it.
    const inTabs = isJsx(parent as unknown as RootContent) && (parent as unknown as JsxNode).name === 'Tabs'
    if (isJsx(child) && !(inTabs && child.name === 'TabItem')) {
      const replaced = componentToMarkdown(child, ctx)
      // A phrasing result (a value, an address) standing alone between blocks gets a paragraph.
      if (flow && replaced.length && replaced.every((n) => PHRASING.has(n.type))) next.push(paragraph(replaced as PhrasingContent[]))
      else next.push(...replaced)
      continue
    }
    if (child.type === 'code') {
      const code = child as Code
      const meta = parseCodeMeta(code.lang, code.meta)
      code.lang = meta.language ?? null
      code.meta = meta.title ? `title="${meta.title}"` : null
    }
    if (child.type === 'image' && isRelativeSrc((child as Image).url)) {
      next.push(text(`Image: ${(child as Image).alt ?? ''}`) as RootContent)
      continue
    }
    if (child.type === 'link' || child.type === 'image' || child.type === 'definition') {
      const target = child as Link | Image | Definition
      if (target.url.startsWith('/')) target.url = ctx.absolute(target.url)
    }
    next.push(child)
  }
  parent.children = next as Parent['children']
}

export function remarkResolveComponents(ctx: MarkdownContext) {
  return (tree: Root) => transform(tree, ctx)
}

export interface DocMarkdownInput {
  title: string
  description?: string | null
  /** Absolute URL of the page. */
  url: string
  body: string
}

/**
 * Markdown body of an MDX document, components resolved. `parsed` is the body's tree as `mdxSyntax`
 * parses it, when the caller has it already (the compile's copy: src/build/content/mdx/compileMdx.ts);
 * it is changed in place.
 */
export async function mdxBodyToMarkdown(body: string, ctx: MarkdownContext, parsed?: Root): Promise<string> {
  const processor = unified()
    .use(mdxSyntax)
    .use(remarkResolveComponents, ctx)
  const tree = (await processor.run(parsed ?? (processor.parse(body) as Root))) as Root
  // Serialised without the MDX and directive syntaxes: nothing of them is left, and their
  // escaping rules would turn plain text such as `1:1` into `1\:1`.
  return unified()
    .use(remarkGfm)
    .use(remarkStringify, { bullet: '-', emphasis: '_', fences: true, rule: '-', listItemIndent: 'one' })
    .stringify(tree)
}

/** The whole Markdown twin of a doc: title, description, source URL, body. */
export async function docToMarkdown(doc: DocMarkdownInput, ctx: MarkdownContext, parsed?: Root): Promise<string> {
  const body = await mdxBodyToMarkdown(doc.body, ctx, parsed)
  const lead = [`# ${doc.title}`, ...(doc.description ? [`> ${doc.description.replace(/\s+/g, ' ').trim()}`] : []), `Source: ${doc.url}`]
  return `${lead.join('\n\n')}\n\n${body.trim()}\n`
}
