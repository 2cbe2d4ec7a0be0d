/** Pagefind's browser API (pagefind.js, 1.x) as the engine and the fragment reader use it. */

export interface PagefindAnchor {
  element: string
  id: string
  text: string
  location: number
}

export interface PagefindSubResult {
  title: string
  url: string
  excerpt: string
  anchor?: PagefindAnchor
}

export interface PagefindPageData {
  url: string
  meta: Record<string, string | undefined>
  anchors: PagefindAnchor[]
  sub_results: PagefindSubResult[]
}

export interface PagefindResult {
  /** The fragment's name (`fragment/<id>.pf_fragment`). */
  id: string
  score: number
  /** Positions of the matched words in the page's text. */
  words: number[]
  data: () => Promise<PagefindPageData>
}

/** One matching section of a page: plain text around its matches, and the words matched there. */
export interface PagefindSection {
  title: string
  url: string
  anchor?: PagefindAnchor
  text: string
  marked: string[]
}

/** A page as the engine uses it, whichever way its fragment was read. */
export interface PagefindPage {
  url: string
  meta: Record<string, string | undefined>
  anchors: PagefindAnchor[]
  sections: PagefindSection[]
}

export interface PagefindApi {
  options?: (options: Record<string, unknown>) => Promise<void> | void
  init?: () => Promise<void> | void
  search: (query: string) => Promise<{ results: PagefindResult[] } | null>
}
