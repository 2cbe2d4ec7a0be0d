/**
 * What the modal and the /search page search through (./loadLocalEngine: Pagefind's index, in
 * `gatsby build` and `gatsby develop` alike, wrapped by ./pagefindEngine), and the hits it answers
 * with.
 */
import type { SearchRecord } from '../types'

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
  /** Every matching page (Pagefind's count), not only the pages whose hits are returned. */
  total: number
}

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
  /** How many of the best pages have their sections fetched (bytes per query). */
  pages?: number
}
