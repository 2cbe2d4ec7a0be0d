/**
 * The /search page in hosted mode: one multi-query request to Algolia's REST API with the same
 * contextual filters as the modal. Highlights come back between sentinel tags and are turned
 * into segments, so nothing from the response is ever rendered as HTML.
 */
import type { HostedSearch } from '../hosted'
import { algoliaHost } from '../hosted'
import { toSiteRelative } from '../urls'
import type { Segment } from '../engine/text'
import { groupByPage, PAGE_SNIPPET_WORDS, type PageResults } from './results'

const PRE = '\u0001squire-mark\u0002'
const POST = '\u0001/squire-mark\u0002'

interface HighlightValue {
  value?: string
}

export interface AlgoliaDocHit {
  url: string
  hierarchy: Record<string, string | null>
  content?: string | null
  _highlightResult?: { hierarchy?: Record<string, HighlightValue | undefined> }
  _snippetResult?: { content?: HighlightValue }
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&#x27;': "'" }

function decode(text: string): string {
  return text.replace(/&(?:amp|lt|gt|quot|#39|#x27);/g, (e) => ENTITIES[e])
}

/** `a<pre>b</post>c` (sentinel tags) → [a, b (match), c]; everything else is plain text. */
export function sentinelSegments(value: string | null | undefined): Segment[] {
  if (!value) return []
  const segments: Segment[] = []
  let match = false
  for (const part of value.split(/(\u0001\/?squire-mark\u0002)/)) {
    if (part === PRE) match = true
    else if (part === POST) match = false
    else if (part) segments.push({ text: decode(part), match })
  }
  return segments
}


export interface HostedSearchOptions {
  hosted: HostedSearch
  siteUrl: string
  facetFilters?: Array<string | string[]>
  fetchImpl?: typeof fetch
}

export async function hostedPageSearch(query: string, options: HostedSearchOptions): Promise<PageResults> {
  const { hosted, facetFilters, fetchImpl = fetch } = options
  const params = new URLSearchParams({
    query,
    hitsPerPage: '100',
    attributesToSnippet: JSON.stringify([`content:${PAGE_SNIPPET_WORDS}`]),
    highlightPreTag: PRE,
    highlightPostTag: POST,
    snippetEllipsisText: '…',
  })
  if (facetFilters) params.set('facetFilters', JSON.stringify(facetFilters))
  const response = await fetchImpl(`${algoliaHost(hosted.appId)}/1/indexes/*/queries`, {
    method: 'POST',
    headers: { 'X-Algolia-Application-Id': hosted.appId, 'X-Algolia-API-Key': hosted.apiKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ requests: [{ indexName: hosted.indexName, params: params.toString() }] }),
  })
  if (!response.ok) throw new Error(`The search service answered HTTP ${response.status}.`)
  const body = (await response.json()) as { results: Array<{ hits: AlgoliaDocHit[]; nbHits: number }> }
  const result = body.results[0] ?? { hits: [], nbHits: 0 }
  return groupByPage(
    query,
    result.nbHits,
    result.hits.map((hit) => {
      const level = (name: string) => sentinelSegments(hit._highlightResult?.hierarchy?.[name]?.value ?? hit.hierarchy[name])
      return {
        url: toSiteRelative(hit.url, options.siteUrl),
        lvl0: hit.hierarchy.lvl0 ?? '',
        title: level('lvl1'),
        headings: ['lvl2', 'lvl3', 'lvl4'].filter((name) => hit.hierarchy[name]).map(level),
        snippet: sentinelSegments(hit._snippetResult?.content?.value ?? hit.content),
      }
    }),
  )
}
