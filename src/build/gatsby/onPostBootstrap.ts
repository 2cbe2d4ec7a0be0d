import fs from 'fs'
import type { GatsbyNode } from 'gatsby'
import { prepareSearchIndex } from '../outputs/search/pagefindIndex'
import { searchCacheFile } from '../outputs/search/searchCacheFile'
import { documentStoreDir } from '../outputs/search/searchDocuments'
import { wordIndexRecordFile } from '../speed/patchedWordIndex'
import { speedOn } from '../speed/speedSwitch'

type PostBootstrap = NonNullable<GatsbyNode['onPostBootstrap']>

/**
 * A build: Pagefind starts reading the last build's search documents now, in its own process, while
 * Gatsby bundles, runs queries and renders (src/build/outputs/search/pagefindIndex.ts prepareSearchIndex).
 * Not when the last build's word index is there to be patched (src/build/speed/patchedWordIndex.ts):
 * a rebuild that changed few documents then needs no read of the others, and on two cores the read
 * would only slow the build down.
 */
export function onPostBootstrap(args: Parameters<PostBootstrap>[0], _options: Parameters<PostBootstrap>[1]): void {
  if (process.env.gatsby_executing_command !== 'build' || !speedOn('early-index')) return
  const cacheFile = searchCacheFile(args.cache.directory)
  if (speedOn('patched-word-index') && fs.existsSync(wordIndexRecordFile(documentStoreDir(cacheFile)))) return
  prepareSearchIndex(cacheFile)
}
