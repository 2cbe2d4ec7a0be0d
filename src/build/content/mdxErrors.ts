/**
 * An MDX file that does not compile (or whose front matter breaks the schema). `gatsby build` stops, naming file:line. `gatsby develop`
 * keeps running: the error is printed once in the terminal and shown in the browser's error
 * overlay, the node gets empty content (so the page queries do not cascade into "Cannot return
 * null for non-nullable field Mdx.fields"), and both clear when the file compiles again.
 */
import type { Reporter } from 'gatsby'
import type { Root } from 'hast'
import type { CompiledMdx } from './mdx/compileMdx'
import { MdxCompileError } from './mdx/mdxCompileError'

/** Gatsby's develop-server channel to the browser's error overlay (what its own query errors use). */
interface OverlayChannel {
  emitError: (id: string, message: unknown) => void
}

export const isDevelop = (): boolean => process.env.gatsby_executing_command === 'develop'

function overlay(): OverlayChannel | null {
  try {
    // eslint-disable-next-line @typescript-eslint/no-var-requires
    return (require('gatsby/dist/utils/websocket-manager') as { websocketManager: OverlayChannel }).websocketManager
  } catch {
    return null
  }
}

type ContentErrorKind = 'mdx' | 'frontmatter' | 'frontmatter-yaml'
const overlayId = (sourcePath: string, kind: ContentErrorKind = 'mdx') => `squire-${kind}:${sourcePath}`

interface ErrorLocation {
  start: { line: number; column?: number }
}

/** Shows an error in the terminal and the browser's error overlay (develop). */
function showInDevelop(reporter: Reporter, text: string, sourcePath: string, kind: ContentErrorKind, location?: ErrorLocation): void {
  // id '': Gatsby's generic entry, whose text is the sourceMessage.
  reporter.error({ id: '', context: { sourceMessage: text }, filePath: sourcePath, ...(location ? { location } : {}) })
  // In develop the reporter is a proxy to the parent process and returns nothing, so the overlay
  // gets the error in the shape Gatsby's own query errors have (what its GraphQL error view reads).
  overlay()?.emitError(overlayId(sourcePath, kind), [{ text, level: 'ERROR', code: kind.toUpperCase(), filePath: sourcePath, location, context: { sourceMessage: text }, stack: [] }])
}

/** What a page shows while its file does not compile (develop only). */
export const EMPTY_COMPILED: CompiledMdx = { hast: { type: 'root', children: [] } as Root, headings: [], excerpt: '', wordCount: 0, images: [] }

/**
 * Reports a compile failure. Returns the content to carry on with in develop, or null in a build
 * (which then stops).
 */
export function reportMdxError(error: unknown, sourcePath: string, reporter: Reporter): CompiledMdx | null {
  const message = error instanceof MdxCompileError ? error.message : `${sourcePath}: ${(error as Error).message}`
  if (!isDevelop()) {
    reporter.panicOnBuild(`MDX error in ${message}`)
    return null
  }
  const line = error instanceof MdxCompileError ? error.line : undefined
  const column = error instanceof MdxCompileError ? error.column : undefined
  showInDevelop(reporter, `MDX error in ${message}`, sourcePath, 'mdx', line ? { start: { line, ...(column ? { column } : {}) } } : undefined)
  return EMPTY_COMPILED
}

/** The file compiles (again): clear its error from the overlay. */
export function clearMdxError(sourcePath: string): void {
  if (isDevelop()) overlay()?.emitError(overlayId(sourcePath, 'mdx'), null)
}

/**
 * Front matter that breaks the schema (src/build/content/frontmatter.ts), one problem per line, each naming
 * file:line:field. A build stops. Develop shows it like an MDX error and returns true: the page
 * carries on with its body, so its queries and createPages do not cascade into "Cannot return null
 * for non-nullable field Mdx.fields"; the overlay clears when the front matter is valid again.
 */
export function reportFrontmatterErrors(
  problems: readonly string[],
  sourcePath: string,
  reporter: Reporter,
  /** 'frontmatter-yaml': YAML's own errors (src/build/content/frontmatterYaml.ts), cleared apart from the schema's. */
  kind: 'frontmatter' | 'frontmatter-yaml' = 'frontmatter',
): boolean {
  if (!problems.length) {
    if (isDevelop()) overlay()?.emitError(overlayId(sourcePath, kind), null)
    return true
  }
  const text = `Front matter error:\n${problems.map((e) => `  - ${e}`).join('\n')}`
  if (!isDevelop()) {
    reporter.panicOnBuild(text)
    return false
  }
  const line = Number(/^[^:]+:(\d+):/.exec(problems[0])?.[1])
  showInDevelop(reporter, text, sourcePath, kind, line ? { start: { line } } : undefined)
  return true
}
