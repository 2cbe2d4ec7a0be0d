import { docRouteFromFile, blogSlugFromFile, lowercaseAlias } from '../../../src/build/content/routes'

describe('src/build/content/routes', () => {
  it.each([
    ['concepts/overview.mdx', undefined, 'concepts/overview', '/concepts/overview'],
    ['contracts/squire-token/partners/Partners.mdx', undefined, 'contracts/squire-token/partners/Partners', '/contracts/squire-token/partners/Partners'],
    ['contracts/squire-token/about/exhange-listings.mdx', undefined, 'contracts/squire-token/about/exhange-listings', '/contracts/squire-token/about/exhange-listings'],
    ['guides/index.mdx', undefined, 'guides', '/guides'],
    ['overview.mdx', undefined, 'overview', '/overview'],
    ['sdk/old-name.mdx', 'new-name', 'sdk/new-name', '/sdk/new-name'],
  ])('%s (id %s) is doc %s at %s', (file, id, docId, slug) => {
    expect(docRouteFromFile(file, id)).toEqual({ docId, slug })
  })

  it.each([
    ['2024-03-12-intro-to-gas-optimization/index.mdx', null, '/blog/intro-to-gas-optimization'],
    ['2024-03-12-intro-to-gas-optimization/index.mdx', 'custom', '/blog/custom'],
    ['hello.mdx', null, '/blog/hello'],
  ])('blog %s (slug %s) is served at %s', (file, slug, expected) => {
    expect(blogSlugFromFile(file, slug)).toBe(expected)
  })

  it('gives a mixed-case route its lowercase spelling, unless it is lowercase or another page has that spelling', () => {
    const routes = new Set(['/contracts/Partners', '/sdk/Pair-ERC-20', '/sdk/pair-erc-20', '/concepts/overview'])
    expect(lowercaseAlias('/contracts/Partners', routes)).toBe('/contracts/partners')
    expect(lowercaseAlias('/sdk/Pair-ERC-20', routes)).toBeNull()
    expect(lowercaseAlias('/concepts/overview', routes)).toBeNull()
  })
})
