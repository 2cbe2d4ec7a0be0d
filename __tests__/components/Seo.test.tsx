import * as React from 'react'
import { render } from '@testing-library/react'
import Seo from '../../src/components/Seo'

/** Gatsby's Head API renders the component into <head>; here into a container we can query. */
function head(ui: React.ReactElement) {
  const { container } = render(ui)
  const meta = (key: string) => [...container.querySelectorAll(`meta[property="${key}"], meta[name="${key}"]`)].map((m) => m.getAttribute('content'))
  const jsonLd = [...container.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.innerHTML))
  return { container, meta, jsonLd }
}

describe('Seo', () => {
  it('writes title, description, canonical and cards with absolute URLs', () => {
    const { container, meta } = head(<Seo title="Factory" description="Creates pairs." pathname="/contracts/v2/reference/smart-contracts/factory" />)
    expect(container.querySelector('title')?.textContent).toBe('Factory | Squire Docs')
    expect(meta('description')).toEqual(['Creates pairs.'])
    expect(container.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://docs.squire.exchange/contracts/v2/reference/smart-contracts/factory')
    expect(meta('og:image')).toEqual(['https://docs.squire.exchange/img/social-card.png'])
    expect(meta('twitter:card')).toEqual(['summary_large_image'])
    expect(meta('og:type')).toEqual(['website'])
    expect(meta('theme-color')).toHaveLength(2)
    expect(container.querySelector('link[rel="alternate"]')).toBeNull()
  })

  it('uses the page image and the site tagline when given nothing else', () => {
    const { container, meta } = head(<Seo pathname="/" image="/img/other.png" />)
    expect(container.querySelector('title')?.textContent).toBe('Squire Docs: documentation and guides')
    expect(meta('description')).toEqual(['documentation and guides'])
    expect(meta('og:image')).toEqual(['https://docs.squire.exchange/img/other.png'])
    expect(container.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://docs.squire.exchange/')
  })

  it('adds breadcrumbs JSON-LD for docs', () => {
    const { jsonLd } = head(<Seo title="Pair" pathname="/p" breadcrumbs={[{ label: 'V2', href: '/v2' }, { label: 'Pair', href: '/p' }]} />)
    expect(jsonLd).toEqual([expect.objectContaining({ '@type': 'BreadcrumbList' })])
    expect(jsonLd[0].itemListElement[0]).toEqual({ '@type': 'ListItem', position: 1, name: 'V2', item: 'https://docs.squire.exchange/v2' })
  })

  it('makes a blog post an article with BlogPosting and feed links', () => {
    const { container, meta, jsonLd } = head(
      <Seo title="Gas" description="d" pathname="/blog/gas" article={{ publishedTime: '2024-03-12', authors: ['ironquill'] }} feeds />,
    )
    expect(meta('og:type')).toEqual(['article'])
    expect(meta('article:published_time')).toEqual(['2024-03-12'])
    expect(jsonLd).toEqual([expect.objectContaining({ '@type': 'BlogPosting', headline: 'Gas', datePublished: '2024-03-12' })])
    const feeds = [...container.querySelectorAll('link[rel="alternate"]')].map((l) => [l.getAttribute('type'), l.getAttribute('href')])
    expect(feeds).toEqual([
      ['application/rss+xml', 'https://docs.squire.exchange/blog/rss.xml'],
      ['application/atom+xml', 'https://docs.squire.exchange/blog/atom.xml'],
    ])
  })
})
