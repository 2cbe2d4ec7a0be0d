/**
 * The deployed index is Pagefind's, with its word index re-split into small chunks after Pagefind
 * wrote it (src/build/outputs/search/pagefindChunks.ts). Pagefind's own chunks of the same documents must
 * give the same answers: for each query, Pagefind's own browser API (`pagefind.js`, loaded in the
 * page, a fresh instance per query as a reader's first query meets it) and the site's engine (the
 * /search page, with Pagefind fresh at each query too) are asked over both indexes, and must give
 * the same pages, word positions and hit URLs in the same order. One page load per index: the
 * queries are asked one after the other in it (askPagefind; askSearchPage, through
 * e2e/support/searchPage.ts).
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
import { normalizeQuery } from '../src/search/engine/text'
import { runPagefindScript } from '../__tests__/search/support/runPagefindScript'
import { baseUrl, launch, openPage } from './support/browser'
import { SITE_PAGEFIND_OPTIONS, SITE_PAGEFIND_SCRIPT, leaveSearchPage, sameSearchDocument, searchFresh, startSearchPage } from './support/searchPage'

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
            const pagefind = createInstance(${JSON.stringify(SITE_PAGEFIND_OPTIONS)})
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
 * The hit URLs the /search page shows for each query, in order (the site's engine, 25 pages), in
 * one document, each query meeting the engine as a reader's first query of a page load does
 * (e2e/support/searchPage.ts), with the index chunks each query loaded: the test checks them
 * against those a fresh Pagefind instance loads (askPagefind). The page is where startSearchPage
 * left it (askPagefind does not navigate).
 */
async function askSearchPage(asker: Asker): Promise<{ hits: string[][]; chunks: string[][] }> {
  const { page } = asker
  const hits: string[][] = []
  const chunks: string[][] = []
  const status = page.locator('div[aria-live="polite"] p')
  for (const query of QUERIES) {
    chunks.push(await chunksDuring(asker, () => searchFresh(page, query)))
    expect(await status.count()).toBe(1)
    hits.push(await page.locator(SEARCH_PAGE_LINKS).evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? '')))
    await leaveSearchPage(page)
  }
  expect(await sameSearchDocument(page)).toBe(true)
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
  // order, once the re-split's copies (the same entries again) are set aside: copies of short words
  // placed before a word they begin, and the prefix chunks (listed last) of groups split deeper.
  expect(deployed.meta.filter((_, i) => i !== 2)).toEqual(ownBundle.meta.filter((_, i) => i !== 2))
  expect([...new Set(deployed.words)]).toEqual(ownBundle.words)
  const text = (word: string) => word.split(' ')[0]
  const prefixChunks = deployed.meta[2].filter(([, to]) => to.endsWith('\u0000'))
  expect(deployed.meta[2].slice(deployed.meta[2].length - prefixChunks.length)).toEqual(prefixChunks)
  for (const [, to, hash] of prefixChunks) {
    // Every word its prefix begins (the prefix: its `to` without the U+0000), and copies of shorter words.
    const prefix = to.slice(0, -1)
    const held = chunkWords(unpack(path.join(DEPLOYED, 'index', `${hash}.pf_index`)))?.map((word) => word.word) ?? []
    expect(held.filter((word) => word.startsWith(prefix))).toEqual(ownBundle.words.map(text).filter((word) => word.startsWith(prefix)))
    expect(held.filter((word) => !word.startsWith(prefix)).every((word) => prefix.startsWith(word))).toBe(true)
  }
  const ordered = deployed.meta[2].slice(0, deployed.meta[2].length - prefixChunks.length).flatMap(([, , hash]) => chunkWords(unpack(path.join(DEPLOYED, 'index', `${hash}.pf_index`)))?.map((word) => word.word) ?? [])
  const copies = ordered.filter((word, i) => ordered.indexOf(word) !== i && !ordered[i + 1]?.startsWith(word))
  expect(copies).toEqual([])
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
  // The two contexts (one renderer process each) ask side by side, each in one document.
  await Promise.all(askers.map(({ page }) => startSearchPage(page)))

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
