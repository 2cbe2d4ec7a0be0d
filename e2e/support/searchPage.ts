/**
 * The /search page asked one query after another in one document, each query meeting the site's
 * engine as a reader's first query of a page load does, without a page load per query:
 * - Pagefind starts afresh: the module the site's engine holds (imported from the same URL in the
 *   same document, so the same module instance) is reset with Pagefind's own `destroy()`, which
 *   drops its instance with every chunk it loaded, and set up again as
 *   src/search/engine/pagefindChunk.ts sets it up. The engine calls the module's `search`, which
 *   then searches a fresh instance. Pagefind keeps the chunks it loaded, so without this an earlier
 *   query would change what a later one finds. e2e/resplitIndex.e2e.ts checks that each query then
 *   loads the index chunks a fresh Pagefind instance loads for it.
 * - The /search page is mounted afresh: the page is left for another one between queries, and
 *   /search?q=… is reached by a client-side navigation (as the modal's "See all results" link
 *   reaches it), so it holds no earlier results. Typed one after the other in one mounted page, the
 *   page keeps showing the last results, under the new query's status line, until the new ones
 *   arrive.
 * What stays between queries is the engine's code and the fragments its reader fetched
 * (src/search/engine/pagefindFragment.ts: whole files, read the same way whenever they arrive).
 */
import type { Page } from 'playwright-core'
import { EXCERPT_WORDS } from '../../src/search/engine/pagefindFragment'
import { baseUrl, waitForHydration } from './browser'

/** Where the site imports Pagefind's script from (src/search/assets.ts: SEARCH_ASSETS.pagefindScript, no path prefix). */
export const SITE_PAGEFIND_SCRIPT = '/pagefind/pagefind.js'
/** The page of the site the /search page is left for between queries. */
export const ELSEWHERE = '/concepts/overview'

/** Pagefind's options as src/search/engine/pagefindChunk.ts sets them. */
export const SITE_PAGEFIND_OPTIONS = { baseUrl: '/', excerptLength: EXCERPT_WORDS, noWorker: true } as const

// A string, not a function: the test's transpiler must not touch the dynamic import.
const RESET_SITE_PAGEFIND = `(async () => {
  const pagefind = await import(${JSON.stringify(SITE_PAGEFIND_SCRIPT)})
  await pagefind.destroy()
  await pagefind.options(${JSON.stringify(SITE_PAGEFIND_OPTIONS)})
  await pagefind.init()
})()`

type GatsbyWindow = Window & { ___navigate(to: string): void; __searchPageDocument?: boolean }

/** Gatsby's client-side navigation (what its Link does). */
function navigate(page: Page, to: string): Promise<void> {
  return page.evaluate((url) => (window as unknown as GatsbyWindow).___navigate(url), to)
}

/** Loads ELSEWHERE in the page and waits for hydration: the start for searchFresh. Marks the document. */
export async function startSearchPage(page: Page): Promise<void> {
  await page.goto(`${baseUrl()}${ELSEWHERE}`)
  await waitForHydration(page)
  await page.evaluate(() => Object.assign(window, { __searchPageDocument: true }))
}

/**
 * Shows the /search page's answer to `query` as a reader's first query of a page load meets it,
 * and waits until its status line gives the count (or no results) for it. The page must be on
 * another page of the site (startSearchPage, leaveSearchPage).
 */
export async function searchFresh(page: Page, query: string): Promise<void> {
  await page.evaluate(RESET_SITE_PAGEFIND)
  await navigate(page, `/search?q=${encodeURIComponent(query)}`)
  await page.waitForFunction((q) => {
    const text = document.querySelector('div[aria-live="polite"] p')?.textContent ?? ''
    return text.endsWith(`for “${q}”`) || text.startsWith(`No results for “${q}”`)
  }, query.trim())
}

/** Leaves the /search page for ELSEWHERE (client-side), so the next searchFresh mounts it afresh. */
export async function leaveSearchPage(page: Page): Promise<void> {
  await navigate(page, ELSEWHERE)
  await page.waitForFunction((path) => window.location.pathname === path && !document.getElementById('search-page-input'), ELSEWHERE)
}

/** Whether the page is still the document startSearchPage loaded (no full page load on the way). */
export function sameSearchDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as GatsbyWindow).__searchPageDocument === true)
}
