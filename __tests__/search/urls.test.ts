import { hitUrl, isExternalHit, searchPageHref, toSiteRelative } from '../../src/search/urls'

const options = { siteUrl: 'https://docs.squire.example', externalUrlRegex: 'squire\\.example/(app|blog-old)' }

describe('src/search/urls', () => {
  it('makes absolute URLs of our own site relative', () => {
    expect(toSiteRelative('https://docs.squire.example/concepts/overview#tick', options.siteUrl)).toBe('/concepts/overview#tick')
    expect(hitUrl('https://docs.squire.example/apis/overview', options)).toBe('/apis/overview')
    expect(toSiteRelative('/already/relative', options.siteUrl)).toBe('/already/relative')
  })

  it('keeps hits matching the external pattern, and other origins, external', () => {
    expect(isExternalHit('https://squire.example/app/swap', options)).toBe(true)
    expect(hitUrl('https://squire.example/app/swap', options)).toBe('https://squire.example/app/swap')
    expect(isExternalHit('https://elsewhere.example/x', options)).toBe(true)
    expect(isExternalHit('/concepts/overview', options)).toBe(false)
  })

  it('ignores an invalid pattern instead of throwing', () => {
    expect(isExternalHit('/x', { siteUrl: options.siteUrl, externalUrlRegex: '(' })).toBe(false)
  })

  it('links to the search page with the query encoded', () => {
    expect(searchPageHref('/search', 'a&b <c>')).toBe('/search?q=a%26b%20%3Cc%3E')
    expect(searchPageHref('/search', '')).toBe('/search')
  })
})
