/**
 * Entry of the lazy "search-engine" chunk: MiniSearch and the index URL. The URL changes with
 * every content edit, so it lives here rather than in the first-load bundle.
 */
import { fetchSearchIndex } from './fetchSearchIndex'
import { createLocalEngine, type LocalEngine } from './localEngine'

export async function fetchAndCreateEngine(): Promise<LocalEngine> {
  return createLocalEngine(await fetchSearchIndex())
}
