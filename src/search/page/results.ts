/**
 * Results as the /search page shows them: grouped by page, in rank order, with highlighted
 * segments (rendered as React text, never as HTML).
 */
import type { LocalResults } from '../engine/searchEngine'
import { highlight, snippet, type Segment } from '../engine/text'
import { groupHitsByPage } from '../pageGroups'

export interface ResultItem {
  url: string
  /** h2 and h3 leading to the section (empty for the page's intro). */
  headings: Segment[][]
  snippet: Segment[]
}

export interface ResultGroup {
  pageUrl: string
  lvl0: string
  title: Segment[]
  items: ResultItem[]
}

export interface PageResults {
  query: string
  total: number
  groups: ResultGroup[]
}

/** Words of context around the first match on the search page. */
export const PAGE_SNIPPET_WORDS = 30

interface FlatResult {
  url: string
  lvl0: string
  title: Segment[]
  headings: Segment[][]
  snippet: Segment[]
}

export function groupByPage(query: string, total: number, results: readonly FlatResult[]): PageResults {
  const groups = groupHitsByPage(results, (result) => result.url).map(
    ({ route, hits }): ResultGroup => ({
      pageUrl: route,
      lvl0: hits[0].lvl0,
      title: hits[0].title,
      items: hits.map((hit) => ({ url: hit.url, headings: hit.headings, snippet: hit.snippet })),
    }),
  )
  return { query, total, groups }
}

export function fromLocalResults(results: LocalResults): PageResults {
  return groupByPage(
    results.query,
    results.total,
    results.hits.map(({ record, terms }) => ({
      url: record.url,
      lvl0: record.lvl0,
      title: highlight(record.lvl1, terms),
      headings: [record.lvl2, record.lvl3].filter((h): h is string => Boolean(h)).map((h) => highlight(h, terms)),
      snippet: snippet(record.text, terms, PAGE_SNIPPET_WORDS),
    })),
  )
}
