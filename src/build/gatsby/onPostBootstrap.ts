import type { GatsbyNode } from 'gatsby'
import { prepareSearchIndex } from '../outputs/search/pagefindIndex'
import { searchCacheFile } from '../outputs/search/searchCacheFile'
import { speedOn } from '../speed/speedSwitch'

type PostBootstrap = NonNullable<GatsbyNode['onPostBootstrap']>

/**
 * A build: Pagefind starts reading the last build's search documents now, in its own process, while
 * Gatsby bundles, runs queries and renders (src/build/outputs/search/pagefindIndex.ts prepareSearchIndex).
 */
export function onPostBootstrap(args: Parameters<PostBootstrap>[0], _options: Parameters<PostBootstrap>[1]): void {
  if (process.env.gatsby_executing_command === 'build' && speedOn('early-index')) prepareSearchIndex(searchCacheFile(args.cache.directory))
}
