/**
 * State of the /search page: the query (from `q` in the URL, kept in the URL as the reader types,
 * with replaceState so typing adds no history entries), and the results from the same engine as
 * the modal: the local index, or the hosted provider when configured.
 */
import * as React from 'react'
import { siteConfig } from '../../config'
import { loadLocalEngine } from '../engine/loadLocalEngine'
import { warmUpWhenIdle } from '../engine/warmUpWhenIdle'
import type { SearchEngine } from '../engine/searchEngine'
import { MAX_QUERY_LENGTH, normalizeQuery } from '../engine/text'
import { searchParametersFor } from '../hosted'
import { loadErrorMessage } from '../lazy'
import { searchPageHref } from '../urls'
import { hostedPageSearch } from './hostedPageSearch'
import { fromLocalResults, type PageResults } from './results'

export type PageSearchState =
  | { status: 'pending' }
  | { status: 'empty' }
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; results: PageResults }

/** Reads `q` from a location search string, bounded to what the input accepts. */
export function queryFromSearch(search: string): string {
  const q = new URLSearchParams(search).get('q') ?? ''
  return q.slice(0, MAX_QUERY_LENGTH)
}

/** Engines whose results code this page has run once in this page load (SearchEngine.warmUp). */
const warmedEngines = new WeakSet<SearchEngine>()

const RESULT_LIMIT = 200
/** Pagefind: pages whose sections the /search page fetches for one query. */
const RESULT_PAGES = 25
const HOSTED_DEBOUNCE_MS = 200

export interface SearchPageModel {
  query: string
  setQuery: (value: string) => void
  state: PageSearchState
  retry: () => void
  /** The reader reached for the search field: load the local index now. */
  want: () => void
}

export function useSearchPage(locationSearch: string): SearchPageModel {
  // Empty on the server and at hydration (the HTML cannot know q); filled right after mount.
  const [query, setQueryState] = React.useState('')
  const [mounted, setMounted] = React.useState(false)
  const [engine, setEngine] = React.useState<{ engine: SearchEngine } | { error: string } | null>(null)
  const [localResults, setLocalResults] = React.useState<{ query: string; state: PageSearchState } | null>(null)
  const [hostedState, setHostedState] = React.useState<PageSearchState>({ status: 'empty' })
  const [attempt, setAttempt] = React.useState(0)
  // The local index loads when there is something to search, or as soon as the reader reaches for
  // the field (its focus): an empty /search page fetches and compiles nothing while it loads.
  const [wanted, setWanted] = React.useState(false)
  const want = React.useCallback(() => setWanted(true), [])
  const hosted = siteConfig.search.hosted

  React.useEffect(() => {
    setQueryState(queryFromSearch(locationSearch))
    setMounted(true)
  }, [locationSearch])

  const setQuery = React.useCallback((value: string) => {
    setQueryState(value)
    const url = `${window.location.pathname}${searchPageHref('', value)}${window.location.hash}`
    window.history.replaceState(window.history.state, '', url)
  }, [])

  const normalized = normalizeQuery(query)
  React.useEffect(() => {
    if (normalized) setWanted(true)
  }, [normalized])

  // Local mode: load the index once, when it is wanted.
  React.useEffect(() => {
    if (hosted || !mounted || !wanted) return
    let live = true
    setEngine(null)
    loadLocalEngine().then(
      (loaded) => live && setEngine({ engine: loaded }),
      (error: unknown) => live && setEngine({ error: loadErrorMessage(error) }),
    )
    return () => {
      live = false
    }
  }, [hosted, mounted, wanted, attempt])

  // Hosted mode: query the provider, debounced.
  React.useEffect(() => {
    if (!hosted || !mounted) return
    if (!normalized) {
      setHostedState({ status: 'empty' })
      return
    }
    setHostedState({ status: 'loading' })
    let live = true
    const timer = window.setTimeout(() => {
      hostedPageSearch(normalized, {
        hosted,
        siteUrl: siteConfig.site.siteUrl,
        facetFilters: searchParametersFor(siteConfig.search, siteConfig.site.defaultLocale).facetFilters,
      }).then(
        (results) => live && setHostedState({ status: 'ready', results }),
        (error: unknown) => live && setHostedState({ status: 'error', message: loadErrorMessage(error) }),
      )
    }, HOSTED_DEBOUNCE_MS)
    return () => {
      live = false
      window.clearTimeout(timer)
    }
  }, [hosted, mounted, normalized, attempt])

  // While the field is empty, the engine's result code and this page's shaping run once on a
  // page of their own (no network): the first query then pays no compiling after its bytes.
  React.useEffect(() => {
    if (!engine || 'error' in engine || normalized) return undefined
    return warmUpWhenIdle(warmedEngines, engine.engine, (loaded) => {
      const warm = loaded.warmUp?.()
      if (warm) fromLocalResults(warm)
    })
  }, [engine, normalized])

  // Local mode: search as the query changes (the engine answers asynchronously).
  React.useEffect(() => {
    if (!engine || 'error' in engine || !normalized) return
    let live = true
    Promise.resolve()
      .then(() => engine.engine.search(normalized, { limit: RESULT_LIMIT, pages: RESULT_PAGES }))
      .then(
        (results) => live && setLocalResults({ query: normalized, state: { status: 'ready', results: fromLocalResults(results) } }),
        (error: unknown) => live && setLocalResults({ query: normalized, state: { status: 'error', message: loadErrorMessage(error) } }),
      )
    return () => {
      live = false
    }
  }, [engine, normalized])

  let localState: PageSearchState
  if (!engine) localState = { status: 'loading' }
  else if ('error' in engine) localState = { status: 'error', message: engine.error }
  else if (!normalized) localState = { status: 'empty' }
  // While the next query runs, the last results stay (no flash of "loading" at each keystroke).
  else localState = localResults?.state ?? { status: 'loading' }

  const retry = React.useCallback(() => setAttempt((n) => n + 1), [])
  let state: PageSearchState = hosted ? hostedState : localState
  if (!mounted) state = { status: 'pending' }
  else if (!hosted && state.status === 'loading' && !normalized) state = { status: 'empty' }
  return { query, setQuery, state, retry, want }
}
