import { groupHitsByPage, pageOfUrl } from '../../src/search/pageGroups'

describe('src/search/pageGroups', () => {
  it('groups hits by the page of their URL, pages in the order of their first hit', () => {
    const hits = [
      { at: '/b#fees', n: 1 },
      { at: '/a', n: 2 },
      { at: '/b', n: 3 },
      { at: '/a#intro', n: 4 },
      { at: '/c#x', n: 5 },
      { at: '/b#fees', n: 6 },
    ]
    expect(groupHitsByPage(hits, (hit) => hit.at)).toEqual([
      { route: '/b', hits: [hits[0], hits[2], hits[5]] },
      { route: '/a', hits: [hits[1], hits[3]] },
      { route: '/c', hits: [hits[4]] },
    ])
  })

  it('reads the URL through the accessor it is given, whatever the hit shape', () => {
    const records = [{ record: { url: '/x#1' } }, { record: { url: '/y' } }, { record: { url: '/x#2' } }]
    expect(groupHitsByPage(records, (hit) => hit.record.url).map(({ route, hits }) => [route, hits.length])).toEqual([
      ['/x', 2],
      ['/y', 1],
    ])
  })

  it('gives no groups for no hits', () => {
    expect(groupHitsByPage([], String)).toEqual([])
  })

  it('keeps the query of a page URL and drops only the fragment', () => {
    expect(pageOfUrl('/search?q=a#top')).toBe('/search?q=a')
    expect(pageOfUrl('/concepts/pools#fees#more')).toBe('/concepts/pools')
    expect(pageOfUrl('/concepts/pools')).toBe('/concepts/pools')
  })
})
