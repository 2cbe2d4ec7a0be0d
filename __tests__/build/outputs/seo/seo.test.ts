import { absoluteUrl, canonicalPath } from '../../../../src/seo/urls'
import { breadcrumbListJsonLd, blogPostingJsonLd, serialiseJsonLd } from '../../../../src/seo/jsonLd'
import { isSitemapPath, sitemapPages, SITEMAP_QUERY } from '../../../../src/build/outputs/seo/sitemap'
import { TEMPLATES } from '../../../../src/build/content/templates'
import { atomFeed, blogFeedItems, type BlogFeedNode } from '../../../../src/build/outputs/seo/blogFeed'
import { effectivePathPrefix } from '../../../../src/build/outputs/seo/prefix'

const SITE = { siteUrl: 'https://docs.squire.exchange' }

describe('src/seo/urls', () => {
  it('joins site URL, prefix and path', () => {
    expect(absoluteUrl(SITE, '/concepts/overview')).toBe('https://docs.squire.exchange/concepts/overview')
    expect(absoluteUrl(SITE, '/')).toBe('https://docs.squire.exchange/')
    expect(absoluteUrl({ siteUrl: 'https://x.io/', pathPrefix: '/docs/' }, '/a')).toBe('https://x.io/docs/a')
    expect(absoluteUrl(SITE, 'https://cdn.example/img.png')).toBe('https://cdn.example/img.png')
  })

  it('normalises trailing slashes and index.html', () => {
    expect(canonicalPath('/a/b/')).toBe('/a/b')
    expect(canonicalPath('/a/b/index.html')).toBe('/a/b')
    expect(canonicalPath('/index.html')).toBe('/')
    expect(canonicalPath('/')).toBe('/')
  })

  it('applies the path prefix only when paths are prefixed', () => {
    expect(effectivePathPrefix('/docs', ['node', 'gatsby', 'build'], {})).toBe('')
    expect(effectivePathPrefix('/docs', ['node', 'gatsby', 'build', '--prefix-paths'], {})).toBe('/docs')
    expect(effectivePathPrefix('/docs', [], { PREFIX_PATHS: 'true' })).toBe('/docs')
  })
})

describe('src/seo/jsonLd', () => {
  it('builds a BreadcrumbList, giving page-less categories the next URL', () => {
    expect(
      breadcrumbListJsonLd([
        { label: 'SQR Token', url: 'https://d/t' },
        { label: 'About', url: null },
        { label: 'Tokenomics', url: 'https://d/t/about/tokenomics' },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'SQR Token', item: 'https://d/t' },
        { '@type': 'ListItem', position: 2, name: 'About', item: 'https://d/t/about/tokenomics' },
        { '@type': 'ListItem', position: 3, name: 'Tokenomics', item: 'https://d/t/about/tokenomics' },
      ],
    })
    expect(breadcrumbListJsonLd([])).toBeNull()
  })

  it('builds a BlogPosting and serialises it safely for a script element', () => {
    const post = blogPostingJsonLd({
      headline: 'Gas </script>',
      description: 'd',
      url: 'https://d/blog/x',
      image: 'https://d/img.png',
      datePublished: '2024-03-12T00:00:00.000Z',
      authors: ['ironquill'],
      publisher: { name: 'Squire Docs', url: 'https://d/', logo: 'https://d/logo.svg' },
    })
    expect(post).toMatchObject({ '@type': 'BlogPosting', author: [{ '@type': 'Person', name: 'ironquill' }], datePublished: '2024-03-12T00:00:00.000Z' })
    expect(serialiseJsonLd(post)).not.toContain('</script>')
    expect(JSON.parse(serialiseJsonLd(post)).headline).toBe('Gas </script>')
  })
})

describe('src/build/outputs/seo/sitemap', () => {
  it.each([
    ['/concepts/overview', true],
    ['/', true],
    ['/blog', true],
    ['/blog/page/2', false],
    ['/404', false],
    ['/404.html', false],
    ['/dev-404-page', false],
    ['/search', false],
  ])('%s → %s', (path, listed) => {
    expect(isSitemapPath(path)).toBe(listed)
  })

  it('asks for no page context, and leaves the doc and alias templates to the docs\' slugs', () => {
    expect(SITEMAP_QUERY).not.toMatch(/pageContext/)
    expect(SITEMAP_QUERY).toContain(`nin: ${JSON.stringify([TEMPLATES.doc, TEMPLATES.alias])}`)
  })

  it('lists each doc at its slug and the other pages, not category or excluded pages, sorted by path', () => {
    const pages = sitemapPages({
      // A category page has the doc template but no doc: it is in neither list.
      docs: { nodes: [{ fields: { slug: '/concepts/swaps' } }, { fields: { slug: '/apis/overview' } }, { fields: null }, { fields: { slug: null } }] },
      otherPages: { nodes: [{ path: '/blog/intro' }, { path: '/' }, { path: '/search' }, { path: '/blog/page/2' }, { path: '/404.html' }, { path: '/blog' }] },
    })
    expect(pages).toEqual([{ path: '/' }, { path: '/apis/overview' }, { path: '/blog' }, { path: '/blog/intro' }, { path: '/concepts/swaps' }])
  })
})

describe('src/build/outputs/seo/blogFeed', () => {
  const nodes: BlogFeedNode[] = [
    {
      frontmatter: { title: 'Fish & <chips>', description: null, date: '2024-03-12', authors: ['a', 'b'], tags: ['gas'] },
      fields: { slug: '/blog/fish', excerpt: 'First paragraph.' },
    },
    { frontmatter: { title: 'Undated', description: null, date: null, authors: null, tags: null }, fields: { slug: '/blog/x', excerpt: '' } },
  ]

  it('keeps dated posts, with absolute URLs and ISO dates', () => {
    expect(blogFeedItems(nodes, SITE)).toEqual([
      { title: 'Fish & <chips>', url: 'https://docs.squire.exchange/blog/fish', summary: 'First paragraph.', date: '2024-03-12T00:00:00.000Z', authors: ['a', 'b'], categories: ['gas'] },
    ])
  })

  it('writes escaped Atom with self and alternate links', () => {
    const xml = atomFeed({ title: 'Engineering Blog', subtitle: 's', location: SITE, items: blogFeedItems(nodes, SITE) })
    expect(xml).toContain('<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en">')
    expect(xml).toContain('<title>Fish &amp; &lt;chips&gt;</title>')
    expect(xml).toContain('<link rel="self" type="application/atom+xml" href="https://docs.squire.exchange/blog/atom.xml"/>')
    expect(xml).toContain('<updated>2024-03-12T00:00:00.000Z</updated>')
    expect(xml.match(/<author>/g)).toHaveLength(2)
  })

  it('writes a valid empty feed', () => {
    const xml = atomFeed({ title: 'T', subtitle: 's', location: SITE, items: [], now: new Date('2025-01-01T00:00:00Z') })
    expect(xml).toContain('<updated>2025-01-01T00:00:00.000Z</updated>')
    expect(xml).not.toContain('<entry>')
  })
})
