import type { LocalHit, SearchEngine } from '../../src/search/engine/searchEngine'
import { createLocalSearchClient, firstOfEachGroup, type SearchRequest } from '../../src/search/engine/docsearchAdapter'
import { fixtureEngine, fragment, record } from './fixtures'

/** The request DocSearch 3.9's modal sends (see @docsearch/react DocSearchModal). */
function docsearchRequest(query: string): SearchRequest {
  return {
    query,
    indexName: 'local',
    attributesToRetrieve: ['hierarchy.lvl0', 'hierarchy.lvl1', 'hierarchy.lvl2', 'hierarchy.lvl3', 'content', 'type', 'url'],
    attributesToSnippet: ['hierarchy.lvl1:10', 'hierarchy.lvl2:10', 'content:10'],
    snippetEllipsisText: '…',
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
    hitsPerPage: 20,
    clickAnalytics: false,
  }
}

describe('src/search/engine/docsearchAdapter', () => {
  const client = createLocalSearchClient(fixtureEngine())

  it('answers search({ requests }) with Algolia-shaped results', async () => {
    const { results } = await client.search({ requests: [docsearchRequest('swap')] })
    expect(results).toHaveLength(1)
    const [result] = results
    expect(result).toMatchObject({ nbHits: expect.any(Number), page: 0, hitsPerPage: 20, query: 'swap', index: 'local' })
    // nbHits: the pages that match (glossary, router), for "See all N results".
    expect(result.nbHits).toBe(2)
    const hit = result.hits[0]
    expect(hit).toMatchObject({
      objectID: '/contracts/v2/router-02#swap-functions',
      url: '/contracts/v2/router-02#swap-functions',
      url_without_anchor: '/contracts/v2/router-02',
      anchor: 'swap-functions',
      type: 'lvl2',
      hierarchy: { lvl0: 'V2 Protocol', lvl1: 'Router v2', lvl2: 'Swap functions', lvl3: null, lvl4: null, lvl5: null, lvl6: null },
    })
    expect(hit._highlightResult.hierarchy.lvl2).toEqual({ value: '<mark>Swap</mark> functions', matchLevel: 'full', matchedWords: ['swap'] })
    expect(hit._snippetResult.content?.value).toContain('<mark>swaps</mark>')
    expect(hit._highlightResult.hierarchy_camel).toHaveLength(1)
  })

  it('also accepts a bare array of requests', async () => {
    const { results } = await client.search([docsearchRequest('router'), docsearchRequest('gas')])
    expect(results.map((r) => r.query)).toEqual(['router', 'gas'])
  })

  it('types a body-only match as content, with the matching text as its snippet', async () => {
    const { results } = await client.search({ requests: [docsearchRequest('structs')] })
    expect(results[0].hits[0]).toMatchObject({ type: 'content', url: '/blog/gas' })
    expect(results[0].hits[0]._snippetResult.content?.value).toContain('<mark>structs</mark>')
  })

  it('escapes content and hierarchy: no markup from the index reaches the HTML', async () => {
    const engine = fixtureEngine([fragment('/evil/', '<b onmouseover=alert(1)>Evil</b> title', 'Concepts', '<b onmouseover=alert(1)>Evil</b> title evil <img src=x onerror=alert(1)> text')])
    const { results } = await createLocalSearchClient(engine).search({ requests: [docsearchRequest('evil')] })
    const hit = results[0].hits[0]
    const html = [hit.hierarchy.lvl1, hit.content, hit._highlightResult.hierarchy.lvl1?.value, hit._snippetResult.content?.value].join('\n')
    expect(html).not.toMatch(/<(?!\/?mark>)/)
    expect(hit._highlightResult.hierarchy.lvl1?.value).toBe('&lt;b onmouseover=alert(1)&gt;<mark>Evil</mark>&lt;/b&gt; title')
    expect(hit.hierarchy.lvl1).toBe('&lt;b onmouseover=alert(1)&gt;Evil&lt;/b&gt; title')
  })

  it('escapes the query: a hostile query only ever yields escaped highlights', async () => {
    // "script" and "liquidity" match a fixture, so there are hits whose highlights contain the query.
    const { results } = await client.search({ requests: [docsearchRequest('<script>liquidity</script>')] })
    expect(results[0].hits.length).toBeGreaterThan(0)
    for (const hit of results[0].hits) {
      const html = JSON.stringify([hit.hierarchy, hit._highlightResult, hit._snippetResult, hit.content])
      expect(html).not.toMatch(/<(?!\/?mark>)/)
    }
  })

  it('returns an empty result for an empty query', async () => {
    const { results } = await client.search({ requests: [docsearchRequest('')] })
    expect(results[0]).toMatchObject({ hits: [], nbHits: 0 })
  })

  describe('maxResultsPerGroup (DocSearch shows that many hits of each lvl0)', () => {
    const hitOf = (lvl0: string, n: number): LocalHit => ({ record: record({ url: `/${lvl0}/${n}`, lvl0, lvl1: `Swap ${n}`, text: 'swap text' }), score: 1, terms: new Set(['swap']), tier: 2 })
    const hits = [hitOf('A', 1), hitOf('B', 1), hitOf('A', 2), hitOf('A', 3), hitOf('B', 2), hitOf('A', 4)]
    const engineOf = (results: LocalHit[]): SearchEngine => ({ search: (query) => ({ query, hits: results, total: 9 }) })

    it('keeps the first N of each group in order, as DocSearch\'s grouping does', () => {
      expect(firstOfEachGroup(hits, 2).map((h) => h.record.url)).toEqual(['/A/1', '/B/1', '/A/2', '/B/2'])
      expect(firstOfEachGroup(hits, 10)).toEqual(hits)
    })

    it('shapes only the hits DocSearch would show, and keeps the count for "See all N results"', async () => {
      const { results } = await createLocalSearchClient(engineOf(hits), { maxResultsPerGroup: 3 }).search({ requests: [docsearchRequest('swap')] })
      expect(results[0].hits.map((h) => h.url)).toEqual(['/A/1', '/B/1', '/A/2', '/A/3', '/B/2'])
      expect(results[0].nbHits).toBe(9)
      const all = await createLocalSearchClient(engineOf(hits)).search({ requests: [docsearchRequest('swap')] })
      expect(all.results[0].hits).toHaveLength(6)
    })
  })

  describe('warmUp', () => {
    it('shapes the engine\'s warm-up hits without a search', () => {
      const search = jest.fn()
      const engine: SearchEngine = { search, warmUp: () => ({ query: 'swap', hits: [{ record: record({ url: '/w', lvl1: 'Swap', text: 'a swap' }), score: 1, terms: new Set(['swap']), tier: 2 }], total: 1 }) }
      expect(createLocalSearchClient(engine).warmUp()).toBe(1)
      expect(search).not.toHaveBeenCalled()
    })

    it('does nothing for an engine without one', () => {
      expect(createLocalSearchClient({ search: jest.fn() }).warmUp()).toBe(0)
    })
  })
})
