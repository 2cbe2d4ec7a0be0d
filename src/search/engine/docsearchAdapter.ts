/**
 * Answers DocSearch's search-client seam from the local engine: `search({ requests })` returns
 * Algolia-shaped results (`hits` with `hierarchy`, `_highlightResult`, `_snippetResult`), so the
 * modal's UI, keyboard navigation and recent searches are DocSearch's own.
 *
 * DocSearch renders `_snippetResult.*.value` as HTML, and falls back to the raw `hierarchy.lvlN`
 * and `content` of stored (recent) hits, also as HTML. So every one of those strings is built
 * from escaped text here. `lvl0` is the exception: DocSearch renders it as React text.
 */
import type { LocalHit, LocalResults, SearchEngine } from './searchEngine'
import { escapeHtml, hasMatch, highlight, plain, snippet, tokenize, toHtml, type Segment } from './text'

type MatchLevel = 'none' | 'partial' | 'full'

export interface HighlightValue {
  value: string
  matchLevel: MatchLevel
  matchedWords: string[]
}

type Levels = 'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6'

export interface AlgoliaShapedHit {
  objectID: string
  url: string
  url_without_anchor: string
  anchor: string | null
  type: 'lvl1' | 'lvl2' | 'lvl3' | 'content'
  content: string | null
  hierarchy: Record<Levels, string | null>
  _highlightResult: { hierarchy: Partial<Record<Levels, HighlightValue>>; hierarchy_camel: Array<Partial<Record<Levels, HighlightValue>>>; content?: HighlightValue }
  _snippetResult: { hierarchy: Partial<Record<Levels, HighlightValue>>; content?: HighlightValue }
}

export interface AlgoliaShapedResult {
  hits: AlgoliaShapedHit[]
  nbHits: number
  page: number
  nbPages: number
  hitsPerPage: number
  processingTimeMS: number
  exhaustiveNbHits: boolean
  query: string
  params: string
  index: string
}

/** One request of a multi-query, as DocSearch sends it (`search({ requests: [...] })`). */
export interface SearchRequest {
  indexName?: string
  query?: string
  hitsPerPage?: number
  attributesToSnippet?: string[]
  highlightPreTag?: string
  highlightPostTag?: string
  snippetEllipsisText?: string
  [key: string]: unknown
}

const DEFAULT_SNIPPET_WORDS = 10

/** Words per snippet for an attribute, from `attributesToSnippet: ['content:10', …]`. */
function snippetWords(request: SearchRequest, attribute: string): number {
  for (const entry of request.attributesToSnippet ?? []) {
    const [name, words] = entry.split(':')
    if (name === attribute && Number(words) > 0) return Math.min(Number(words), 60)
  }
  return DEFAULT_SNIPPET_WORDS
}

function matchLevel(segments: readonly Segment[], queryWords: readonly string[], terms: ReadonlySet<string>): MatchLevel {
  if (!hasMatch(segments)) return 'none'
  const present = new Set(segments.filter((s) => s.match).map((s) => s.text.toLowerCase()))
  return queryWords.every((word) => Array.from(present).some((t) => t.startsWith(word) || terms.has(t))) ? 'full' : 'partial'
}

export function toAlgoliaHit(hit: LocalHit, request: SearchRequest, queryWords: readonly string[]): AlgoliaShapedHit {
  const { record, terms } = hit
  const pre = request.highlightPreTag ?? '<mark>'
  const post = request.highlightPostTag ?? '</mark>'
  const value = (segments: Segment[]): HighlightValue => ({
    value: toHtml(segments, pre, post),
    matchLevel: matchLevel(segments, queryWords, terms),
    matchedWords: segments.filter((s) => s.match).map((s) => s.text.toLowerCase()),
  })
  const levels: Record<'lvl1' | 'lvl2' | 'lvl3', Segment[] | null> = {
    lvl1: highlight(record.lvl1, terms),
    lvl2: record.lvl2 === null ? null : highlight(record.lvl2, terms),
    lvl3: record.lvl3 === null ? null : highlight(record.lvl3, terms),
  }
  const content = snippet(record.text, terms, snippetWords(request, 'content'))
  const hierarchyHighlight: Partial<Record<Levels, HighlightValue>> = {
    // DocSearch shows lvl0 as React text (it strips <mark> itself): plain, not escaped.
    lvl0: { value: record.lvl0, matchLevel: 'none', matchedWords: [] },
  }
  for (const level of ['lvl1', 'lvl2', 'lvl3'] as const) {
    const segments = levels[level]
    if (segments) hierarchyHighlight[level] = value(segments)
  }
  const bodyMatched = hasMatch(content)
  const type: AlgoliaShapedHit['type'] = hit.tier === 2 || !bodyMatched || !record.text ? record.level : 'content'
  const [path, anchor] = record.url.split('#')
  return {
    objectID: record.id,
    url: record.url,
    url_without_anchor: path,
    anchor: anchor ?? null,
    type,
    content: record.text ? escapeHtml(plain(content)) : null,
    hierarchy: {
      lvl0: record.lvl0,
      lvl1: escapeHtml(record.lvl1),
      lvl2: record.lvl2 === null ? null : escapeHtml(record.lvl2),
      lvl3: record.lvl3 === null ? null : escapeHtml(record.lvl3),
      lvl4: null,
      lvl5: null,
      lvl6: null,
    },
    _highlightResult: {
      hierarchy: hierarchyHighlight,
      hierarchy_camel: [hierarchyHighlight],
      ...(record.text ? { content: value(highlight(plain(content), terms)) } : {}),
    },
    _snippetResult: {
      hierarchy: hierarchyHighlight,
      ...(record.text ? { content: value(content) } : {}),
    },
  }
}

const now = () => (typeof performance === 'undefined' ? Date.now() : performance.now())

export interface LocalSearchClientOptions {
  /**
   * DocSearch's `maxResultsPerGroup`: it shows at most this many hits of each `lvl0` group, in
   * the order given, and drops the rest. Given, the hits it would drop are never highlighted or
   * sent (their count stays in `nbHits`, for "See all N results").
   */
  maxResultsPerGroup?: number
}

/** The first `perGroup` hits of each `lvl0`, in order: what DocSearch's grouping keeps. */
export function firstOfEachGroup(hits: readonly LocalHit[], perGroup: number): LocalHit[] {
  const counts = new Map<string, number>()
  return hits.filter((hit) => {
    const count = counts.get(hit.record.lvl0) ?? 0
    counts.set(hit.record.lvl0, count + 1)
    return count < perGroup
  })
}

/** The hits DocSearch will show: all of them, or the first `maxResultsPerGroup` of each group. */
function shownHits(hits: readonly LocalHit[], options: LocalSearchClientOptions): readonly LocalHit[] {
  return options.maxResultsPerGroup ? firstOfEachGroup(hits, options.maxResultsPerGroup) : hits
}

/** The request DocSearch 3 sends for a query (its snippet lengths and tags), for warming up. */
const DOCSEARCH_REQUEST: SearchRequest = {
  hitsPerPage: 20,
  attributesToSnippet: ['hierarchy.lvl1:10', 'hierarchy.lvl2:10', 'hierarchy.lvl3:10', 'content:10'],
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
  snippetEllipsisText: '…',
}

export async function answerRequest(engine: SearchEngine, request: SearchRequest, options: LocalSearchClientOptions = {}): Promise<AlgoliaShapedResult> {
  const started = now()
  const hitsPerPage = Math.max(1, Math.min(request.hitsPerPage ?? 20, 100))
  const results: LocalResults = await engine.search(String(request.query ?? ''), { limit: hitsPerPage })
  const queryWords = tokenize(results.query.toLowerCase())
  const shown = shownHits(results.hits, options)
  const elapsed = now() - started
  return {
    hits: shown.map((hit) => toAlgoliaHit(hit, request, queryWords)),
    nbHits: results.total,
    page: 0,
    nbPages: Math.ceil(results.total / hitsPerPage),
    hitsPerPage,
    processingTimeMS: Math.round(elapsed),
    exhaustiveNbHits: true,
    query: results.query,
    params: '',
    index: request.indexName ?? 'local',
  }
}

/**
 * The `search` DocSearch calls: accepts `{ requests }` (algoliasearch v5) or a bare array (v4).
 * `warmUp` runs the engine's `warmUp` and shapes its hits as a query would, so the first query
 * of a page load runs warm code (see SearchEngine.warmUp); it returns how many hits it shaped.
 */
export function createLocalSearchClient(engine: SearchEngine, options: LocalSearchClientOptions = {}) {
  return {
    async search(params: { requests: SearchRequest[] } | SearchRequest[]): Promise<{ results: AlgoliaShapedResult[] }> {
      const requests = Array.isArray(params) ? params : params.requests
      return { results: await Promise.all(requests.map((request) => answerRequest(engine, request, options))) }
    },
    warmUp(): number {
      const results = engine.warmUp?.()
      if (!results) return 0
      const queryWords = tokenize(results.query.toLowerCase())
      return shownHits(results.hits, options).map((hit) => toAlgoliaHit(hit, { ...DOCSEARCH_REQUEST, query: results.query }, queryWords)).length
    },
  }
}
