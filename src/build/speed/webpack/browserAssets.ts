/**
 * Earlier builds' bundles do not stay in public/.
 *
 * webpack writes the browser chunks into public/ under content-hashed names and never deletes a
 * previous build's: after a day of incremental builds with code edits, public/ held 24 dead files
 * (three old search-engine chunks, five webpack runtimes, their source maps) that a deploy would
 * upload. `RecordBrowserAssets` writes the names of the browser compilation's assets at the end
 * of each build; after the build, `removeStaleBrowserAssets` deletes the hashed webpack files at
 * the top of public/ that are not among them. Without a record (a build that did not run the
 * browser compilation) nothing is deleted.
 */
import fs from 'fs'
import path from 'path'

const PLUGIN = 'SquireRecordBrowserAssets'

/** Where the names are recorded: Gatsby's cache folder, cleared with it. */
export const BROWSER_ASSETS_RECORD = path.join('.cache', 'squire-browser-assets.json')

/**
 * A file webpack's production output names by content hash, as Gatsby configures it:
 * `app-<hash>.js`, `component---src-pages-index-tsx-<hash>.js`, `styles.<hash>.css`, and their
 * `.map` and `.LICENSE.txt` companions.
 */
export const HASHED_BUNDLE_FILE = /^[\w.~-]+[-.][0-9a-f]{20}\.(?:js|css)(?:\.map|\.LICENSE\.txt)?$/

// The part of webpack's Compiler and Compilation this uses (webpack is Gatsby's, not ours to import).
interface AsyncHook<Args extends unknown[]> {
  tap(name: string, fn: (...args: Args) => void): void
}
export interface CompilationWithAssets {
  getAssets(): ReadonlyArray<{ name: string }>
}
export interface CompilerWithEmitHook {
  hooks: { afterEmit: AsyncHook<[CompilationWithAssets]> }
}

export class RecordBrowserAssets {
  constructor(private readonly recordFile: string = path.resolve(BROWSER_ASSETS_RECORD)) {}

  apply(compiler: CompilerWithEmitHook): void {
    compiler.hooks.afterEmit.tap(PLUGIN, (compilation) => {
      const names = compilation.getAssets().map((asset) => asset.name)
      fs.mkdirSync(path.dirname(this.recordFile), { recursive: true })
      fs.writeFileSync(this.recordFile, `${JSON.stringify(names.sort(), null, 1)}\n`)
    })
  }
}

/** The hashed bundle files at the top of `publicDir` that the last browser compilation did not emit. */
export function staleBrowserAssets(publicDir: string, emitted: ReadonlySet<string>): string[] {
  return fs
    .readdirSync(publicDir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && HASHED_BUNDLE_FILE.test(entry.name) && !emitted.has(entry.name))
    .map((entry) => entry.name)
    .sort()
}

/** Deletes what `staleBrowserAssets` finds; returns the names deleted (none without a record). */
export function removeStaleBrowserAssets(publicDir: string, recordFile: string = path.resolve(BROWSER_ASSETS_RECORD)): string[] {
  if (!fs.existsSync(recordFile)) return []
  const recorded: unknown = JSON.parse(fs.readFileSync(recordFile, 'utf8'))
  if (!Array.isArray(recorded) || !recorded.every((name) => typeof name === 'string')) throw new Error(`${recordFile}: not a list of asset names`)
  const stale = staleBrowserAssets(publicDir, new Set(recorded))
  for (const name of stale) fs.rmSync(path.join(publicDir, name), { force: true })
  return stale
}
