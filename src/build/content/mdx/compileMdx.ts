/**
 * Compiles one MDX document to a serialisable hast tree at node time.
 *
 * Why: in Gatsby's classic MDX shape every .mdx file becomes a webpack module compiled twice
 * (browser + HTML renderer), which does not scale past a few hundred pages. Here MDX is parsed
 * with the MDX syntax, JSX elements become hast elements named after the component, and one doc
 * template renders the tree with `hast-util-to-jsx-runtime` and a fixed component map.
 */
import { unified } from 'unified'
import remarkRehype from 'remark-rehype'
import { VFile } from 'vfile'
import type { Root as HastRoot } from 'hast'
import type { Root as MdastRoot } from 'mdast'
import { mdxSyntax } from './mdxSyntax'
import { remarkCodeMeta } from './remarkCodeMeta'
import { remarkGatsbyPlugins, type GatsbyRemarkPlugin } from './remarkGatsbyPlugins'
import { rehypeMdxElements, MDX_PASS_THROUGH } from './rehypeMdxElements'
import { rehypeCodeBlockSize } from './rehypeCodeBlockSize'
import { rehypeCodeBlockFocus } from './rehypeCodeBlockFocus'
import { rehypeRawFragments } from './rehypeRawFragments'
import { extractPageMeta, type PageMeta } from './extractPageMeta'
import { stripPositions } from './stripPositions'
import { rehypeRelativeImages, type RelativeImage } from '../pictures/rehypeRelativeImages'
import { MdxCompileError } from './mdxCompileError'

export interface CompileOptions {
  /** Absolute or repo-relative path of the source file, used in error messages. */
  filePath: string
  /** Lines before the MDX body (front matter), added to reported line numbers. */
  lineOffset?: number
  /** gatsby-remark-* plugins, resolved: the same list gatsby-plugin-mdx is configured with. */
  gatsbyRemarkPlugins?: GatsbyRemarkPlugin[]
  /**
   * Also hand back a copy of the tree as parsed, before any transform (`parsed`), for the Markdown
   * twin made beside the compile (src/build/speed/precomputedTwin.ts): copying it costs a tenth of
   * parsing the body a second time.
   */
  keepParsed?: boolean
}

export interface CompiledMdx extends PageMeta {
  hast: HastRoot
  /** Raster images referenced by relative path, checked to exist (src/build/content/pictures). */
  images: RelativeImage[]
  /** The body's Markdown syntax tree as parsed, with `keepParsed` (the same tree `mdxSyntax` parses). */
  parsed?: MdastRoot
}

interface PositionedError {
  reason?: string
  message?: string
  line?: number
  column?: number
  place?: { line?: number; column?: number; start?: { line?: number; column?: number } }
}

function toCompileError(error: unknown, options: CompileOptions): MdxCompileError {
  const e = (error ?? {}) as PositionedError
  const place = e.place && 'start' in e.place && e.place.start ? e.place.start : e.place
  // Some micromark/mdast errors carry their position only in the text: "… (3:1-3:7)".
  const inText = /\((\d+):(\d+)(?:-\d+:\d+)?\)/.exec(e.message ?? '')
  const line = e.line ?? (place as { line?: number } | undefined)?.line ?? (inText ? Number(inText[1]) : undefined)
  const column =
    e.column ?? (place as { column?: number } | undefined)?.column ?? (inText ? Number(inText[2]) : undefined)
  const offset = options.lineOffset ?? 0
  return new MdxCompileError(
    options.filePath,
    line === undefined ? undefined : line + offset,
    column,
    e.reason ?? e.message ?? String(error),
  )
}

export async function compileMdx(source: string, options: CompileOptions): Promise<CompiledMdx> {
  const processor = unified()
    .use(mdxSyntax)
    .use(remarkCodeMeta)
    .use(remarkGatsbyPlugins, { plugins: options.gatsbyRemarkPlugins ?? [] })
    .use(remarkRehype, { allowDangerousHtml: true, passThrough: [...MDX_PASS_THROUGH] })
    .use(rehypeRawFragments)
    .use(rehypeMdxElements)
    .use(rehypeRelativeImages)
    .use(rehypeCodeBlockSize)
    .use(rehypeCodeBlockFocus)

  const file = new VFile({ path: options.filePath, value: source })
  let hast: HastRoot
  let parsed: MdastRoot | undefined
  try {
    const mdast = processor.parse(file) as MdastRoot
    // The transforms below change the tree in place: the twin gets a copy as it was parsed.
    if (options.keepParsed) parsed = structuredClone(mdast)
    hast = (await processor.run(mdast, file)) as HastRoot
  } catch (error) {
    throw toCompileError(error, options)
  }
  const fatal = file.messages.find((m) => m.fatal)
  if (fatal) throw toCompileError(fatal, options)

  stripPositions(hast)
  delete hast.data
  return { hast, images: file.data.images ?? [], ...extractPageMeta(hast), ...(parsed ? { parsed } : {}) }
}
