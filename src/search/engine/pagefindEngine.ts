/**
 * The local search engine: Pagefind's chunked index (written after a build by
 * src/build/outputs/search/pagefindIndex.ts, under `gatsby develop` as content changes, in small chunks:
 * ../node/pagefindChunks.ts). A query fetches only the index chunk of each of its words and the
 * fragments of the few pages shown, so what a reader downloads stays flat as the site grows.
 *
 * Pagefind ranks pages; each page's fragment gives its matching sections (read by
 * ./pagefindFragment, or from Pagefind's `data()` where the browser cannot un-gzip a stream).
 * They become the SearchRecords the rest of search renders (hierarchy, anchor, text), ordered: a
 * match in the section's own heading (or the page title for an intro) first, then title or parent
 * heading, then body text, page rank breaking ties.
 * Sections carry plain text (Pagefind's HTML excerpts are reduced to text here), and highlighting
 * is redone by ./text, which escapes, so nothing from content or query reaches the DOM as markup.
 */
import type { SearchRecord } from '../types'
import type { LocalHit, LocalResults, SearchEngine, SearchOptions } from './searchEngine'
import { EXCERPT_WORDS, pageOfFragment, type PagefindFragment } from './pagefindFragment'
import { normalizeQuery, tokenize } from './text'

export type { PagefindAnchor, PagefindSubResult, PagefindPageData, PagefindResult, PagefindSection, PagefindPage, PagefindApi } from './pagefindTypes'
import type { PagefindAnchor, PagefindApi, PagefindPage, PagefindPageData, PagefindResult } from './pagefindTypes'

/**
 * Pages whose fragments are fetched per query (a fragment holds its page's whole text, 2–6 KB
 * gzip): the modal's first screen of hits, grouped by page; "See all results" opens the /search
 * page, which asks for more.
 */
export const DEFAULT_PAGES = 3
/**
 * A query superseded within this time fetches nothing: neither the index chunk of its words nor
 * fragments (the modal searches at each key press; a reader typing a word wants the word's
 * results, not a chunk for each prefix typed on the way). Not Pagefind's `debouncedSearch`,
 * which preloads the chunks of every superseded query.
 */
export const DEBOUNCE_MS = 120
/**
 * One or two letters wait for a longer pause: their results are rarely what the reader wants,
 * and a reader typing a word at 4 keys a second would otherwise fetch the chunk and fragments of
 * "l" and "li" on the way to "liquidity".
 */
export const SHORT_QUERY_DEBOUNCE_MS = 300
const SHORT_QUERY_LETTERS = 3

const superseded = (query: string): LocalResults => ({ query, hits: [], total: 0 })
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

const ENTITIES: Record<string, string> = { '&lt;': '<', '&gt;': '>', '&amp;': '&', '&quot;': '"', '&#39;': "'", '&#x27;': "'", '&nbsp;': ' ' }

/** Pagefind excerpt HTML (`<mark>` around matches, entities escaped) → plain text and matched words. */
export function excerptText(html: string): { text: string; marked: string[] } {
  const marked = Array.from(html.matchAll(/<mark>([^<]*)<\/mark>/g), (m) => decodeEntities(m[1]).toLowerCase())
  return { text: decodeEntities(html.replace(/<[^>]*>/g, '')).replace(/\s+/g, ' ').trim(), marked }
}

function decodeEntities(text: string): string {
  return text.replace(/&(?:lt|gt|amp|quot|nbsp|#39|#x27);/g, (entity) => ENTITIES[entity])
}

/** `/concepts/overview/#fees` → `/concepts/overview#fees` (the site's routes have no trailing slash). */
export function siteUrl(url: string): string {
  const [path, hash] = url.split('#')
  const trimmed = path.length > 1 ? path.replace(/\/index\.html$/, '').replace(/\/+$/, '') || '/' : path
  return hash ? `${trimmed}#${hash}` : trimmed
}

/** The h2 an h3 sits under: the last h2 anchor before it on the page. */
function parentHeading(anchors: readonly PagefindAnchor[], anchor: PagefindAnchor): string | null {
  let parent: string | null = null
  for (const candidate of anchors) {
    if (candidate.location >= anchor.location) break
    if (candidate.element === 'h2') parent = candidate.text
  }
  return parent
}

/** Pagefind's `data()` (sections with HTML excerpts) as a page with plain-text sections. */
export function pageOfData(data: PagefindPageData): PagefindPage {
  return {
    url: data.url,
    meta: data.meta,
    anchors: data.anchors,
    sections: data.sub_results.map((sub) => ({ title: sub.title, url: sub.url, ...(sub.anchor ? { anchor: sub.anchor } : {}), ...excerptText(sub.excerpt) })),
  }
}

/** The records of one page's matching sections. */
export function recordsOfPage(page: PagefindPage): SearchRecord[] {
  const title = page.meta.title ?? siteUrl(page.url)
  const lvl0 = page.meta.section ?? 'Documentation'
  const anchors = [...page.anchors].sort((a, b) => a.location - b.location)
  return page.sections.map((section): SearchRecord => {
    const url = siteUrl(section.url)
    const text = section.text
    const anchor = section.anchor && section.url.includes('#') ? section.anchor : null
    if (!anchor || anchor.element === 'h1') return { id: url, url, level: 'lvl1', lvl0, lvl1: title, lvl2: null, lvl3: null, text }
    if (anchor.element === 'h2') return { id: url, url, level: 'lvl2', lvl0, lvl1: title, lvl2: anchor.text, lvl3: null, text }
    return { id: url, url, level: 'lvl3', lvl0, lvl1: title, lvl2: parentHeading(anchors, anchor), lvl3: anchor.text, text }
  })
}

/** Edit distance, giving up (returning max + 1) once it exceeds `max`. */
function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i]
    for (let j = 1; j <= b.length; j += 1) current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1))
    if (Math.min(...current) > max) return max + 1
    previous = current
  }
  return previous[b.length]
}

/**
 * Whether a word Pagefind marked answers a query word: the query word is its prefix, it is a stem
 * of the query word ("swap" for "swaps"), or it is one typo away from 5 letters, two from 10.
 * Pagefind also falls back to the longest word it has that is a prefix of an unknown one ("z" for
 * "zzqqxxv"); those marks are not matches.
 */
export function answersQueryWord(marked: string, query: string): boolean {
  if (marked.startsWith(query)) return true
  if (query.startsWith(marked) && marked.length >= 3 && marked.length >= query.length - 3) return true
  const typos = query.length >= 10 ? 2 : query.length >= 5 ? 1 : 0
  return typos > 0 && editDistance(marked, query, typos) <= typos
}

/** Words of a record that the query matched: Pagefind's marks, and words starting with a query word. */
function matchedTerms(record: SearchRecord, queryWords: readonly string[], marked: readonly string[]): Set<string> {
  const terms = new Set(marked.flatMap((word) => tokenize(word).map((w) => w.toLowerCase())).filter((word) => queryWords.some((q) => answersQueryWord(word, q))))
  for (const word of tokenize([record.lvl1, record.lvl2 ?? '', record.lvl3 ?? '', record.text].join(' '))) {
    const lower = word.toLowerCase()
    if (queryWords.some((q) => lower.startsWith(q))) terms.add(lower)
  }
  return terms
}

function tierOf(record: SearchRecord, terms: ReadonlySet<string>): LocalHit['tier'] {
  const has = (text: string | null) => Boolean(text) && tokenize(text ?? '').some((word) => terms.has(word.toLowerCase()))
  const own = record.level === 'lvl3' ? record.lvl3 : record.level === 'lvl2' ? record.lvl2 : record.lvl1
  if (has(own)) return 2
  if (has(record.lvl1) || (record.level === 'lvl3' && has(record.lvl2))) return 1
  return 0
}

/**
 * The hits of one shown page, before ranking: each section whose words answer the query, with
 * its matched terms, its tier, and Pagefind's page order (`rank` of `pageCount`) then the page's
 * section order as a descending score. Built as each page's fragment arrives, so only the last
 * page's share of this work waits for the last fragment byte.
 */
export function hitsOfPage(page: PagefindPage, rank: number, pageCount: number, queryWords: readonly string[]): LocalHit[] {
  return recordsOfPage(page)
    .map((record, k): LocalHit => {
      const terms = matchedTerms(record, queryWords, page.sections[k].marked)
      return { record, terms, tier: tierOf(record, terms), score: pageCount - rank - k / (page.sections.length + 1) }
    })
    .filter((hit) => hit.terms.size > 0)
}

/**
 * The hits in the order the modal and the /search page show them: own-heading matches, then
 * title or parent-heading matches, then body matches, each in Pagefind's page order and the
 * page's section order (a section counts when a word of it answers the query, not Pagefind's
 * prefix fallbacks).
 */
export function rankHits(hits: readonly LocalHit[]): LocalHit[] {
  return [...hits].sort((a, b) => b.tier - a.tier || b.score - a.score)
}

/** The hits of the pages shown, ranked (hitsOfPage for each, then rankHits). */
export function hitsOfPages(shown: readonly PagefindPage[], queryWords: readonly string[]): LocalHit[] {
  return rankHits(shown.flatMap((page, rank) => hitsOfPage(page, rank, shown.length, queryWords)))
}

/**
 * A made-up page for `warmUp`: an intro, h2 and h3 sections, the query word in a heading, in a
 * parent heading and in body text, so every branch the results take runs once.
 */
const WARM_UP_QUERY = 'pool'
const WARM_UP_FRAGMENT: PagefindFragment = {
  url: '/warm-up/',
  content:
    'A pool holds two tokens. Pool reserves move with each trade. ' +
    'Fees and the pool share. Liquidity providers earn a share of every pool fee, paid in the pool tokens. ' +
    'Removing liquidity. Burning pool shares returns both tokens at the current pool price.',
  meta: { title: 'Warm up', section: 'Documentation' },
  anchors: [
    { element: 'h2', id: 'fees', text: 'Fees and the pool share', location: 11 },
    { element: 'h3', id: 'removing', text: 'Removing liquidity', location: 30 },
  ],
}

export interface PagefindEngineOptions {
  /** How many of the best pages have their fragments fetched for each query. */
  pages?: number
  /** Reads a result's page; Pagefind's own `data()` when not given. */
  loadPage?: (result: PagefindResult) => Promise<PagefindPage>
  debounceMs?: number
  shortQueryDebounceMs?: number
}

export function createPagefindEngine(pagefind: PagefindApi, engineOptions: PagefindEngineOptions = {}): SearchEngine {
  const debounceMs = engineOptions.debounceMs ?? DEBOUNCE_MS
  const shortQueryDebounceMs = engineOptions.shortQueryDebounceMs ?? Math.max(debounceMs, SHORT_QUERY_DEBOUNCE_MS)
  const loadPage = engineOptions.loadPage ?? (async (result: PagefindResult) => pageOfData(await result.data()))
  let latest = 0
  return {
    async search(rawQuery: string, { limit = 20, pages = engineOptions.pages ?? DEFAULT_PAGES }: SearchOptions = {}): Promise<LocalResults> {
      const query = normalizeQuery(rawQuery)
      const queryWords = tokenize(query.toLowerCase())
      const call = (latest += 1)
      if (!queryWords.length) return { query, hits: [], total: 0 }
      // Superseded by a newer query: DocSearch and the /search page only show the newest answer.
      const wait = queryWords.join('').length < SHORT_QUERY_LETTERS ? shortQueryDebounceMs : debounceMs
      if (wait > 0) await sleep(wait)
      if (call !== latest) return superseded(query)
      const found = await pagefind.search(query)
      if (call !== latest) return superseded(query)
      const results = found?.results ?? []
      const best = results.slice(0, pages)
      const pageHits = await Promise.all(best.map(async (result, rank) => hitsOfPage(await loadPage(result), rank, best.length, queryWords)))
      const answered = rankHits(pageHits.flat())
      return { query, hits: answered.slice(0, limit), total: answered.length ? results.length : 0 }
    },
    warmUp(): LocalResults {
      const words = WARM_UP_FRAGMENT.content.split(/\s+/)
      const locations = words.flatMap((word, i) => (word.toLowerCase().startsWith(WARM_UP_QUERY) ? [i] : []))
      const hits = hitsOfPages([pageOfFragment(WARM_UP_FRAGMENT, locations, EXCERPT_WORDS)], [WARM_UP_QUERY])
      return { query: WARM_UP_QUERY, hits, total: 1 }
    },
  }
}
