/**
 * Build-output checks over public/: sitemap, feeds (parsed as XML by Chromium's DOMParser),
 * manifest and icons, the head tags of a doc, the blog post and the home page, robots.txt,
 * llms.txt / llms-full.txt and the Markdown twin of every doc. They run after `gatsby build`
 * (npm test builds before the browser tests), against the same public/ the other specs serve.
 */
import fs from 'fs'
import path from 'path'
import type { Browser, Page } from 'playwright-core'
import { baseUrl, launch, openPage } from './support/browser'
import { ROOT } from './support/server'
import { DOC_ROUTES, OTHER_ROUTES, contentDocRoutes } from './fixtures/specRoutes'

const PUBLIC = path.join(ROOT, 'public')
const SITE = 'https://docs.squire.exchange'
const read = (file: string) => fs.readFileSync(path.join(PUBLIC, file), 'utf8')

let browser: Browser
let page: Page
beforeAll(async () => {
  browser = await launch()
  page = (await openPage(browser)).page
  await page.goto(`${baseUrl()}/robots.txt`)
})
afterAll(async () => {
  await browser?.close()
})

/** Parses XML in Chromium; fails on any well-formedness error. Returns text of the selected nodes. */
async function xml(text: string, selectors: Record<string, string>): Promise<Record<string, string[]>> {
  return page.evaluate(
    ({ text, selectors }) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml')
      const error = doc.querySelector('parsererror')
      if (error) throw new Error(`Not well-formed XML: ${error.textContent}`)
      return Object.fromEntries(
        Object.entries(selectors).map(([key, selector]) => {
          const [css, attribute] = selector.split('@')
          return [key, [...doc.querySelectorAll(css)].map((node) => (attribute ? node.getAttribute(attribute) ?? '' : node.textContent ?? ''))]
        }),
      )
    },
    { text, selectors },
  )
}

interface HeadInfo {
  lang: string | null
  title: string
  meta: Record<string, string[]>
  links: Array<{ rel: string; href: string; type: string | null; media: string | null; title: string | null }>
  jsonLd: unknown[]
}

/** The head of a built page, read from its server HTML with DOMParser (no script runs). */
async function headOf(route: string): Promise<HeadInfo> {
  const html = await (await fetch(`${baseUrl()}${route}`)).text()
  return page.evaluate((html) => {
    const doc = new DOMParser().parseFromString(html, 'text/html')
    const meta: Record<string, string[]> = {}
    for (const el of doc.head.querySelectorAll('meta')) {
      const key = el.getAttribute('property') ?? el.getAttribute('name') ?? el.getAttribute('http-equiv')
      if (!key) continue
      const media = el.getAttribute('media')
      const name = media ? `${key} ${media}` : key
      meta[name] = [...(meta[name] ?? []), el.getAttribute('content') ?? '']
    }
    return {
      lang: doc.documentElement.getAttribute('lang'),
      title: doc.title,
      meta,
      links: [...doc.head.querySelectorAll('link')].map((l) => ({
        rel: l.getAttribute('rel') ?? '',
        href: l.getAttribute('href') ?? '',
        type: l.getAttribute('type'),
        media: l.getAttribute('media'),
        title: l.getAttribute('title'),
      })),
      jsonLd: [...doc.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent ?? 'null')),
    }
  }, html)
}

describe('sitemap', () => {
  it('lists every doc, blog and home route, and nothing else', async () => {
    const index = await xml(read('sitemap-index.xml'), { locs: 'sitemap > loc' })
    expect(index.locs.length).toBeGreaterThan(0)
    const urls: string[] = []
    for (const loc of index.locs) {
      expect(loc.startsWith(`${SITE}/`)).toBe(true)
      urls.push(...(await xml(read(new URL(loc).pathname), { locs: 'url > loc' })).locs)
    }
    // Every spec route is a page of the content tree; the sitemap lists exactly that tree's docs.
    const docRoutes = contentDocRoutes(ROOT)
    expect(docRoutes).toEqual(expect.arrayContaining(DOC_ROUTES))
    const expected = [...docRoutes, ...OTHER_ROUTES].map((route) => `${SITE}${route === '/' ? '/' : route}`)
    expect([...urls].sort()).toEqual([...expected].sort())
    for (const url of urls) expect(url).not.toMatch(/\/404|\/search|\/blog\/page\/|\/partners\/partners$|pair-erc-20$/)
  })

  it('is named, with its absolute URL, in robots.txt', () => {
    expect(read('robots.txt')).toMatch(new RegExp(`^Sitemap: ${SITE}/sitemap-index\\.xml$`, 'm'))
  })
})

describe('blog feeds', () => {
  it('RSS at /blog/rss.xml is well-formed, titled, with absolute post URLs and dates', async () => {
    const rss = await xml(read('blog/rss.xml'), {
      title: 'rss > channel > title',
      links: 'channel > item > link',
      dates: 'channel > item > pubDate',
      titles: 'channel > item > title',
    })
    expect(rss.title).toEqual(['Engineering Blog'])
    expect(rss.links).toEqual([`${SITE}/blog/intro-to-gas-optimization`])
    expect(rss.titles).toEqual(['An introduction to gas optimisation'])
    expect(new Date(rss.dates[0]).toISOString().slice(0, 10)).toBe('2024-03-12')
  })

  it('Atom at /blog/atom.xml is well-formed, titled, with absolute post URLs and dates', async () => {
    const atom = await xml(read('blog/atom.xml'), {
      title: 'feed > title',
      self: 'feed > link[rel="self"]@href',
      links: 'entry > link[rel="alternate"]@href',
      ids: 'entry > id',
      published: 'entry > published',
      updated: 'feed > updated',
    })
    expect(atom.title).toEqual(['Engineering Blog'])
    expect(atom.self).toEqual([`${SITE}/blog/atom.xml`])
    expect(atom.links).toEqual([`${SITE}/blog/intro-to-gas-optimization`])
    expect(atom.ids).toEqual(atom.links)
    expect(atom.published[0]).toMatch(/^2024-03-12T00:00:00\.000Z$/)
    expect(atom.updated[0]).toBe(atom.published[0])
  })

  it.each(['/blog', '/blog/archive', '/blog/intro-to-gas-optimization'])('%s links both feeds from its head', async (route) => {
    const head = await headOf(route)
    const alternates = head.links.filter((l) => l.rel === 'alternate')
    expect(alternates).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'application/rss+xml', href: `${SITE}/blog/rss.xml` }),
        expect.objectContaining({ type: 'application/atom+xml', href: `${SITE}/blog/atom.xml` }),
      ]),
    )
  })

  it('docs do not advertise the blog feeds', async () => {
    const head = await headOf('/concepts/overview')
    // Their one alternate is their Markdown (src/build/outputs/agents/discovery.tsx).
    expect(head.links.filter((l) => l.rel === 'alternate')).toEqual([{ rel: 'alternate', type: 'text/markdown', href: `${SITE}/concepts/overview.md`, title: null, media: null }])
  })
})

describe('manifest and icons', () => {
  it('describes the site with PNG icons that exist', () => {
    const manifest = JSON.parse(read('manifest.webmanifest')) as {
      name: string
      start_url: string
      theme_color: string
      background_color: string
      display: string
      icons: Array<{ src: string; sizes: string; type: string }>
    }
    expect(manifest).toMatchObject({ name: 'Squire Docs', start_url: '/', display: 'minimal-ui' })
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i)
    const sizes = manifest.icons.map((icon) => icon.sizes)
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']))
    for (const icon of manifest.icons) {
      expect(icon.type).toBe('image/png')
      const file = path.join(PUBLIC, icon.src.replace(/\?.*$/, ''))
      expect(fs.existsSync(file)).toBe(true)
      const [width] = icon.sizes.split('x').map(Number)
      // PNG IHDR width at byte 16.
      expect(fs.readFileSync(file).readUInt32BE(16)).toBe(width)
    }
  })

  it('is linked from every page with the favicons and a theme colour per colour mode', async () => {
    const head = await headOf('/')
    expect(head.links.find((l) => l.rel === 'manifest')?.href).toMatch(/^\/manifest\.webmanifest/)
    const svgIcons = head.links.filter((l) => l.rel === 'icon' && l.type === 'image/svg+xml')
    expect(svgIcons.map((l) => l.href.replace(/\?.*$/, ''))).toEqual(['/favicon.svg'])
    expect(head.links.some((l) => l.rel === 'icon' && /favicon-32x32\.png/.test(l.href))).toBe(true)
    expect(head.links.some((l) => l.rel === 'apple-touch-icon')).toBe(true)
    expect(head.meta['theme-color (prefers-color-scheme: light)']).toEqual(['#ffffff'])
    expect(head.meta['theme-color (prefers-color-scheme: dark)']).toEqual(['#171a21'])
    expect(head.meta['theme-color']).toBeUndefined()
  })
})

describe('per-page head', () => {
  const common = (head: HeadInfo, route: string, title: string, image = `${SITE}/img/social-card.png`) => {
    expect(head.lang).toBe('en')
    expect(head.title).toBe(title)
    const canonical = head.links.filter((l) => l.rel === 'canonical')
    expect(canonical.map((l) => l.href)).toEqual([`${SITE}${route}`])
    expect(head.meta['og:url']).toEqual([`${SITE}${route}`])
    expect(head.meta.description?.[0]?.length).toBeGreaterThan(20)
    expect(head.meta['og:description']).toEqual(head.meta.description)
    expect(head.meta['twitter:card']).toEqual(['summary_large_image'])
    expect(head.meta['og:image']).toEqual([image])
    expect(head.meta['twitter:image']).toEqual(head.meta['og:image'])
  }

  it('a doc: title, description from front matter, canonical, cards, BreadcrumbList', async () => {
    const route = '/contracts/squire-token/about/tokenomics'
    const head = await headOf(route)
    common(head, route, 'Tokenomics | Squire Docs')
    expect(head.meta.description[0]).toMatch(/^The fixed SQR supply/)
    expect(head.meta['og:type']).toEqual(['website'])
    expect(head.jsonLd).toEqual([
      expect.objectContaining({
        '@type': 'BreadcrumbList',
        itemListElement: expect.arrayContaining([expect.objectContaining({ name: 'Tokenomics', item: `${SITE}${route}` })]),
      }),
    ])
    const crumbs = (head.jsonLd[0] as { itemListElement: Array<{ position: number; item?: string }> }).itemListElement
    expect(crumbs.map((c) => c.position)).toEqual(crumbs.map((_, i) => i + 1))
    for (const crumb of crumbs) expect(crumb.item).toMatch(new RegExp(`^${SITE}/`))
  })

  it('the blog post: article card and BlogPosting', async () => {
    const route = '/blog/intro-to-gas-optimization'
    const head = await headOf(route)
    // The post's cover, as the 1200×630 JPEG rendition sharp makes of it (e2e/pictures.e2e.ts).
    const card = expect.stringMatching(new RegExp(`^${SITE}/static/[0-9a-f]+/[0-9a-f]+/cover\\.jpg$`))
    common(head, route, 'An introduction to gas optimisation | Squire Docs', card)
    expect(head.meta['og:type']).toEqual(['article'])
    expect(head.meta['article:published_time']?.[0]).toMatch(/^2024-03-12/)
    expect(head.jsonLd).toEqual([
      expect.objectContaining({
        '@type': 'BlogPosting',
        headline: 'An introduction to gas optimisation',
        url: `${SITE}${route}`,
        datePublished: expect.stringMatching(/^2024-03-12/),
        author: [{ '@type': 'Person', name: 'bannerwright' }],
        image: [card],
      }),
    ])
  })

  it('the home page: site title and tagline', async () => {
    const head = await headOf('/')
    common(head, '/', 'Squire Docs: documentation and guides')
    expect(head.jsonLd).toEqual([])
  })

  it('every doc has its own canonical URL and a description', async () => {
    for (const route of DOC_ROUTES) {
      const html = read(path.join(route, 'index.html'))
      expect(html).toContain(`<link rel="canonical" href="${SITE}${route}"`)
      expect(html).toMatch(/<meta name="description" content="[^"]{20,}"/)
    }
  })
})

describe('for LLM tools', () => {
  it('llms.txt follows the llmstxt.org shape and lists every doc once, with a description', () => {
    const text = read('llms.txt')
    expect(text).toMatch(/^# Squire Docs\n\n> \S.+\n/)
    expect(text).toMatch(/^## Concepts$/m)
    for (const route of DOC_ROUTES) {
      const lines = text.split('\n').filter((line) => line.includes(`](${SITE}${route}.md)`))
      expect(lines).toHaveLength(1)
      expect(lines[0]).toMatch(/^- \[[^\]]+\]\(\S+\): \S.+$/)
    }
  })

  it('every doc has a Markdown twin at its route + .md, with components resolved', () => {
    for (const route of DOC_ROUTES) {
      const markdown = read(`${route}.md`)
      // One line pointing to llms.txt, then the doc (src/build/outputs/agents/indexPointer.ts).
      expect(markdown).toMatch(new RegExp(`^> .*\\(${SITE.replace(/[.]/g, '\\.')}/llms\\.txt\\)\n\n# \\S.*\n\n`))
      expect(markdown).toContain(`Source: ${SITE}${route}`)
      expect(markdown).not.toMatch(/<(Data|Address|DataTable|DeploymentsTable|Tabs|TabItem|Admonition)\b|^:::/m)
    }
    const tokenomics = read('contracts/squire-token/about/tokenomics.md')
    const deployments = JSON.parse(fs.readFileSync(path.join(ROOT, 'content/data/deployments.json'), 'utf8'))
    const sqr = deployments.networks.find((n: { id: string }) => n.id === 'ethereum').addresses.sqrToken
    expect(tokenomics).toContain('The total supply is 1,000,000,000 SQR')
    expect(tokenomics).toContain(`[\`${sqr}\`](https://etherscan.io/address/${sqr})`)
    expect(tokenomics).toMatch(/^\| Allocation +\| Amount \(SQR\) +\|/m)
    expect(tokenomics).toMatch(/^> \*\*Info: /m)
    const sdk = read('sdk/v3/overview.md')
    expect(sdk).toMatch(/\*\*npm\*\*\n\n```bash\nnpm install/)
    expect(sdk).toMatch(/\*\*Yarn\*\*\n\n```bash\nyarn add/)
    expect(sdk).toContain('```ts title="loadPool.ts"')
  })

  it('llms-full.txt holds every doc', () => {
    const full = read('llms-full.txt')
    expect(full).toMatch(/^# Squire Docs\n\n> /)
    for (const route of DOC_ROUTES) expect(full).toContain(`Source: ${SITE}${route}\n`)
  })

  it('serves the Markdown twins and llms.txt as text', async () => {
    for (const file of ['/llms.txt', '/concepts/overview.md']) {
      const response = await fetch(`${baseUrl()}${file}`)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toMatch(/^text\//)
    }
  })
})
