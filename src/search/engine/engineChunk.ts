/**
 * Entry of the lazy MiniSearch chunk `gatsby develop` uses (a production build uses Pagefind,
 * ./pagefindChunk): MiniSearch and the index it fetches.
 */
import { fetchSearchIndex } from './fetchSearchIndex'
import { createLocalEngine, type LocalEngine } from './localEngine'

export async function fetchAndCreateEngine(): Promise<LocalEngine> {
  return createLocalEngine(await fetchSearchIndex())
}
