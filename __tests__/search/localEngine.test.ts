import { createLocalEngine } from '../../src/search/engine/localEngine'
import { FIXTURE_INDEX, record } from './fixtures'

describe('src/search/engine/localEngine', () => {
  const engine = createLocalEngine(FIXTURE_INDEX)

  it('ranks a page-title match above pages that only mention the word in their text', () => {
    const { hits } = engine.search('router')
    const urls = hits.map((h) => h.record.url)
    expect(urls[0]).toBe('/contracts/v2/router-02')
    expect(urls.indexOf('/concepts/glossary')).toBeGreaterThan(urls.indexOf('/contracts/v2/router-02'))
    expect(hits.find((h) => h.record.url === '/concepts/glossary')?.tier).toBe(0)
  })

  it('ranks a heading match above a body match', () => {
    const { hits } = engine.search('swap')
    expect(hits[0].record.url).toBe('/contracts/v2/router-02#swap-functions')
    expect(hits[0].tier).toBe(2)
  })

  it('matches prefixes of the word being typed', () => {
    expect(engine.search('impermanen').hits[0].record.url).toBe('/concepts/liquidity#impermanent-loss')
    expect(engine.search('optim').hits.map((h) => h.record.url)).toContain('/blog/gas')
  })

  it('tolerates a typo in longer words', () => {
    expect(engine.search('liqiudity').hits.map((h) => h.record.url)).toContain('/concepts/liquidity#impermanent-loss')
    expect(engine.search('glosary').hits[0].record.url).toBe('/concepts/glossary')
  })

  it('combines words with AND, falling back to OR when nothing has them all', () => {
    expect(engine.search('router periphery').hits.map((h) => h.record.url)).toEqual(['/contracts/v2/router-02'])
    expect(engine.search('periphery zzzzzz').total).toBeGreaterThan(0)
  })

  it('counts every match and returns at most the limit', () => {
    const all = engine.search('the')
    const limited = engine.search('the', { limit: 1 })
    expect(limited.hits).toHaveLength(1)
    expect(limited.total).toBe(all.total)
  })

  it.each([
    ['markup', '<img src=x onerror=alert(1)>'],
    ['regex metacharacters', '.*+?^${}()|[]\\'],
    ['emoji', '🦄🚀'],
    ['10 000 characters', 'a'.repeat(10_000)],
    ['10 000 characters of words', 'swap '.repeat(2000)],
  ])('answers %s without throwing', (_name, query) => {
    expect(() => engine.search(query)).not.toThrow()
  })

  it('returns nothing for an empty or punctuation-only query', () => {
    expect(engine.search('   ').hits).toEqual([])
    expect(engine.search('!!!').total).toBe(0)
  })

  it('handles an index with one record', () => {
    const single = createLocalEngine({ version: 1, records: [record({ url: '/x', lvl1: 'Only page' })] })
    expect(single.search('only').hits[0].record.url).toBe('/x')
  })
})
