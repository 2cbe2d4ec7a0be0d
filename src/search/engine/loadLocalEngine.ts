/**
 * Loads the local engine on first search intent, shared by the modal and the /search page; a
 * failure can be retried. A production build searches Pagefind's chunked index (written after the
 * build from the HTML); `gatsby develop` has no built HTML, so it searches a MiniSearch index of
 * the same records, rewritten as content changes (src/build/outputs/search/writeSearchAssets.ts).
 */
import { onceWithRetry } from '../../theme/onceWithRetry'
import type { SearchEngine } from './localEngine'

export const loadLocalEngine: () => Promise<SearchEngine> = onceWithRetry(async (): Promise<SearchEngine> => {
  if (process.env.NODE_ENV === 'development') {
    const { fetchAndCreateEngine } = await import(/* webpackChunkName: "search-engine-develop" */ './engineChunk')
    return fetchAndCreateEngine()
  }
  const { loadPagefindEngine } = await import(/* webpackChunkName: "search-engine" */ './pagefindChunk')
  return loadPagefindEngine()
})
