/**
 * An MDX file that does not compile. `gatsby build` stops, naming file:line. `gatsby develop`
 * keeps running: the error is printed once in the terminal and shown in the browser's error
 * overlay, the node gets empty content (so the page queries do not cascade into "Cannot return
 * null for non-nullable field Mdx.fields"), and both clear when the file compiles again.
 */
import type { Reporter } from 'gatsby'
import type { Root } from 'hast'
import { MdxCompileError, type CompiledMdx } from './mdx/compileMdx'

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

const overlayId = (sourcePath: string) => `squire-mdx:${sourcePath}`

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
  const text = `MDX error in ${message}`
  const location = line ? { start: { line, ...(column ? { column } : {}) } } : undefined
  // id '': Gatsby's generic entry, whose text is the sourceMessage.
  reporter.error({ id: '', context: { sourceMessage: text }, filePath: sourcePath, ...(location ? { location } : {}) })
  // In develop the reporter is a proxy to the parent process and returns nothing, so the overlay
  // gets the error in the shape Gatsby's own query errors have (what its GraphQL error view reads).
  overlay()?.emitError(overlayId(sourcePath), [{ text, level: 'ERROR', code: 'MDX', filePath: sourcePath, location, context: { sourceMessage: text }, stack: [] }])
  return EMPTY_COMPILED
}

/** The file compiles (again): clear its error from the overlay. */
export function clearMdxError(sourcePath: string): void {
  if (isDevelop()) overlay()?.emitError(overlayId(sourcePath), null)
}
