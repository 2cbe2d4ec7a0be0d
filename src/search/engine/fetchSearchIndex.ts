/** Fetches and checks the MiniSearch index `gatsby develop` writes (a static JSON file at a stable URL). */
import { searchIndexUrl } from '../assets'
import { SEARCH_INDEX_VERSION, type SearchIndexFile } from '../types'

export class SearchIndexError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'SearchIndexError'
  }
}

export async function fetchSearchIndex(url = searchIndexUrl(), fetchImpl: typeof fetch = fetch): Promise<SearchIndexFile> {
  let response: Response
  try {
    response = await fetchImpl(url)
  } catch {
    throw new SearchIndexError('The search index could not be loaded: the network request failed.')
  }
  if (!response.ok) throw new SearchIndexError(`The search index could not be loaded (HTTP ${response.status}).`)
  const index = (await response.json().catch(() => null)) as SearchIndexFile | null
  if (!index || index.version !== SEARCH_INDEX_VERSION || !Array.isArray(index.records)) {
    throw new SearchIndexError('The search index is not in the expected format.')
  }
  return index
}
