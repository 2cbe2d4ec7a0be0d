/**
 * A page is rendered again when the stylesheet it inlines changes.
 *
 * Gatsby inlines the browser bundles' CSS into every page it renders (a `<style data-href>` per
 * stylesheet of the `app` chunk and of the page's template chunk, prefetched ones as `<link>`s:
 * gatsby/dist/utils/client-assets-for-template.js), and the post-build step hashes those styles
 * into the page's CSP. But Gatsby 5 renders a page again only when its page data, its template's
 * chunk hashes in the HTML renderer's compilation, or the renderer's own chunk hashes changed
 * (redux/reducers/html.js; with slices, always on in Gatsby 5, a new browser compilation hash only
 * re-stitches the scripts slice). The renderer compiles CSS modules to their class names alone
 * (css-loader's `exportOnlyLocals`), so an edit of a stylesheet that keeps its class names leaves
 * every renderer chunk as it was: an incremental build kept the previous CSS (and its CSP hashes)
 * in every page it had no other reason to render again, while a cold build had the new one.
 *
 * This plugin, on the renderer's compilation only, mixes into each of its chunks' hashes the names
 * of the stylesheets the pages of that chunk's template inline (names carry a content hash): the
 * `render-page` chunk gets the `app` chunk's (every page inlines them, so every page is rendered
 * again when they change), a template's chunk its template's. It holds the names as its own
 * options, so a compilation record keyed on the config (the speed patch's) runs the renderer's
 * compilation again when they change. The browser compilation runs first in `gatsby build` and
 * writes `public/webpack.stats.json`, which this reads when Gatsby makes the renderer's config.
 */
import fs from 'fs'
import path from 'path'

const PLUGIN = 'SquireInlinedStylesInChunkHashes'
/** The renderer's entry chunk group; the browser's chunk whose styles every page inlines. */
const RENDER_PAGE = 'render-page'
const APP = 'app'

/** The part of `public/webpack.stats.json` (Gatsby's stats extractor) read here. */
export interface BrowserStats {
  assetsByChunkName: Record<string, string[]>
  childAssetsByChunkName?: Record<string, Record<string, string[]>>
}

/** chunk name → the stylesheet files a page of that chunk names (inlined or linked), as Gatsby picks them. */
export function stylesheetsByChunk(stats: BrowserStats): Record<string, string[]> {
  const names = new Set([...Object.keys(stats.assetsByChunkName), ...Object.keys(stats.childAssetsByChunkName ?? {})])
  const out: Record<string, string[]> = {}
  for (const name of [...names].sort()) {
    const own = stats.assetsByChunkName[name] ?? []
    const children = Object.entries(stats.childAssetsByChunkName?.[name] ?? {}).flatMap(([rel, files]) => files.map((file) => `${rel}:${file}`))
    const sheets = [...own, ...children].filter((file) => file.endsWith('.css'))
    if (sheets.length) out[name] = sheets
  }
  return out
}

/** The browser compilation's stats of this build, or null before there is one. */
export function readBrowserStats(publicDir: string): BrowserStats | null {
  try {
    const stats = JSON.parse(fs.readFileSync(path.join(publicDir, 'webpack.stats.json'), 'utf8')) as Partial<BrowserStats>
    return stats && typeof stats.assetsByChunkName === 'object' ? (stats as BrowserStats) : null
  } catch {
    return null
  }
}

// The part of webpack's Compiler, Compilation and Chunk this uses (webpack is Gatsby's, not ours to import).
interface SyncHook<Args extends unknown[]> {
  tap(name: string, fn: (...args: Args) => void): void
}
export interface ChunkLike {
  groupsIterable: Iterable<{ name?: string | null }>
}
export interface HashLike {
  update(data: string): unknown
}
export interface CompilationWithChunkHash {
  hooks: { chunkHash: SyncHook<[ChunkLike, HashLike, ...unknown[]]> }
}
export interface CompilerWithCompilation {
  hooks: { thisCompilation: SyncHook<[CompilationWithChunkHash, ...unknown[]]> }
}

/** The stylesheets whose names go into a renderer chunk's hash: those of the templates (or of every page) it renders. */
export function stylesheetsForChunk(chunk: ChunkLike, sheets: Readonly<Record<string, string[]>>): string[] {
  const out: string[] = []
  for (const group of chunk.groupsIterable) {
    if (!group.name) continue
    const browserChunk = group.name === RENDER_PAGE ? APP : group.name
    for (const sheet of sheets[browserChunk] ?? []) out.push(`${browserChunk}:${sheet}`)
  }
  return out.sort()
}

export class InlinedStylesInChunkHashes {
  /** chunk name → stylesheet names (own data: part of the webpack config a compilation record digests). */
  readonly stylesheets: Record<string, string[]>

  constructor(stylesheets: Record<string, string[]>) {
    this.stylesheets = stylesheets
  }

  apply(compiler: CompilerWithCompilation): void {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.chunkHash.tap(PLUGIN, (chunk, hash) => {
        const sheets = stylesheetsForChunk(chunk, this.stylesheets)
        if (sheets.length) hash.update(`${PLUGIN}\n${sheets.join('\n')}`)
      })
    })
  }
}
