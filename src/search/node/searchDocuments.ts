/**
 * What Pagefind is given for each built page: not the whole page (head, inline CSS, navbar, a
 * sidebar that at 2,000 docs is most of the file), only what it would index of it: the element
 * marked `data-pagefind-body` (src/search/indexAttributes.ts), with the page's `<title>` and
 * `lang`. Pagefind makes the same fragments and index from it (checked against its own reading of
 * the whole pages: e2e/searchDocuments.e2e.ts) and parses a tenth of the bytes.
 *
 * Incremental: each page's document is kept between builds with the size and mtime of its HTML
 * file, so a rebuild reads and cuts only the pages Gatsby rewrote. The stats are taken when the
 * post-build step is over (`save`), after the HTML pass has given pages their CSP meta, so the
 * next build recognises every page it did not rewrite.
 */
import fs from 'fs'
import path from 'path'
import { htmlFiles, routeOfHtmlFile } from '../../deploy/publicFiles'
import { detached } from '../../node/detachedString'

/** Bump when the document's form changes, so older caches are ignored. */
const CACHE_VERSION = 1

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
  /** null: the page has nothing to index. */
  document: string | null
}

interface CacheFile {
  version: number
  pages: Record<string, CachedDocument>
}

export interface SearchDocument {
  url: string
  /** The page's HTML file, relative to public/ with `/` separators (Pagefind derives `url` from it). */
  file: string
  document: string
}

export interface SearchDocuments {
  /** Every page with something to index, in file order. */
  documents: SearchDocument[]
  /** Pages read and cut in this build (the rest came from the cache). */
  read: number
  /** Records the documents with the pages' stats as they are now (call when nothing rewrites HTML any more). */
  save(): void
}

function readCache(file: string | undefined): Record<string, CachedDocument> {
  if (!file) return {}
  try {
    const cache = JSON.parse(fs.readFileSync(file, 'utf8')) as CacheFile
    return cache.version === CACHE_VERSION && cache.pages && typeof cache.pages === 'object' ? cache.pages : {}
  } catch {
    return {}
  }
}

export function collectSearchDocuments(publicDir: string, cacheFile?: string): SearchDocuments {
  const previous = readCache(cacheFile)
  const files = htmlFiles(publicDir)
  const byRoute = new Map<string, { file: string; document: string | null }>()
  const documents: SearchDocument[] = []
  let read = 0
  for (const file of files) {
    const route = routeOfHtmlFile(publicDir, file)
    const stat = fs.statSync(file)
    const cached = previous[route]
    let document: string | null
    if (cached && cached.size === stat.size && cached.mtimeMs === stat.mtimeMs) {
      document = cached.document
    } else {
      try {
        // Detached: the document is a slice of the page, and every page's document is held until
        // Pagefind has them all; as a slice it would hold its whole page (a 2,000-doc build: 1 GB).
        const cut = searchDocument(fs.readFileSync(file, 'utf8'))
        document = cut === null ? null : detached(cut)
      } catch (error) {
        throw new Error(`${path.relative(publicDir, file)}: ${(error as Error).message}`)
      }
      read += 1
    }
    byRoute.set(route, { file, document })
    if (document !== null) documents.push({ url: pagefindUrl(publicDir, file), file: publicPath(publicDir, file), document })
  }
  return {
    documents,
    read,
    save() {
      if (!cacheFile) return
      const pages: Record<string, CachedDocument> = {}
      for (const [route, { file, document }] of byRoute) {
        if (!fs.existsSync(file)) continue
        const stat = fs.statSync(file)
        pages[route] = { size: stat.size, mtimeMs: stat.mtimeMs, document }
      }
      fs.mkdirSync(path.dirname(cacheFile), { recursive: true })
      fs.writeFileSync(`${cacheFile}.tmp`, JSON.stringify({ version: CACHE_VERSION, pages } satisfies CacheFile))
      fs.renameSync(`${cacheFile}.tmp`, cacheFile)
    },
  }
}
