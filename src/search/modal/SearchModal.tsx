/**
 * The DocSearch modal, loaded on first search intent (this module and @docsearch/react are a
 * chunk of their own). Local mode answers through `transformSearchClient` from the build-time
 * index; hosted mode queries Algolia with contextual-search filters.
 */
import * as React from 'react'
import { createPortal } from 'react-dom'
import {
  DocSearchModal,
  type DocSearchHit,
  type DocSearchProps,
  type DocSearchTransformClient,
  type InternalDocSearchHit,
  type StoredDocSearchHit,
} from '@docsearch/react'
import { Link, navigate } from 'gatsby'
import type { BrowserSiteConfig } from '../../config'
import type { SearchEngine } from '../engine/searchEngine'
import { createLocalSearchClient } from '../engine/docsearchAdapter'
import { searchParametersFor } from '../hosted'
import { hitUrl, isExternalHit, SEARCH_PAGE_PATH, searchPageHref } from '../urls'
import { warmUpWhenIdle } from '../engine/warmUpWhenIdle'
import HitTypeSample from './HitTypeSample'

export interface SearchModalProps {
  config: BrowserSiteConfig
  /** The local engine; null in hosted mode. */
  engine: SearchEngine | null
  initialQuery?: string
  onClose: () => void
}

type FooterProps = Parameters<NonNullable<DocSearchProps['resultsFooterComponent']>>[0]

const LOCAL_CREDENTIALS = { appId: 'local', apiKey: 'local', indexName: 'local' }
/** Hits DocSearch shows per section (`lvl0`); the local client shapes no more than that. DocSearch's default. */
export const MAX_RESULTS_PER_GROUP = 5
/** Engines whose result code has run once in this page load (see SearchEngine.warmUp). */
const warmedEngines = new WeakSet<SearchEngine>()

export default function SearchModal({ config, engine, initialQuery, onClose }: SearchModalProps) {
  const { search, site } = config
  const urlOptions = React.useMemo(() => ({ siteUrl: site.siteUrl, externalUrlRegex: search.externalUrlRegex }), [site.siteUrl, search.externalUrlRegex])
  const hosted = engine ? null : search.hosted
  const container = usePortalContainer(hosted ? 'hosted' : 'local')

  // While the reader types their first query, the results code runs once on a page of its own:
  // the first answer then costs no compiling after its bytes arrive.
  React.useEffect(() => {
    if (!engine) return undefined
    return warmUpWhenIdle(warmedEngines, engine, (warm) => createLocalSearchClient(warm, { maxResultsPerGroup: MAX_RESULTS_PER_GROUP }).warmUp())
  }, [engine])

  const transformSearchClient = React.useCallback(
    (client: DocSearchTransformClient): DocSearchTransformClient => {
      if (!engine) return client
      // The local client answers the same `search({ requests })` call with Algolia-shaped results.
      const local = createLocalSearchClient(engine, { maxResultsPerGroup: MAX_RESULTS_PER_GROUP })
      return { ...client, search: local.search as unknown as DocSearchTransformClient['search'] }
    },
    [engine],
  )

  const transformItems = React.useCallback(
    (items: DocSearchHit[]) => items.map((item) => ({ ...item, url: hitUrl(item.url, urlOptions) })),
    [urlOptions],
  )

  const navigator = React.useMemo(
    () => ({
      navigate({ itemUrl }: { itemUrl: string }) {
        if (isExternalHit(itemUrl, urlOptions)) window.location.assign(itemUrl)
        else void navigate(itemUrl)
      },
    }),
    [urlOptions],
  )

  const Hit = React.useCallback(
    ({ hit, children }: { hit: InternalDocSearchHit | StoredDocSearchHit; children: React.ReactNode }) =>
      isExternalHit(hit.url, urlOptions) ? <a href={hit.url}>{children}</a> : <Link to={hit.url}>{children}</Link>,
    [urlOptions],
  )

  const Footer = React.useCallback(
    ({ state }: FooterProps) => {
      const count = Number((state.context as { nbHits?: number }).nbHits ?? 0)
      return (
        <Link to={searchPageHref(SEARCH_PAGE_PATH, state.query)} onClick={onClose}>
          See all {count} results
        </Link>
      )
    },
    [onClose],
  )

  const modal = (
    <DocSearchModal
      {...(hosted ? { appId: hosted.appId, apiKey: hosted.apiKey, indexName: hosted.indexName } : LOCAL_CREDENTIALS)}
      searchParameters={hosted ? searchParametersFor(search, site.defaultLocale) : undefined}
      maxResultsPerGroup={MAX_RESULTS_PER_GROUP}
      transformSearchClient={transformSearchClient}
      transformItems={transformItems}
      navigator={navigator}
      hitComponent={Hit}
      resultsFooterComponent={Footer}
      initialQuery={initialQuery}
      initialScrollY={typeof window === 'undefined' ? 0 : window.scrollY}
      onClose={onClose}
      placeholder="Search docs"
    />
  )
  return createPortal(
    <>
      {modal}
      <HitTypeSample />
    </>,
    container,
  )
}

/** A body-level container per mode, so the stylesheet can hide "Search by Algolia" in local mode. */
function usePortalContainer(mode: 'local' | 'hosted'): HTMLElement {
  const [container] = React.useState(() => {
    const element = document.createElement('div')
    element.dataset.searchMode = mode
    return element
  })
  React.useLayoutEffect(() => {
    document.body.appendChild(container)
    return () => container.remove()
  }, [container])
  return container
}
