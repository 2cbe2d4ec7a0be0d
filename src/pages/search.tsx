import * as React from 'react'
import type { HeadProps, PageProps } from 'gatsby'
import Layout from '../components/Layout'
import Seo from '../components/Seo'
import { MAX_QUERY_LENGTH } from '../search/engine/text'
import SearchResults from '../search/page/SearchResults'
import { useSearchPage, type PageSearchState } from '../search/page/useSearchPage'
import * as styles from '../search/page/styles.module.css'
import * as page from '../templates/page.module.css'

function Status({ state, query, retry }: { state: PageSearchState; query: string; retry: () => void }) {
  switch (state.status) {
    case 'pending':
      return null
    case 'empty':
      return <p className={styles.status}>Type a word to search the documentation and the blog.</p>
    case 'loading':
      return <p className={styles.status}>Searching…</p>
    case 'error':
      return (
        <div className={styles.error} role="alert">
          <p>{state.message}</p>
          <button type="button" className={styles.retry} onClick={retry}>
            Retry
          </button>
        </div>
      )
    case 'ready': {
      const { total } = state.results
      if (!total) return <p className={styles.status}>No results for “{query.trim()}”. Check the spelling or try fewer words.</p>
      return (
        <p className={styles.status}>
          {total} {total === 1 ? 'result' : 'results'} for “{query.trim()}”
        </p>
      )
    }
  }
}

export default function SearchPage({ location }: PageProps) {
  const { query, setQuery, state, retry, want } = useSearchPage(location.search)
  return (
    <Layout pathname={location.pathname}>
      <div className={page.narrow}>
        <h1>Search the documentation</h1>
        <form role="search" className={styles.form} onSubmit={(event) => event.preventDefault()}>
          <label htmlFor="search-page-input" className={styles.label}>
            Search
          </label>
          <input
            id="search-page-input"
            className={styles.input}
            type="search"
            value={query}
            maxLength={MAX_QUERY_LENGTH}
            autoComplete="off"
            spellCheck={false}
            placeholder="Search docs"
            onChange={(event) => setQuery(event.target.value)}
            onFocus={want}
            onPointerEnter={want}
          />
        </form>
        <div aria-live="polite">
          <Status state={state} query={query} retry={retry} />
        </div>
        {state.status === 'ready' && state.results.total > 0 && <SearchResults results={state.results} />}
      </div>
    </Layout>
  )
}

export function Head({ location }: HeadProps) {
  return (
    <Seo title="Search" description="Search the Squire documentation and blog." pathname={location.pathname}>
      {/* Result pages (/search?q=…) are kept out by robots.txt; the page itself may be indexed. */}
    </Seo>
  )
}
