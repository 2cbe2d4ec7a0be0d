// @ts-check
/**
 * The site's search, run in Node over a build: Pagefind's own browser API
 * (public/pagefind/pagefind.js, with its WebAssembly) reads the index the build wrote, and the
 * site's ranking (src/search/engine/pagefindEngine.ts) orders the hits as the /search page does,
 * reading each page's sections from Pagefind's fragments as the browser does
 * (src/search/engine/pagefindFragment.ts). Pages come back in the order the /search page lists
 * them.
 *
 * Pagefind fetches its files by URL; here they are files, so the fetch it sees answers `file:`
 * URLs inside public/pagefind/ from disk and refuses every other file.
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { requireSiteModule } from './loadTypeScript.mjs'

/** As the /search page asks (src/search/page/useSearchPage.ts RESULT_PAGES, RESULT_LIMIT). */
export const RESULT_PAGES = 25
export const RESULT_LIMIT = 200

/**
 * @typedef {{ url: string, title: string, section: string, heading: string | null, text: string }} SearchSection
 * @typedef {{ route: string, title: string, section: string, sections: SearchSection[] }} SearchPage
 * @typedef {{ level: string, url: string, lvl0: string, lvl1: string, lvl2: string | null, lvl3: string | null, text: string }} EngineRecord
 * @typedef {{ query: string, total: number, hits: Array<{ record: EngineRecord }> }} EngineResults
 * @typedef {{ search: (query: string, options?: { limit?: number, pages?: number }) => Promise<EngineResults> }} Engine
 */

/**
 * A fetch for Pagefind: `file:` URLs under `dir` from disk, anything else refused.
 * @param {string} dir
 * @returns {typeof fetch}
 */
export function fileFetch(dir) {
  const root = path.resolve(dir) + path.sep
  return async (input) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
    const url = new URL(href)
    const file = url.protocol === 'file:' ? fileURLToPath(new URL(url.pathname, 'file:///')) : null
    if (!file || !file.startsWith(root)) return new Response('', { status: 404 })
    try {
      const body = await fs.promises.readFile(file)
      return new Response(body, { status: 200, headers: { 'content-type': /wasm\.[^/]*\.pagefind$/.test(file) ? 'application/wasm' : 'application/octet-stream' } })
    } catch {
      return new Response('', { status: 404 })
    }
  }
}

/**
 * @param {string} publicDir
 * @returns {Promise<{ search: (query: string) => Promise<SearchPage[]> }>}
 */
export async function openSiteSearch(publicDir) {
  const dir = path.join(path.resolve(publicDir), 'pagefind')
  const script = path.join(dir, 'pagefind.js')
  if (!fs.existsSync(script)) throw new Error(`No search index at ${script}: build the site first (npm run build)`)
  const read = fileFetch(dir)
  // Pagefind calls the global fetch; only its own files are file: URLs, and those stay inside its folder.
  const networkFetch = globalThis.fetch
  globalThis.fetch = (input, init) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
    return href.startsWith('file:') ? read(input, init) : networkFetch(input, init)
  }
  const engineModule = /** @type {typeof import('../../src/search/engine/pagefindEngine')} */ (requireSiteModule('src/search/engine/pagefindEngine'))
  const fragmentModule = /** @type {typeof import('../../src/search/engine/pagefindFragment')} */ (requireSiteModule('src/search/engine/pagefindFragment'))
  const pagefind = /** @type {import('../../src/search/engine/pagefindEngine').PagefindApi} */ (await import(pathToFileURL(script).href))
  // As the browser sets it up (src/search/engine/pagefindChunk.ts).
  await pagefind.options?.({ baseUrl: '/', excerptLength: fragmentModule.EXCERPT_WORDS, noWorker: true })
  await pagefind.init?.()
  const fragments = fragmentModule.createFragmentReader(pathToFileURL(path.join(dir, 'fragment') + '/').href, read)
  if (!fragments) throw new Error('This Node has no DecompressionStream: Node 18 or later is needed')
  /** @type {import('../../src/search/engine/pagefindEngine').PagefindEngineOptions} */
  const engineOptions = {
    loadPage: (result) => fragments.page(result.id, result.words, fragmentModule.EXCERPT_WORDS),
    debounceMs: 0,
    shortQueryDebounceMs: 0,
  }
  return {
    async search(query) {
      // An engine per query: one engine answers only its newest query (a typing reader's), and
      // queries here may overlap.
      const engine = /** @type {Engine} */ (engineModule.createPagefindEngine(pagefind, engineOptions))
      const results = await engine.search(query, { limit: RESULT_LIMIT, pages: RESULT_PAGES })
      return pagesOfHits(results.hits.map((hit) => hit.record))
    },
  }
}

/**
 * Hits grouped by page, pages in the order of their first hit, as the /search page groups them
 * (both with src/search/pageGroups.ts).
 * @param {readonly EngineRecord[]} records
 * @returns {SearchPage[]}
 */
export function pagesOfHits(records) {
  const { groupHitsByPage } = /** @type {typeof import('../../src/search/pageGroups')} */ (requireSiteModule('src/search/pageGroups'))
  return groupHitsByPage(records, (record) => record.url).map(({ route, hits }) => ({
    route,
    title: hits[0].lvl1,
    section: hits[0].lvl0,
    sections: hits.map((record) => ({
      url: record.url,
      title: record.lvl1,
      section: record.lvl0,
      heading: record.level === 'lvl3' ? record.lvl3 : record.level === 'lvl2' ? record.lvl2 : null,
      text: record.text,
    })),
  }))
}
