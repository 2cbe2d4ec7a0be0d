import * as React from 'react'
import { render } from '@testing-library/react'
import type { DocSearchModalProps, DocSearchTransformClient } from '@docsearch/react'
import { buildConfig } from '../../src/config/build'
import { fixtureEngine, fragment } from './fixtures'

const mockReceived: DocSearchModalProps[] = []
jest.mock('@docsearch/react', () => ({
  DocSearchModal: (props: DocSearchModalProps) => {
    mockReceived.push(props)
    return null
  },
}))

// eslint-disable-next-line import/first
import SearchModal, { MAX_RESULTS_PER_GROUP } from '../../src/search/modal/SearchModal'

/** Stands in for the Algolia client DocSearch builds; records what the modal would send. */
function fakeClient(calls: unknown[]): DocSearchTransformClient {
  return {
    search: (async (params: unknown) => {
      calls.push(params)
      return { results: [{ hits: [], nbHits: 0 }] }
    }) as unknown as DocSearchTransformClient['search'],
    addAlgoliaAgent: () => undefined,
    transporter: { algoliaAgent: { value: 'fake', add: () => ({ value: 'fake', add: () => undefined }) } } as unknown as DocSearchTransformClient['transporter'],
  }
}

beforeEach(() => {
  mockReceived.length = 0
})

describe('src/search/modal/SearchModal', () => {
  it('hosted mode: passes the credentials and contextual filters, and leaves the search client to Algolia', async () => {
    const config = buildConfig({ GATSBY_DOCSEARCH_APP_ID: 'APP', GATSBY_DOCSEARCH_API_KEY: 'KEY', GATSBY_DOCSEARCH_INDEX_NAME: 'squire-v3-docs' })
    render(<SearchModal config={config} engine={null} onClose={() => undefined} />)
    const props = mockReceived[mockReceived.length - 1]
    expect(props).toMatchObject({ appId: 'APP', apiKey: 'KEY', indexName: 'squire-v3-docs' })
    expect(props.searchParameters).toEqual({ facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']] })
    const calls: unknown[] = []
    const client = fakeClient(calls)
    expect(props.transformSearchClient?.(client)).toBe(client)
    expect(document.querySelector('[data-search-mode="hosted"]')).not.toBeNull()
  })

  it('local mode: answers from the local engine, never from the client DocSearch built', async () => {
    const config = buildConfig({})
    render(<SearchModal config={config} engine={fixtureEngine()} onClose={() => undefined} />)
    const props = mockReceived[mockReceived.length - 1]
    expect(props.searchParameters).toBeUndefined()
    const calls: unknown[] = []
    const transformed = props.transformSearchClient!(fakeClient(calls))
    const response = (await transformed.search({ requests: [{ indexName: 'local', query: 'router' }] })) as unknown as {
      results: Array<{ hits: Array<{ url: string }> }>
    }
    expect(calls).toEqual([])
    expect(response.results[0].hits[0].url).toBe('/contracts/v2/router-02')
    expect(document.querySelector('[data-search-mode="local"]')).not.toBeNull()
  })

  it('ends the results with "See all N results", N from the engine\'s count, linking the /search page', () => {
    const onClose = jest.fn()
    render(<SearchModal config={buildConfig({})} engine={fixtureEngine()} onClose={onClose} />)
    const Footer = mockReceived[mockReceived.length - 1].resultsFooterComponent!
    type FooterState = Parameters<typeof Footer>[0]['state']
    const state = { query: 'flash swap', context: { nbHits: 7 } } as unknown as FooterState
    const { getByRole } = render(<>{Footer({ state })}</>)
    const link = getByRole('link', { name: 'See all 7 results' })
    expect(link).toHaveAttribute('href', '/search?q=flash%20swap')
    link.click()
    expect(onClose).toHaveBeenCalled()
  })

  it('makes our absolute URLs relative and keeps external-pattern hits external', () => {
    const config = buildConfig({ GATSBY_DOCSEARCH_EXTERNAL_URL_REGEX: '^https://app\\.' })
    render(<SearchModal config={config} engine={null} onClose={() => undefined} />)
    const props = mockReceived[mockReceived.length - 1]
    const site = config.site.siteUrl
    const items = props.transformItems!([{ url: `${site}/concepts/overview#tick` }, { url: 'https://app.squire.example/swap' }] as never)
    expect(items.map((i) => i.url)).toEqual(['/concepts/overview#tick', 'https://app.squire.example/swap'])
  })

  it('local mode: DocSearch shows MAX_RESULTS_PER_GROUP hits a section, and the client shapes no more', async () => {
    const engine = fixtureEngine(Array.from({ length: 8 }, (_, i) => fragment(`/swap-${i}/`, `Swap ${i}`, 'Concepts', `Swap ${i} swap`)), { pagesShown: 8 })
    render(<SearchModal config={buildConfig({})} engine={engine} onClose={() => undefined} />)
    const props = mockReceived[mockReceived.length - 1]
    expect(props.maxResultsPerGroup).toBe(MAX_RESULTS_PER_GROUP)
    const transformed = props.transformSearchClient!(fakeClient([]))
    const response = (await transformed.search({ requests: [{ indexName: 'local', query: 'swap' }] })) as unknown as { results: Array<{ hits: unknown[]; nbHits: number }> }
    expect(response.results[0].hits).toHaveLength(MAX_RESULTS_PER_GROUP)
    expect(response.results[0].nbHits).toBe(8)
  })

  it('local mode: warms the engine up once, when the browser is idle, not while rendering', () => {
    const idle: Array<() => void> = []
    window.requestIdleCallback = (callback) => idle.push(() => callback({ didTimeout: false, timeRemaining: () => 10 }))
    window.cancelIdleCallback = () => undefined
    try {
      const warmUp = jest.fn(() => ({ query: 'swap', hits: [], total: 0 }))
      const engine = { search: jest.fn(), warmUp }
      const first = render(<SearchModal config={buildConfig({})} engine={engine} onClose={() => undefined} />)
      expect(warmUp).not.toHaveBeenCalled()
      idle.forEach((run) => run())
      expect(warmUp).toHaveBeenCalledTimes(1)
      first.unmount()
      // Opened again in the same page load: the code is warm already.
      idle.length = 0
      render(<SearchModal config={buildConfig({})} engine={engine} onClose={() => undefined} />)
      idle.forEach((run) => run())
      expect(warmUp).toHaveBeenCalledTimes(1)
      expect(engine.search).not.toHaveBeenCalled()
    } finally {
      delete (window as Partial<Window>).requestIdleCallback
      delete (window as Partial<Window>).cancelIdleCallback
    }
  })

  it('lays out a hidden sample of the hit styles beside the modal, so their fonts are looked up before results', () => {
    const { unmount } = render(<SearchModal config={buildConfig({})} engine={fixtureEngine()} onClose={() => undefined} />)
    const container = document.querySelector('[data-search-mode="local"]')
    const sample = container?.querySelector('[data-hit-type-sample]')
    expect(sample?.getAttribute('aria-hidden')).toBe('true')
    // Each text style a results list uses, in DocSearch's classes (its stylesheet sizes them).
    for (const selector of ['.DocSearch-Hit-source', '.DocSearch-Hit-title mark', '.DocSearch-Hit-path mark', '.DocSearch-HitsFooter']) {
      expect(sample?.querySelector(selector)).not.toBeNull()
    }
    expect(sample?.querySelector('a, button, input, [tabindex]')).toBeNull()
    unmount()
    expect(document.querySelector('[data-hit-type-sample]')).toBeNull()
  })
})
