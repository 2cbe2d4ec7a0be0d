/**
 * The deployed index is Pagefind's, with its word index re-split into small chunks after Pagefind
 * wrote it (src/build/outputs/search/pagefindChunks.ts). Pagefind's own chunks of the same documents must
 * give the same answers: for each query, Pagefind's own browser API (`pagefind.js`, loaded in the
 * page, a fresh instance per query as a reader's first query meets it) and the site's engine (the
 * /search page, with Pagefind fresh at each query too) are asked over both indexes, and must give
 * the same pages, word positions and hit URLs in the same order. One page load per index: the
 * queries are asked one after the other in it (askPagefind, askSearchPage).
 *
 * Pagefind's own bundle is written here from the build's search documents (as the build does,
 * src/build/outputs/search/pagefindIndex.ts), and is first checked to be the same build: the same
 * fragments byte for byte, the same pages, the same word entries in the same order.
 */
import fs from 'fs'
import os from 'os'
import path from 'path'
import zlib from 'zlib'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { collectSearchDocuments } from '../src/build/outputs/search/searchDocuments'
import { PAGEFIND_EXCLUDE, stageSearchDocuments } from '../src/build/outputs/search/pagefindIndex'
import { chunkWords } from '../src/build/outputs/search/pagefindChunks'
import { EXCERPT_WORDS } from '../src/search/engine/pagefindFragment'
import { normalizeQuery } from '../src/search/engine/text'
import { runPagefindScript } from '../__tests__/search/support/runPagefindScript'
import { baseUrl, launch, openPage, waitForHydration } from './support/browser'

// cborg exports an `import` entry only, which Jest's resolver does not match: its entry file, by path.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const cborg = require('../node_modules/cborg/cborg.js') as { decode(bytes: Uint8Array): unknown }

const ROOT = path.resolve(__dirname, '..')
const DEPLOYED = path.join(ROOT, 'public/pagefind')

const QUERIES = [
  // Whole words.
  'liquidity',
  'router',
  'token',
  'oracle',
  'governance',
  'impermanent',
  'fee',
  'claim',
  'flash swap',
  'add liquidity',
  // Two- and three-letter prefixes (Pagefind searches the last word as a prefix).
  'sw',
  'li',
  'to',
  'pe',
  'fa',
  'swa',
  'liq',
  'per',
  'fac',
  'tok',
  // Function names.
  'swapExactTokensForTokens',
  'getReserves',
  'addLiquidityETH',
  'permit',
  'quote',
  // Typos.
  'liqudity',
  'swapExactTokensForTokns',
  'zzqqxxv',
]

interface PagefindAnswer {
  /** Each result in Pagefind's order: its fragment (the same files in both bundles), score and matched word positions. */
  results: { id: string; score: number; words: number[] }[]
}

const SEARCH_PAGE_LINKS = 'div[aria-live="polite"] + ol a'

/** A page and the paths it has requested so far. */
interface Asker {
  page: Page
  requested: string[]
}

/** The index chunks (paths) the page requested while `ask` ran, each once, in order of name. */
async function chunksDuring(asker: Asker, ask: () => Promise<void>): Promise<string[]> {
  const from = asker.requested.length
  await ask()
  return [...new Set(asker.requested.slice(from).filter((p) => p.startsWith('/pagefind/index/')))].sort()
}

let browser: Browser
let own: string

/** Pagefind's own bundle of the build's search documents, written beside the test. */
async function writeOwnBundle(dir: string): Promise<string> {
  const { documents } = collectSearchDocuments(path.join(ROOT, 'public'))
  stageSearchDocuments(documents, path.join(dir, 'staged'))
  const outDir = path.join(dir, 'own')
  fs.writeFileSync(path.join(dir, 'plan.json'), JSON.stringify({ excludeSelectors: PAGEFIND_EXCLUDE, storeDir: path.join(dir, 'staged'), outDir }))
  await runPagefindScript(path.join(ROOT, '__tests__/search/support/pagefindWrite.mjs'), [path.join(dir, 'plan.json')], [{ dir: outDir }], ROOT)
  return outDir
}

function unpack(file: string): Buffer {
  return zlib.gunzipSync(fs.readFileSync(file)).subarray('pagefind_dcd'.length)
}

/** The bundle's metadata ([version, pages, chunks, filters, sorts, meta fields]) and its words in chunk order. */
function bundle(dir: string) {
  const entry = JSON.parse(fs.readFileSync(path.join(dir, 'pagefind-entry.json'), 'utf8')) as { languages: Record<string, { hash: string; page_count: number }> }
  const { hash, page_count: pageCount } = entry.languages.en
  const meta = cborg.decode(unpack(path.join(dir, `pagefind.${hash}.pf_meta`))) as [string, unknown, Array<[string, string, string]>, ...unknown[]]
  const words = meta[2].flatMap(([, , chunk]) => {
    const file = path.join(dir, 'index', `${chunk}.pf_index`)
    const entries = chunkWords(unpack(file))
    if (!entries) throw new Error(`${file}: not a word chunk`)
    return entries.map((word) => `${word.word} ${Buffer.from(word.bytes).toString('hex')}`)
  })
  const fragments = Object.fromEntries(fs.readdirSync(path.join(dir, 'fragment')).map((file) => [file, fs.readFileSync(path.join(dir, 'fragment', file)).toString('hex')]))
  return { pageCount, meta, words, fragments }
}

/** A browser context whose /pagefind/ is Pagefind's own bundle instead of the deployed one. */
async function ownIndexContext(): Promise<{ page: Page; context: BrowserContext; errors: string[] }> {
  const opened = await openPage(browser)
  await opened.context.route(`${baseUrl()}/pagefind/**`, async (route) => {
    const file = path.join(own, decodeURIComponent(new URL(route.request().url()).pathname.replace(/^\/pagefind\//, '')))
    if (!file.startsWith(`${own}${path.sep}`) || !fs.existsSync(file)) return route.fulfill({ status: 404, body: '' })
    const contentType = file.endsWith('.js') ? 'text/javascript' : file.endsWith('.json') ? 'application/json' : 'application/octet-stream'
    return route.fulfill({ status: 200, body: fs.readFileSync(file), contentType })
  })
  return opened
}

/** Where the site imports Pagefind's script from (src/search/assets.ts: SEARCH_ASSETS.pagefindScript, no path prefix). */
const SITE_PAGEFIND_SCRIPT = '/pagefind/pagefind.js'
/** A page of the site the /search page is left for between queries. */
const ELSEWHERE = '/concepts/overview'

/**
 * Each query asked of Pagefind's own API, as src/search/engine/pagefindChunk.ts sets it up, in a
 * fresh instance (Pagefind's `createInstance`: an instance of its own, with no chunk loaded):
 * Pagefind keeps the chunks it loaded, so an earlier query would change what a later one finds.
 * With the answers, the index chunks each query loaded.
 */
async function askPagefind(asker: Asker): Promise<{ answers: PagefindAnswer[]; chunks: string[][] }> {
  const answers: PagefindAnswer[] = []
  const chunks: string[][] = []
  for (const query of QUERIES.map(normalizeQuery)) {
    chunks.push(
      await chunksDuring(asker, async () => {
        // A string, not a function: the test's transpiler must not touch the dynamic import.
        answers.push(
          (await asker.page.evaluate(`(async () => {
            const { createInstance } = await import(${JSON.stringify(SITE_PAGEFIND_SCRIPT)})
            const pagefind = createInstance({ baseUrl: '/', excerptLength: ${EXCERPT_WORDS}, noWorker: true })
            await pagefind.init()
            const found = await pagefind.search(${JSON.stringify(query)})
            return { results: found.results.map((result) => ({ id: result.id, score: result.score, words: result.words })) }
          })()`)) as PagefindAnswer,
        )
      }),
    )
  }
  return { answers, chunks }
}

/**
 * Pagefind's module as the site's engine holds it (imported from the same URL in the same
 * document, so the same module instance), reset: Pagefind's own `destroy()` drops its instance
 * with every chunk it loaded, and it is set up again as src/search/engine/pagefindChunk.ts sets it
 * up. The site's engine calls the module's `search`, which then builds a fresh instance, as on a
 * page load. A string, not a function: the test's transpiler must not touch the dynamic import.
 */
const RESET_SITE_PAGEFIND = `(async () => {
  const pagefind = await import(${JSON.stringify(SITE_PAGEFIND_SCRIPT)})
  await pagefind.destroy()
  await pagefind.options({ baseUrl: '/', excerptLength: ${EXCERPT_WORDS}, noWorker: true })
  await pagefind.init()
})()`

/**
 * The hit URLs the /search page shows for each query, in order (the site's engine, 25 pages), in
 * the page's current document (no page load). Each query meets the engine as a reader's first query of a page load does:
 * - Pagefind starts afresh (RESET_SITE_PAGEFIND), so no chunk an earlier query loaded is searched
 *   (Pagefind keeps the chunks it loaded: an earlier query would change what a later one finds).
 *   The caller checks that each query loaded the index chunks a fresh instance of askPagefind
 *   loaded for it.
 * - The /search page is mounted afresh: the page is left for another one and /search?q=… is
 *   reached by a client-side navigation (as the modal's "See all results" link reaches it), so it
 *   holds no earlier results. Typed one after the other in one mounted page, the page keeps
 *   showing the last results, under the new query's status line, until the new ones arrive.
 * What stays between queries is the engine's code and the fragments its reader fetched
 * (src/search/engine/pagefindFragment.ts: whole files, the same in both bundles, read the same
 * way whenever they arrive), so the answers are those of a page load per query.
 */
async function askSearchPage(asker: Asker): Promise<{ hits: string[][]; chunks: string[][] }> {
  const { page } = asker
  const hits: string[][] = []
  const chunks: string[][] = []
  // The page is at ELSEWHERE, hydrated (the test loads it there). Set on this document only: a
  // full page load on the way would drop it (checked at the end).
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }))
  const status = page.locator('div[aria-live="polite"] p')
  const navigate = (to: string) => page.evaluate((url) => (window as unknown as { ___navigate(to: string): void }).___navigate(url), to)
  for (const query of QUERIES) {
    await page.evaluate(RESET_SITE_PAGEFIND)
    chunks.push(
      await chunksDuring(asker, async () => {
        await navigate(`/search?q=${encodeURIComponent(query)}`)
        await page.waitForFunction((q) => {
          const text = document.querySelector('div[aria-live="polite"] p')?.textContent ?? ''
          return text.endsWith(`for “${q}”`) || text.startsWith(`No results for “${q}”`)
        }, query.trim())
      }),
    )
    expect(await status.count()).toBe(1)
    hits.push(await page.locator(SEARCH_PAGE_LINKS).evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? '')))
    await navigate(ELSEWHERE)
    await page.waitForFunction((path) => window.location.pathname === path && !document.getElementById('search-page-input'), ELSEWHERE)
  }
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true)
  return { hits, chunks }
}

let work: string
beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'pagefind-own-'))
  own = await writeOwnBundle(work)
  browser = await launch()
}, 5 * 60 * 1000)
afterAll(async () => {
  await browser?.close()
  if (work) fs.rmSync(work, { recursive: true, force: true })
})

test('Pagefind\'s own bundle of the build\'s documents is the deployed one before the re-split', () => {
  const deployed = bundle(DEPLOYED)
  const ownBundle = bundle(own)
  expect(deployed.pageCount).toBe(ownBundle.pageCount)
  expect(deployed.pageCount).toBeGreaterThan(40)
  expect(deployed.fragments).toEqual(ownBundle.fragments)
  // Metadata: all but the chunk list as Pagefind wrote it; the words, entry for entry, in the same
  // order, once the re-split's copies of one-character words (the same entries again) are set aside.
  expect(deployed.meta.filter((_, i) => i !== 2)).toEqual(ownBundle.meta.filter((_, i) => i !== 2))
  expect([...new Set(deployed.words)]).toEqual(ownBundle.words)
  expect(new Set(deployed.words.filter((word, i) => deployed.words.indexOf(word) !== i).map((word) => Array.from(word.split(' ')[0]).length))).toEqual(new Set([1]))
  // The re-split did split: more and smaller chunks than Pagefind's.
  expect(deployed.meta[2].length).toBeGreaterThan(ownBundle.meta[2].length)
})

test('Pagefind\'s API and the site\'s engine answer the same over the re-split and Pagefind\'s own chunks', async () => {
  const resplit = await openPage(browser)
  const original = await ownIndexContext()
  const askers = [resplit, original].map(({ page }): Asker => {
    const requested: string[] = []
    page.on('request', (request) => requested.push(new URL(request.url()).pathname))
    return { page, requested }
  })
  // The two contexts (one renderer process each) ask side by side.
  await Promise.all(
    askers.map(async ({ page }) => {
      await page.goto(`${baseUrl()}${ELSEWHERE}`)
      await waitForHydration(page)
    }),
  )

  const [pagefindResplit, pagefindOwn] = await Promise.all(askers.map(askPagefind))
  const [pageResplit, pageOwn] = await Promise.all(askers.map(askSearchPage))
  // The own context did read Pagefind's own chunks, not the deployed ones.
  const requested = askers[1].requested
  const ownChunks = new Set(bundle(own).meta[2].map(([, , hash]) => `/pagefind/index/${hash}.pf_index`))
  expect(requested.filter((p) => p.startsWith('/pagefind/index/')).every((p) => ownChunks.has(p))).toBe(true)
  expect(requested.some((p) => ownChunks.has(p))).toBe(true)
  // At each query the site's engine loaded the index chunks a fresh Pagefind instance loads for it:
  // it met no chunk an earlier query had loaded.
  const byQuery = (chunks: string[][]) => QUERIES.map((query, i) => ({ query, chunks: chunks[i] }))
  expect(pagefindResplit.chunks.filter((chunks) => chunks.length > 0).length).toBeGreaterThanOrEqual(QUERIES.length - 1)
  expect(byQuery(pageResplit.chunks)).toEqual(byQuery(pagefindResplit.chunks))
  expect(byQuery(pageOwn.chunks)).toEqual(byQuery(pagefindOwn.chunks))
  expect(resplit.errors).toEqual([])
  expect(original.errors).toEqual([])
  await resplit.context.close()
  await original.context.close()

  // Results named by their page's URL (from the fragment files, which the first test found identical).
  const urlOf = new Map(fs.readdirSync(path.join(own, 'fragment')).map((file) => [file.replace(/\.pf_fragment$/, ''), (JSON.parse(unpack(path.join(own, 'fragment', file)).toString('utf8')) as { url: string }).url]))
  const named = (answer: PagefindAnswer) => answer.results.map(({ id, ...result }) => ({ url: urlOf.get(id) ?? `unknown fragment ${id}`, ...result }))
  // Pagefind answers a prefix from the one chunk whose range holds it. Where its own chunks split
  // the words of a short prefix between two chunks, its own answer misses the other chunk's words;
  // the re-split keeps a two-letter prefix in one chunk, so it answers with all of them. There the
  // re-split must find every page Pagefind's own chunks find (a superset), and the case is named.
  const ownRanges = bundle(own).meta[2]
  const straddled = (query: string) => {
    const prefix = normalizeQuery(query)
    return !prefix.includes(' ') && ownRanges.filter(([from, to]) => to >= prefix && from <= `${prefix}\u{10FFFF}`).length > 1
  }
  const supersetOnly: string[] = []
  QUERIES.forEach((query, i) => {
    const [resplitPages, ownPages] = [named(pagefindResplit.answers[i]), named(pagefindOwn.answers[i])]
    if (straddled(query) && JSON.stringify(resplitPages) !== JSON.stringify(ownPages)) {
      supersetOnly.push(query)
      const found = new Set(resplitPages.map((result) => result.url))
      expect({ query, missing: ownPages.map((result) => result.url).filter((url) => !found.has(url)) }).toEqual({ query, missing: [] })
      return
    }
    expect({ query, pagefind: resplitPages }).toEqual({ query, pagefind: ownPages })
    expect({ query, hits: pageResplit.hits[i] }).toEqual({ query, hits: pageOwn.hits[i] })
  })
  // Only short prefixes may differ that way, and only a few of them.
  expect(supersetOnly.every((query) => Array.from(query).length <= 3)).toBe(true)
  expect(supersetOnly.length).toBeLessThanOrEqual(2)
  // Not an empty comparison: most queries find pages, and the site shows hits for them.
  expect(pagefindOwn.answers.filter((answer) => answer.results.length > 0).length).toBeGreaterThanOrEqual(QUERIES.length - 2)
  expect(pageOwn.hits.filter((hits) => hits.length > 0).length).toBeGreaterThanOrEqual(QUERIES.length - 2)
}, 10 * 60 * 1000)
