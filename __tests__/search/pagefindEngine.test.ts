import { answersQueryWord, createPagefindEngine, excerptText, pageOfData, recordsOfPage, siteUrl, type PagefindApi, type PagefindPageData } from '../../src/search/engine/pagefindEngine'
import { createLocalSearchClient } from '../../src/search/engine/docsearchAdapter'

/** Pages as Pagefind 1.x returns them from `result.data()` (trailing-slash URLs, HTML excerpts). */
const ROUTER: PagefindPageData = {
  url: '/contracts/v2/router-02/',
  meta: { title: 'Router v2', section: 'V2 Protocol' },
  anchors: [
    { element: 'h2', id: 'swap-functions', text: 'Swap functions', location: 10 },
    { element: 'h3', id: 'swapexacttokensfortokens', text: 'swapExactTokensForTokens', location: 20 },
    { element: 'h2', id: 'liquidity', text: 'Liquidity', location: 40 },
  ],
  sub_results: [
    { title: 'Router v2', url: '/contracts/v2/router-02/', excerpt: 'The periphery contract for <mark>swaps</mark>.' },
    {
      title: 'swapExactTokensForTokens',
      url: '/contracts/v2/router-02/#swapexacttokensfortokens',
      excerpt: 'Trades an exact input along a path of <mark>swap</mark> pools &lt;b&gt;safely&lt;/b&gt;.',
      anchor: { element: 'h3', id: 'swapexacttokensfortokens', text: 'swapExactTokensForTokens', location: 20 },
    },
  ],
}

const GLOSSARY: PagefindPageData = {
  url: '/concepts/glossary/',
  meta: { title: 'Glossary' },
  anchors: [{ element: 'h2', id: 'terms', text: 'Terms', location: 3 }],
  sub_results: [
    {
      title: 'Terms',
      url: '/concepts/glossary/#terms',
      excerpt: 'A <mark>swap</mark> trades one token for another.',
      anchor: { element: 'h2', id: 'terms', text: 'Terms', location: 3 },
    },
  ],
}

function fakePagefind(pages: PagefindPageData[]) {
  const loaded: string[] = []
  const queries: string[] = []
  const api: PagefindApi = {
    async search(query) {
      queries.push(query)
      if (!/swap/i.test(query)) return { results: [] }
      return {
        results: pages.map((page, i) => ({
          id: page.url,
          score: 1 / (i + 1),
          words: [],
          data: async () => {
            loaded.push(page.url)
            return page
          },
        })),
      }
    },
  }
  return { api, loaded, queries }
}

describe('src/search/engine/pagefindEngine', () => {
  it('turns Pagefind excerpts into plain text and the marked words', () => {
    expect(excerptText('a <mark>Swap</mark> &lt;img src=x onerror=alert(1)&gt; &amp; more')).toEqual({
      text: 'a Swap <img src=x onerror=alert(1)> & more',
      marked: ['swap'],
    })
  })

  it('gives site routes without trailing slash, keeping anchors and the root', () => {
    expect(siteUrl('/concepts/overview/')).toBe('/concepts/overview')
    expect(siteUrl('/concepts/overview/#fees')).toBe('/concepts/overview#fees')
    expect(siteUrl('/')).toBe('/')
  })

  it('maps sections to records with the h2 above an h3 and the section label', () => {
    const [intro, h3] = recordsOfPage(pageOfData(ROUTER))
    expect(intro).toMatchObject({ url: '/contracts/v2/router-02', level: 'lvl1', lvl0: 'V2 Protocol', lvl1: 'Router v2', lvl2: null })
    expect(h3).toMatchObject({
      url: '/contracts/v2/router-02#swapexacttokensfortokens',
      level: 'lvl3',
      lvl2: 'Swap functions',
      lvl3: 'swapExactTokensForTokens',
      text: 'Trades an exact input along a path of swap pools <b>safely</b>.',
    })
    expect(recordsOfPage(pageOfData(GLOSSARY))[0]).toMatchObject({ level: 'lvl2', lvl0: 'Documentation', lvl2: 'Terms' })
  })

  it('fetches only the best pages and ranks a heading match above body matches', async () => {
    const pages = Array.from({ length: 12 }, (_, i) => ({ ...GLOSSARY, url: `/p${i}/`, sub_results: [{ ...GLOSSARY.sub_results[0], url: `/p${i}/#terms` }] }))
    const { api, loaded } = fakePagefind([...pages, ROUTER])
    const engine = createPagefindEngine(api, { pages: 3 })
    const results = await engine.search('swap')
    expect(loaded).toEqual(['/p0/', '/p1/', '/p2/'])
    expect(results.total).toBe(13)

    const both = createPagefindEngine(fakePagefind([GLOSSARY, ROUTER]).api)
    const { hits } = await both.search('swap')
    // "swapExactTokensForTokens" is the section's own heading: first, although its page ranks second.
    expect(hits[0].record.url).toBe('/contracts/v2/router-02#swapexacttokensfortokens')
    expect(hits[0].tier).toBe(2)
    expect(hits.find((h) => h.record.url === '/concepts/glossary#terms')?.tier).toBe(0)
  })

  it('lets a caller ask for more pages per query (the /search page)', async () => {
    const pages = Array.from({ length: 12 }, (_, i) => ({ ...GLOSSARY, url: `/p${i}/` }))
    const { api, loaded } = fakePagefind(pages)
    await createPagefindEngine(api, { pages: 2 }).search('swap', { pages: 10 })
    expect(loaded).toHaveLength(10)
  })

  it.each([
    ['an empty query', '   '],
    ['punctuation only', '!!!'],
  ])('does not query Pagefind for %s', async (_name, query) => {
    const { api, queries } = fakePagefind([ROUTER])
    await expect(createPagefindEngine(api).search(query)).resolves.toEqual({ query: query.trim(), hits: [], total: 0 })
    expect(queries).toEqual([])
  })

  it('asks Pagefind nothing for a query superseded while debouncing: no index chunk, no fragment', async () => {
    const { api, loaded, queries } = fakePagefind([ROUTER])
    const engine = createPagefindEngine(api, { debounceMs: 20 })
    const first = engine.search('sw')
    const second = engine.search('swap')
    await expect(first).resolves.toEqual({ query: 'sw', hits: [], total: 0 })
    expect((await second).hits.length).toBeGreaterThan(0)
    // Pagefind's search() is what fetches the chunk of each word: only the newest query reaches it.
    expect(queries).toEqual(['swap'])
    expect(loaded).toEqual(['/contracts/v2/router-02/'])
  })

  it('waits longer on one or two letters, so a reader typing a word fetches nothing for its first letters', async () => {
    const { api, queries } = fakePagefind([ROUTER])
    const engine = createPagefindEngine(api, { debounceMs: 10, shortQueryDebounceMs: 200 })
    const typed = ['s', 'sw', 'swa'].map((query, i) => new Promise((resolve) => setTimeout(() => resolve(engine.search(query)), i * 50)))
    await Promise.all(typed)
    expect(queries).toEqual(['swa'])
    // A pause after one letter still searches it.
    await engine.search('s')
    expect(queries).toEqual(['swa', 's'])
  })

  it('drops an answer that a newer query overtook while its chunk was arriving', async () => {
    const { api, loaded } = fakePagefind([ROUTER])
    let release: () => void = () => undefined
    const slow: PagefindApi = {
      async search(query) {
        if (query === 'swa') await new Promise<void>((resolve) => (release = resolve))
        return api.search(query)
      },
    }
    const engine = createPagefindEngine(slow, { debounceMs: 0 })
    const first = engine.search('swa')
    await new Promise((resolve) => setTimeout(resolve, 0))
    const second = await engine.search('swap')
    release()
    await expect(first).resolves.toEqual({ query: 'swa', hits: [], total: 0 })
    expect(second.hits.length).toBeGreaterThan(0)
    expect(loaded).toEqual(['/contracts/v2/router-02/'])
  })

  it('fetches the fragments of three pages for the modal by default', async () => {
    const pages = Array.from({ length: 8 }, (_, i) => ({ ...GLOSSARY, url: `/p${i}/` }))
    const { api, loaded } = fakePagefind(pages)
    await createPagefindEngine(api, { debounceMs: 0 }).search('swap')
    expect(loaded).toEqual(['/p0/', '/p1/', '/p2/'])
  })

  it('keeps prefix, stem and typo matches, and drops Pagefind\'s short-prefix fallbacks', async () => {
    expect(answersQueryWord('liquidity', 'liqui')).toBe(true)
    expect(answersQueryWord('swap', 'swaps')).toBe(true)
    expect(answersQueryWord('liquidity', 'liqiudity')).toBe(false)
    expect(answersQueryWord('liquidity', 'liquidty')).toBe(true)
    expect(answersQueryWord('z', 'zzqqxxv')).toBe(false)
    const nonsense: PagefindPageData = { ...GLOSSARY, sub_results: [{ ...GLOSSARY.sub_results[0], excerpt: 'x * y / <mark>z</mark> overflows' }] }
    const api: PagefindApi = { search: async () => ({ results: [{ id: 'm', score: 1, words: [], data: async () => nonsense }] }) }
    await expect(createPagefindEngine(api).search('zzqqxxv')).resolves.toEqual({ query: 'zzqqxxv', hits: [], total: 0 })
  })

  it('reads pages through the given loader instead of Pagefind\'s data()', async () => {
    const { api, loaded } = fakePagefind([ROUTER, GLOSSARY])
    const asked: string[] = []
    const engine = createPagefindEngine(api, {
      debounceMs: 0,
      loadPage: async (result) => {
        asked.push(result.id)
        return { ...pageOfData(GLOSSARY), url: result.id }
      },
    })
    const { hits } = await engine.search('swap')
    expect(asked).toEqual(['/contracts/v2/router-02/', '/concepts/glossary/'])
    expect(loaded).toEqual([])
    expect(hits.map((hit) => hit.record.lvl2)).toEqual(['Terms', 'Terms'])
  })

  it('reads a page as soon as it arrives, not once the slowest page has, and ranks them the same', async () => {
    const { api } = fakePagefind([ROUTER, GLOSSARY])
    const read: string[] = []
    /** A page whose sections record when the engine first reads them. */
    const watched = (data: PagefindPageData) => {
      const page = pageOfData(data)
      return {
        ...page,
        get sections() {
          if (!read.includes(data.url)) read.push(data.url)
          return page.sections
        },
      }
    }
    let arriveLast: () => void = () => undefined
    const engine = createPagefindEngine(api, {
      debounceMs: 0,
      loadPage: (result) =>
        result.id === ROUTER.url
          ? Promise.resolve(watched(ROUTER))
          : new Promise((resolve) => {
              arriveLast = () => resolve(watched(GLOSSARY))
            }),
    })
    const answer = engine.search('swap')
    await new Promise((resolve) => setTimeout(resolve, 0))
    // The glossary page is still on its way; the router page has been read already.
    expect(read).toEqual([ROUTER.url])
    arriveLast()
    const { hits } = await answer
    expect(read).toEqual([ROUTER.url, GLOSSARY.url])
    const { hits: together } = await createPagefindEngine(fakePagefind([ROUTER, GLOSSARY]).api, { debounceMs: 0 }).search('swap')
    expect(hits.map((hit) => hit.record.url)).toEqual(together.map((hit) => hit.record.url))
  })

  it('bounds a huge query before it reaches Pagefind', async () => {
    const { api, queries } = fakePagefind([ROUTER])
    await createPagefindEngine(api).search('swap '.repeat(2000))
    expect(queries[0].length).toBeLessThanOrEqual(200)
  })

  it('answers DocSearch through the adapter with escaped, highlighted hits', async () => {
    const client = createLocalSearchClient(createPagefindEngine(fakePagefind([ROUTER]).api))
    const { results } = await client.search({ requests: [{ query: 'swap', indexName: 'local', hitsPerPage: 20, attributesToSnippet: ['content:10'] }] })
    const [result] = results
    expect(result.nbHits).toBe(1)
    expect(result.hits.length).toBeGreaterThan(0)
    const hit = result.hits.find((h) => h.anchor === 'swapexacttokensfortokens')
    expect(hit?.hierarchy).toMatchObject({ lvl0: 'V2 Protocol', lvl1: 'Router v2', lvl2: 'Swap functions', lvl3: 'swapExactTokensForTokens' })
    // Markup in the content comes out escaped; only our <mark> is markup.
    expect(hit?._snippetResult.content?.value).toContain('&lt;b&gt;safely&lt;/b&gt;')
    expect(hit?._snippetResult.content?.value).toContain('<mark>swap</mark>')
  })

  it('warms up on a page of its own: every tier, highlighted sections, no Pagefind call', async () => {
    const { api, queries, loaded } = fakePagefind([ROUTER])
    const engine = createPagefindEngine(api)
    const warm = engine.warmUp?.()
    expect(queries).toEqual([])
    expect(loaded).toEqual([])
    expect(warm?.query).toBe('pool')
    expect(warm?.hits.map((hit) => [hit.record.level, hit.tier])).toEqual([
      ['lvl2', 2],
      ['lvl3', 1],
      ['lvl1', 0],
    ])
    expect(warm?.hits.every((hit) => hit.terms.has('pool'))).toBe(true)
    // What it runs is what a query runs: the same page read from a fragment gives the same hits.
    const client = createLocalSearchClient(engine)
    expect(client.warmUp()).toBe(3)
  })
})
