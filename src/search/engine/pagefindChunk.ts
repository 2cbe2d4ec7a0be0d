/**
 * Entry of the lazy "search-engine" chunk: loads Pagefind's browser script
 * from its stable URL (the file names of its index chunks live in its own entry file, so a content
 * edit never changes our bundle) and wraps it as a SearchEngine.
 */
import { pagefindScriptUrl } from '../assets'
import type { SearchEngine } from './searchEngine'
import { createFragmentReader, EXCERPT_WORDS } from './pagefindFragment'
import { createPagefindEngine, type PagefindApi } from './pagefindEngine'

/** Pagefind's script could not be loaded (the /search page and the modal show its message). */
export class SearchIndexError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'SearchIndexError'
  }
}

let attempts = 0

export async function loadPagefindEngine(url = pagefindScriptUrl()): Promise<SearchEngine> {
  // A failed module import is remembered by the browser under its URL: a retry asks for a new one.
  attempts += 1
  const href = attempts > 1 ? `${url}?attempt=${attempts}` : url
  let pagefind: PagefindApi
  try {
    pagefind = (await import(/* webpackIgnore: true */ href)) as PagefindApi
  } catch {
    throw new SearchIndexError('The search index could not be loaded: the network request failed.')
  }
  // Result URLs without the path prefix: Gatsby's Link and navigate add it. No web worker: it
  // is one more script to fetch, and a query's work on the main thread takes milliseconds.
  await pagefind.options?.({ baseUrl: '/', excerptLength: EXCERPT_WORDS, noWorker: true })
  await pagefind.init?.()
  const fragments = createFragmentReader(new URL('fragment/', new URL(url, window.location.href)).href)
  return createPagefindEngine(pagefind, fragments ? { loadPage: (result) => fragments.page(result.id, result.words, EXCERPT_WORDS) } : {})
}
