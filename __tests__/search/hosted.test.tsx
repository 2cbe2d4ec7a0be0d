import * as React from 'react'
import { render } from '@testing-library/react'
import { buildConfig } from '../../src/config/build'
import { searchHeadComponents } from '../../src/search/ssr'
import { algoliaHost, contextualFacetFilters, docsearchMeta, isDocPage, searchParametersFor } from '../../src/search/hosted'
import { hostedPageSearch, sentinelSegments } from '../../src/search/page/hostedPageSearch'
import { SearchSchema } from '../../src/config/schema/search'

/** The part of a fetch Response the client reads (jsdom has no Response). */
function jsonResponse(status: number, body: unknown) {
  return { ok: status >= 200 && status < 300, status, json: async () => body }
}

const hosted = { appId: 'APPID', apiKey: 'search-key', indexName: 'squire-v3-docs' }

describe('src/search/hosted', () => {
  it('filters by language and docs tags the way Docusaurus does', () => {
    expect(contextualFacetFilters('en')).toEqual(['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']])
    expect(searchParametersFor(SearchSchema.parse({ hosted }), 'en')).toEqual({ facetFilters: contextualFacetFilters('en') })
    expect(searchParametersFor(SearchSchema.parse({ hosted, contextualSearch: false }), 'en')).toEqual({})
  })

  it('preconnects to the DSN host of the app', () => {
    expect(algoliaHost('APPID')).toBe('https://APPID-dsn.algolia.net')
  })

  it('decides "doc" from the page context of the node, not from the path', () => {
    expect(isDocPage({ result: { pageContext: { id: 'n1', docId: 'concepts/overview', sidebar: 'concepts' } } })).toBe(true)
    // A blog post, the home page, /search: no doc id in their context, whatever their path.
    expect(isDocPage({ result: { pageContext: { id: 'n2', previous: null } } })).toBe(false)
    expect(isDocPage({ result: { pageContext: {} } })).toBe(false)
    expect(isDocPage({ result: {} })).toBe(false)
    expect(isDocPage(null)).toBe(false)
    expect(isDocPage({ result: { pageContext: { docId: 42 } } })).toBe(false)
  })

  it('gives docs pages the docs tag and other pages the default tag', () => {
    expect(docsearchMeta(false, 'en')[2]).toEqual({ name: 'docsearch:docusaurus_tag', content: 'default' })
    expect(docsearchMeta(true, 'en')).toEqual([
      { name: 'docsearch:language', content: 'en' },
      { name: 'docsearch:version', content: 'current' },
      { name: 'docsearch:docusaurus_tag', content: 'docs-default-current' },
    ])
  })
})

describe('src/search/page/hostedPageSearch', () => {
  it('sends one multi-query with the filters and turns sentinel highlights into segments', async () => {
    const calls: Array<{ url: string; init: RequestInit }> = []
    const fakeFetch = (async (url: string, init: RequestInit) => {
      calls.push({ url, init })
      const pre = '\u0001squire-mark\u0002'
      const post = '\u0001/squire-mark\u0002'
      return jsonResponse(200, {
          results: [
            {
              nbHits: 1,
              hits: [
                {
                  url: 'https://docs.squire.example/concepts/overview#router',
                  hierarchy: { lvl0: 'Concepts', lvl1: 'Concepts overview', lvl2: 'Router', lvl3: null },
                  _highlightResult: { hierarchy: { lvl1: { value: 'Concepts overview' }, lvl2: { value: `${pre}Router${post}` } } },
                  _snippetResult: { content: { value: `the ${pre}router${post} &lt;b&gt; <img src=x>` } },
                },
              ],
            },
          ],
      })
    }) as unknown as typeof fetch
    const results = await hostedPageSearch('router', {
      hosted,
      siteUrl: 'https://docs.squire.example',
      facetFilters: contextualFacetFilters('en'),
      fetchImpl: fakeFetch,
    })
    expect(calls).toHaveLength(1)
    expect(calls[0].url).toBe('https://APPID-dsn.algolia.net/1/indexes/*/queries')
    const body = JSON.parse(String(calls[0].init.body)) as { requests: Array<{ indexName: string; params: string }> }
    expect(body.requests[0].indexName).toBe('squire-v3-docs')
    const params = new URLSearchParams(body.requests[0].params)
    expect(params.get('query')).toBe('router')
    expect(JSON.parse(params.get('facetFilters') ?? 'null')).toEqual(['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']])
    expect(results.total).toBe(1)
    expect(results.groups[0].pageUrl).toBe('/concepts/overview')
    expect(results.groups[0].items[0].headings[0]).toEqual([{ text: 'Router', match: true }])
    // Markup in the response stays text: segments are rendered as React text.
    expect(results.groups[0].items[0].snippet).toEqual([
      { text: 'the ', match: false },
      { text: 'router', match: true },
      { text: ' <b> <img src=x>', match: false },
    ])
  })

  it('reports an HTTP error', async () => {
    const failing = (async () => jsonResponse(403, { message: 'nope' })) as unknown as typeof fetch
    await expect(hostedPageSearch('x', { hosted, siteUrl: 'https://d.example', fetchImpl: failing })).rejects.toThrow('HTTP 403')
  })

  it('reads text without sentinels as plain', () => {
    expect(sentinelSegments('a &amp; b')).toEqual([{ text: 'a & b', match: false }])
    expect(sentinelSegments(null)).toEqual([])
  })
})

describe('src/search/ssr', () => {
  it('adds the preconnect hint and docsearch meta tags when hosted search is on', () => {
    const config = buildConfig({ GATSBY_DOCSEARCH_APP_ID: 'APPID', GATSBY_DOCSEARCH_API_KEY: 'k', GATSBY_DOCSEARCH_INDEX_NAME: 'i' })
    const requested: string[] = []
    const loadPageDataSync = (pathname: string) => {
      requested.push(pathname)
      return { result: { pageContext: { docId: 'concepts/overview' } } }
    }
    const { container } = render(<>{searchHeadComponents(config, { pathname: '/concepts/overview', loadPageDataSync })}</>)
    expect(requested).toEqual(['/concepts/overview'])
    const link = container.querySelector('link[rel="preconnect"]')
    expect(link).toHaveAttribute('href', 'https://APPID-dsn.algolia.net')
    expect(link).toHaveAttribute('crossorigin', 'anonymous')
    const meta = Array.from(container.querySelectorAll('meta')).map((m) => [m.name, m.content])
    expect(meta).toEqual([
      ['docsearch:language', 'en'],
      ['docsearch:version', 'current'],
      ['docsearch:docusaurus_tag', 'docs-default-current'],
    ])
  })

  it('tags a page the default tag when its context names no doc, or it has no page data', () => {
    const config = buildConfig({ GATSBY_DOCSEARCH_APP_ID: 'APPID', GATSBY_DOCSEARCH_API_KEY: 'k', GATSBY_DOCSEARCH_INDEX_NAME: 'i' })
    const tagOf = (loadPageDataSync: (p: string) => { result?: { pageContext?: unknown } }) => {
      const { container } = render(<>{searchHeadComponents(config, { pathname: '/guides/blog', loadPageDataSync })}</>)
      return container.querySelector('meta[name="docsearch:docusaurus_tag"]')?.getAttribute('content')
    }
    expect(tagOf(() => ({ result: { pageContext: {} } }))).toBe('default')
    expect(
      tagOf(() => {
        throw new Error('no page data for /guides/blog')
      }),
    ).toBe('default')
  })

  it('adds nothing without credentials', () => {
    expect(searchHeadComponents(buildConfig({}), { pathname: '/concepts/overview', loadPageDataSync: () => ({ result: {} }) })).toEqual([])
  })
})
