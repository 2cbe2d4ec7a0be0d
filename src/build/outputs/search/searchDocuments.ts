/**
 * What Pagefind is given for each built page: not the whole page (head, inline CSS, navbar, a
 * sidebar that at 2,000 docs is most of the file), only what it would index of it: the element
 * marked `data-pagefind-body` (src/search/indexAttributes.ts), with the page's `<title>` and
 * `lang`. Pagefind makes the same fragments and index from it (checked against its own reading of
 * the whole pages: e2e/searchDocuments.e2e.ts) and parses a tenth of the bytes.
 *
 * Incremental: with a cache file, the documents live in a folder beside it, each at its page's
 * path, which is what Pagefind reads (src/build/outputs/search/pagefindIndex.ts), and the cache file keeps
 * the size and mtime of each page's HTML and the size of its document. A rebuild reads, cuts and
 * writes only the pages Gatsby rewrote; every other document is already in place. The stats are
 * taken when the post-build step is over (`save`), after the HTML pass has given pages their CSP
 * meta, so the next build recognises every page it did not rewrite. A document whose file is
 * missing or not the recorded size is cut again from its page, and files of pages that no longer
 * exist are removed, so the folder always holds exactly this build's documents.
 */
import fs from 'fs'
import path from 'path'
import { htmlFiles, routeOfHtmlFile } from '../deploy/publicFiles'
import { detached } from '../detachedString'

/** Bump when the document's form or the cache's layout changes, so older caches are ignored. */
const CACHE_VERSION = 2

const BODY_START = /<([a-zA-Z][\w-]*)(?=[\s/>])[^>]*?\sdata-pagefind-body(?=[\s=/>])[^>]*>/

/** The element marked data-pagefind-body, from its start tag to its matching end tag; null without one. */
export function indexedElement(html: string): string | null {
  const start = BODY_START.exec(html)
  if (!start) return null
  const tag = start[1].toLowerCase()
  const tags = new RegExp(`<(/?)${tag}(?=[\\s/>])[^>]*>`, 'gi')
  tags.lastIndex = start.index
  let depth = 0
  for (let m = tags.exec(html); m; m = tags.exec(html)) {
    if (m[1]) depth -= 1
    else if (!m[0].endsWith('/>')) depth += 1
    if (depth === 0) return html.slice(start.index, m.index + m[0].length)
  }
  throw new Error(`the <${tag} data-pagefind-body> element is not closed`)
}

/** The page as Pagefind needs it: lang, title, and the indexed element. Null for a page with nothing to index. */
export function searchDocument(html: string): string | null {
  const body = indexedElement(html)
  if (body === null) return null
  const lang = /<html\b[^>]*\slang="([^"]*)"/i.exec(html)?.[1] ?? 'en'
  const title = /<title\b[^>]*>([\s\S]*?)<\/title>/i.exec(html)?.[1] ?? ''
  return `<!DOCTYPE html><html lang="${lang}"><head><title>${title}</title></head><body>${body}</body></html>`
}

/** `public/a/b/index.html` → `a/b/index.html`: the file's path in public/, with `/` separators. */
function publicPath(publicDir: string, file: string): string {
  return path.relative(publicDir, file).split(path.sep).join('/')
}

/** `public/a/b/index.html` → `/a/b/`: the URL Pagefind gives a page it finds in a folder. */
export function pagefindUrl(publicDir: string, file: string): string {
  return `/${publicPath(publicDir, file)}`.replace(/index\.html$/, '')
}

interface CachedDocument {
  size: number
  mtimeMs: number
  /** Bytes of the page's document in the store; null: the page has nothing to index. */
  bytes: number | null
}

interface CacheFile {
  version: number
  pages: Record<string, CachedDocument>
}

export interface SearchDocument {
  url: string
  /** The page's HTML file, relative to public/ with `/` separators (Pagefind derives `url` from it). */
  file: string
  /** The document's HTML (read from the store when it was not cut in this build). */
  readonly document: string
  /**
   * Cut from its page in this build and not the document the store held (its copy in the store,
   * if any, was written now): the last build's index of it no longer stands.
   */
  cut: boolean
}

export interface SearchDocuments {
  /** Every page with something to index, in file order. */
  documents: SearchDocument[]
  /** Pages read and cut in this build (the rest came from the cache). */
  read: number
  /**
   * The folder holding exactly these documents, each at its page's path (`file`), for Pagefind to
   * read; null without a cache file (the caller stages `documents` itself).
   */
  storeDir: string | null
  /** Records the pages' stats as they are now (call when nothing rewrites HTML any more). */
  save(): void
}

/** The folder of documents kept beside a cache file (`…/search-documents.json` → `…/search-documents/`). */
export function documentStoreDir(cacheFile: string): string {
  return cacheFile.replace(/\.json$/, '')
}

/**
 * The documents in the store kept beside `cacheFile` (relative paths, `/`-separated), as the last
 * build left them; null when there is no usable store (no cache, another cache version), which the
 * next collectSearchDocuments would empty anyway.
 */
export function storedDocumentFiles(cacheFile: string): string[] | null {
  if (!readCache(cacheFile)) return null
  const storeDir = documentStoreDir(cacheFile)
  return fs.existsSync(storeDir) ? filesUnder(storeDir).filter((file) => file.endsWith('.html')) : null
}

function readCache(file: string): Record<string, CachedDocument> | null {
  try {
    const cache = JSON.parse(fs.readFileSync(file, 'utf8')) as CacheFile
    return cache.version === CACHE_VERSION && cache.pages && typeof cache.pages === 'object' ? cache.pages : null
  } catch {
    return null
  }
}

function sizeOf(file: string): number | null {
  try {
    return fs.statSync(file).size
  } catch {
    return null
  }
}

/** Every file under `dir`, relative, with `/` separators; none when `dir` cannot be read. */
export function filesUnder(dir: string, prefix = ''): string[] {
  let entries: fs.Dirent[]
  try {
    entries = fs.readdirSync(path.join(dir, prefix), { withFileTypes: true })
  } catch {
    return []
  }
  return entries.flatMap((entry) => {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name
    return entry.isDirectory() ? filesUnder(dir, relative) : [relative]
  })
}

/** The stored document, when it is `bytes` long (the size is compared first); null otherwise. */
function storedText(stored: string, bytes: number | null): string | null {
  return bytes !== null && sizeOf(stored) === bytes ? fs.readFileSync(stored, 'utf8') : null
}

function cutDocument(publicDir: string, file: string): string | null {
  try {
    return searchDocument(fs.readFileSync(file, 'utf8'))
  } catch (error) {
    throw new Error(`${path.relative(publicDir, file)}: ${(error as Error).message}`)
  }
}

export function collectSearchDocuments(publicDir: string, cacheFile?: string): SearchDocuments {
  const storeDir = cacheFile ? documentStoreDir(cacheFile) : null
  const cached = cacheFile ? readCache(cacheFile) : null
  // No usable cache: nothing in the store can be trusted.
  if (storeDir && !cached) fs.rmSync(storeDir, { recursive: true, force: true })
  const previous = cached ?? {}
  const byRoute = new Map<string, { file: string; bytes: number | null }>()
  const documents: SearchDocument[] = []
  let read = 0
  // The store is trusted only beside its cache file: before the first change to the store the
  // cache file goes, and `save` writes it again. A build stopped in between starts the next one
  // with an empty store, never with documents newer than the last index.
  let storeChanging = false
  const changeStore = () => {
    if (storeChanging || !cacheFile) return
    storeChanging = true
    fs.rmSync(cacheFile, { force: true })
  }
  for (const file of htmlFiles(publicDir)) {
    const route = routeOfHtmlFile(publicDir, file)
    const relative = publicPath(publicDir, file)
    const stat = fs.statSync(file)
    const before = previous[route]
    const stored = storeDir ? path.join(storeDir, ...relative.split('/')) : null
    const reusable = stored !== null && before !== undefined && before.size === stat.size && before.mtimeMs === stat.mtimeMs && (before.bytes === null ? sizeOf(stored) === null : sizeOf(stored) === before.bytes)
    let bytes: number | null
    let text: string | null = null
    // Cut again, but the very document the store holds (a page rewritten outside its indexed
    // element: another sidebar label, a new stylesheet): the last build's index of it stands.
    let same = false
    if (reusable) {
      bytes = before.bytes
    } else {
      text = cutDocument(publicDir, file)
      bytes = text === null ? null : Buffer.byteLength(text)
      read += 1
      if (stored && text !== null) {
        same = cached !== null && before !== undefined && storedText(stored, bytes) === text
        if (!same) {
          changeStore()
          fs.mkdirSync(path.dirname(stored), { recursive: true })
          fs.writeFileSync(stored, text)
        }
      } else if (stored && fs.existsSync(stored)) {
        changeStore()
        fs.rmSync(stored, { force: true })
      }
    }
    byRoute.set(route, { file, bytes })
    if (bytes === null) continue
    const url = pagefindUrl(publicDir, file)
    // Without a store the document is kept: detached, since as a slice of its page it would hold
    // the whole page (a 2,000-doc build: 1 GB until Pagefind has them all).
    if (!stored) documents.push({ url, file: relative, document: detached(text ?? ''), cut: true })
    else {
      // With a store, every document is read from it when asked for (Pagefind reads the folder
      // itself; only a patch or the early index asks for a few): none is held in memory while
      // Pagefind and the deploy step run (52 MB at 2,000 docs; ≈ 250 MB at 10,000 by that size).
      const from = stored
      documents.push({
        url,
        file: relative,
        cut: text !== null && !same,
        get document() {
          return fs.readFileSync(from, 'utf8')
        },
      })
    }
  }
  if (storeDir) {
    // Documents of pages that are gone (a doc deleted or moved) or have nothing to index now.
    const expected = new Set(documents.map((d) => d.file))
    for (const relative of filesUnder(storeDir)) {
      if (expected.has(relative)) continue
      changeStore()
      fs.rmSync(path.join(storeDir, ...relative.split('/')), { force: true })
    }
  }
  return {
    documents,
    read,
    storeDir,
    save() {
      if (!cacheFile) return
      const pages: Record<string, CachedDocument> = {}
      for (const [route, { file, bytes }] of byRoute) {
        if (!fs.existsSync(file)) continue
        const stat = fs.statSync(file)
        pages[route] = { size: stat.size, mtimeMs: stat.mtimeMs, bytes }
      }
      fs.mkdirSync(path.dirname(cacheFile), { recursive: true })
      fs.writeFileSync(`${cacheFile}.tmp`, JSON.stringify({ version: CACHE_VERSION, pages } satisfies CacheFile))
      fs.renameSync(`${cacheFile}.tmp`, cacheFile)
    },
  }
}
