import type { SearchRecord } from '../../src/search/types'
import type { SearchEngine } from '../../src/search/engine/searchEngine'
import { createPagefindEngine, type PagefindApi } from '../../src/search/engine/pagefindEngine'
import { EXCERPT_WORDS, pageOfFragment, type PagefindFragment } from '../../src/search/engine/pagefindFragment'
import { tokenize } from '../../src/search/engine/text'

export function record(partial: Partial<SearchRecord> & Pick<SearchRecord, 'url'>): SearchRecord {
  return {
    id: partial.url,
    level: 'lvl1',
    lvl0: 'Concepts',
    lvl1: 'Page',
    lvl2: null,
    lvl3: null,
    text: '',
    ...partial,
  }
}

/** A page as Pagefind writes its fragment: the text, words numbered from 0, headings by word position. */
export function fragment(url: string, title: string, section: string, text: string, anchors: PagefindFragment['anchors'] = []): PagefindFragment {
  return { url, content: text, meta: { title, section }, anchors }
}

/** Pages of the fixture site (each fragment's text starts with its h1, as Pagefind's does). */
export const FIXTURE_PAGES: PagefindFragment[] = [
  fragment('/concepts/glossary/', 'Glossary', 'Concepts', 'Glossary Terms used across the docs. The router is mentioned here in passing, router router router, and swaps too.'),
  fragment('/contracts/v2/router-02/', 'Router v2', 'V2 Protocol', 'Router v2 The periphery contract for swaps. Swap functions swapExactTokensForTokens swaps an exact amount of input tokens along a path.', [
    { element: 'h2', id: 'swap-functions', text: 'Swap functions', location: 7 },
  ]),
  fragment('/concepts/liquidity/', 'Liquidity', 'Concepts', 'Liquidity Risks Impermanent loss When prices move, liquidity providers hold less of the token that rose. <script>alert(1)</script> & friends.', [
    { element: 'h2', id: 'risks', text: 'Risks', location: 1 },
    { element: 'h3', id: 'impermanent-loss', text: 'Impermanent loss', location: 2 },
  ]),
  fragment('/blog/gas/', 'Intro to gas optimization', 'Blog', 'Intro to gas optimization Storage writes dominate gas costs; pack your structs.'),
]

/**
 * The site's engine (src/search/engine/pagefindEngine.ts, no debounce) over a stand-in for
 * Pagefind: a page matches when each query word starts one of its words; more matched words rank
 * a page higher. Sections, records and ranking are the engine's own.
 */
export function fixtureEngine(pages: readonly PagefindFragment[] = FIXTURE_PAGES, { pagesShown }: { pagesShown?: number } = {}): SearchEngine {
  const pagefind: PagefindApi = {
    async search(query) {
      const terms = tokenize(query.toLowerCase())
      const found = pages.flatMap((page, i) => {
        const words = page.content.split(/\s+/)
        const locations = words.flatMap((word, at) => (tokenize(word.toLowerCase()).some((w) => terms.some((t) => w.startsWith(t))) ? [at] : []))
        const everyTerm = terms.every((t) => words.some((word) => tokenize(word.toLowerCase()).some((w) => w.startsWith(t))))
        return everyTerm ? [{ id: String(i), score: locations.length, words: locations, data: () => Promise.reject(new Error('read through loadPage')) }] : []
      })
      return { results: found.sort((a, b) => b.score - a.score) }
    },
  }
  return createPagefindEngine(pagefind, { pages: pagesShown, debounceMs: 0, shortQueryDebounceMs: 0, loadPage: async (result) => pageOfFragment(pages[Number(result.id)], result.words, EXCERPT_WORDS) })
}
