/**
 * Loads the local engine on first search intent: the engine chunk (MiniSearch), which fetches
 * the build-time index. Shared by the modal and the /search page; a failure can be retried.
 */
import { onceWithRetry } from '../../theme/onceWithRetry'
import type { LocalEngine } from './localEngine'

export const loadLocalEngine: () => Promise<LocalEngine> = onceWithRetry(async () => {
  const { fetchAndCreateEngine } = await import(/* webpackChunkName: "search-engine" */ './engineChunk')
  return fetchAndCreateEngine()
})
