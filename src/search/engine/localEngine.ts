/**
 * The local search engine: MiniSearch over the build-time records, with prefix matching on the
 * last word, typo tolerance on longer words, and an ordering where a match in the page title or a
 * heading always ranks above a match in body text only.
 */
import MiniSearch, { type SearchResult } from 'minisearch'
import type { SearchIndexFile, SearchRecord } from '../types'
import { normalizeQuery, tokenize } from './text'

export interface LocalHit {
  record: SearchRecord
  score: number
  /** Words of the record that matched (after prefix and typo expansion), lowercase. */
  terms: ReadonlySet<string>
  /** 2: own heading (or the page title, for a page's intro) matched; 1: title or parent heading; 0: body only. */
  tier: 0 | 1 | 2
}

export interface LocalResults {
  query: string
  hits: LocalHit[]
  /** Every matching record, not only the returned ones. */
  total: number
}

export interface LocalEngine {
  search(query: string, options?: { limit?: number }): LocalResults
  readonly size: number
}

/**
 * What the modal and the /search page search through: the MiniSearch engine (answers at once)
 * or the Pagefind engine (./pagefindEngine, fetches index chunks and fragments per query).
 */
export interface SearchEngine {
  search(query: string, options?: SearchOptions): LocalResults | Promise<LocalResults>
  /**
   * Runs the code that turns a result into hits once, on a page of its own and without the
   * network, and returns those hits. The first query of a page load otherwise pays for compiling
   * that code (and its regular expressions) after its bytes have arrived; called when the
   * browser is idle, before the reader's first query.
   */
  warmUp?(): LocalResults
}

export interface SearchOptions {
  /** Most hits returned. */
  limit?: number
  /** Pagefind: how many of the best pages have their sections fetched (bytes per query). */
  pages?: number
}

interface IndexedFields {
  id: string
  title: string
  heading: string
  parent: string
  text: string
}

const FIELDS = ['title', 'heading', 'parent', 'text'] as const

function fieldsOf(record: SearchRecord): IndexedFields {
  return {
    id: record.id,
    title: record.lvl1,
    heading: record.level === 'lvl3' ? record.lvl3 ?? '' : record.level === 'lvl2' ? record.lvl2 ?? '' : '',
    parent: record.level === 'lvl3' ? record.lvl2 ?? '' : '',
    text: record.text,
  }
}

function tierOf(result: SearchResult, record: SearchRecord): LocalHit['tier'] {
  const fields = new Set(Object.values(result.match).flat())
  if (fields.has('heading') || (record.level === 'lvl1' && fields.has('title'))) return 2
  if (fields.has('title') || fields.has('parent')) return 1
  return 0
}

export function createLocalEngine(index: SearchIndexFile): LocalEngine {
  const byId = new Map(index.records.map((record) => [record.id, record]))
  const mini = new MiniSearch<IndexedFields>({
    fields: [...FIELDS],
    idField: 'id',
    tokenize,
    searchOptions: {
      boost: { heading: 4, title: 3, parent: 1.5, text: 1 },
      // Prefix on the word being typed; one typo from 5 letters, two from 10.
      prefix: (_term, i, terms) => i === terms.length - 1,
      fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
      maxFuzzy: 2,
      tokenize,
    },
  })
  mini.addAll(index.records.map(fieldsOf))

  const run = (query: string, combineWith: 'AND' | 'OR') => mini.search(query, { combineWith })

  return {
    size: index.records.length,
    search(rawQuery, { limit = 20 } = {}) {
      const query = normalizeQuery(rawQuery)
      if (!tokenize(query).length) return { query, hits: [], total: 0 }
      let results = run(query, 'AND')
      if (!results.length && tokenize(query).length > 1) results = run(query, 'OR')
      const ranked = results
        .flatMap((result): LocalHit[] => {
          const record = byId.get(String(result.id))
          if (!record) return []
          return [{ record, score: result.score, terms: new Set(result.terms.map((t) => t.toLowerCase())), tier: tierOf(result, record) }]
        })
        .sort((a, b) => b.tier - a.tier || b.score - a.score)
      return { query, hits: ranked.slice(0, limit), total: ranked.length }
    },
  }
}
