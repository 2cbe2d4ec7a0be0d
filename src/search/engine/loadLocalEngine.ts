/**
 * Loads the local engine on first search intent, shared by the modal and the /search page; a
 * failure can be retried. `gatsby build` and `gatsby develop` both search Pagefind's re-split
 * index at /pagefind/ (written after a build from the built pages, and under develop from the
 * compiled MDX as content changes: src/build/outputs/search/developSearchIndex.ts).
 */
import { onceWithRetry } from '../../theme/onceWithRetry'
import type { SearchEngine } from './searchEngine'

export const loadLocalEngine: () => Promise<SearchEngine> = onceWithRetry(async (): Promise<SearchEngine> => {
  const { loadPagefindEngine } = await import(/* webpackChunkName: "search-engine" */ './pagefindChunk')
  return loadPagefindEngine()
})
