/**
 * Waits until the files of a Pagefind index are whole on disk.
 *
 * Pagefind 1.5's service answers `writeFiles` once each write has been handed to its async runtime,
 * not once the bytes are in the file (tokio files dropped without a flush: upstream issue
 * Pagefind/pagefind#1271, fixed by #1272 after 1.5.2, the version pinned here). Read at once, a file
 * can be empty or cut at a page boundary; and closing the service (which kills it) can leave it so
 * for good. Seen here: `pagefind-entry.json` empty when read right after the write.
 *
 * Each file is checked by what a whole one is: every gzip file (fragments, index and filter chunks,
 * metadata, the WebAssembly) inflates (gzip's trailer holds the length and a CRC32), the entry file
 * parses as JSON, `pagefind.js` ends with its export list. Files not checked: the ones the caller
 * knows are whole (fragments linked from the last build) and Pagefind's own UI files, which are
 * not deployed.
 */
import fs from 'fs'
import path from 'path'
import zlib from 'zlib'
import { filesUnder } from './searchDocuments'

const GZIP_FILE = /\.pf_(fragment|index|filter|meta)$|^wasm\.[\w-]+\.pagefind$/

/** Whether one file of the index is whole; files of other kinds are not checked. */
export function isWholeIndexFile(file: string): boolean {
  const name = path.basename(file)
  try {
    if (GZIP_FILE.test(name)) {
      zlib.gunzipSync(fs.readFileSync(file))
      return true
    }
    if (name === 'pagefind-entry.json') {
      JSON.parse(fs.readFileSync(file, 'utf8'))
      return true
    }
    if (name === 'pagefind.js') return /export\s*\{[\w$,\s]*\}\s*;?\s*$/.test(fs.readFileSync(file, 'utf8'))
    return true
  } catch {
    return false
  }
}

/**
 * Resolves once every file in `dir` (but `wholeAlready`, relative paths) is whole; polls every
 * `intervalMs`, and fails naming the files still cut short after `timeoutMs`.
 */
export async function awaitWholeIndex(dir: string, wholeAlready: ReadonlySet<string> = new Set(), { timeoutMs = 10_000, intervalMs = 10 } = {}): Promise<void> {
  let pending = filesUnder(dir).filter((file) => !wholeAlready.has(file))
  const deadline = Date.now() + timeoutMs
  for (;;) {
    pending = pending.filter((file) => !isWholeIndexFile(path.join(dir, file)))
    if (pending.length === 0) return
    if (Date.now() > deadline) throw new Error(`Pagefind did not finish writing ${pending.slice(0, 5).join(', ')}${pending.length > 5 ? ` and ${pending.length - 5} more` : ''} in ${dir}`)
    await new Promise((resolve) => setTimeout(resolve, intervalMs))
  }
}
