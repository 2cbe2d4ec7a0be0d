/**
 * Results as the /search page shows them: grouped by page, in rank order, with highlighted
 * segments (rendered as React text, never as HTML).
 */
import type { LocalResults } from '../engine/searchEngine'
import { highlight, snippet, type Segment } from '../engine/text'

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
  const groups = new Map<string, ResultGroup>()
  for (const result of results) {
    const pageUrl = result.url.split('#')[0]
    let group = groups.get(pageUrl)
    if (!group) {
      group = { pageUrl, lvl0: result.lvl0, title: result.title, items: [] }
      groups.set(pageUrl, group)
    }
    group.items.push({ url: result.url, headings: result.headings, snippet: result.snippet })
  }
  return { query, total, groups: Array.from(groups.values()) }
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
