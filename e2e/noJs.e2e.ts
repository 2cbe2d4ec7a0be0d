/**
 * With JavaScript disabled, every doc page of the sitemap shows its content, the navbar, the docs
 * sidebar and (when it has headings) the table of contents, and their links work: internal links
 * answer 200 and TOC anchors name an element of the page.
 */
import fs from 'fs'
import path from 'path'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { baseUrl, launch } from './support/browser'
import { ROOT } from './support/server'

const publicDir = path.join(ROOT, 'public')
const DOC_PAGES = fs
  .readdirSync(publicDir)
  .filter((f) => /^sitemap-\d+\.xml$/.test(f))
  .flatMap((f) => [...fs.readFileSync(path.join(publicDir, f), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname))
  .filter((p) => p !== '/' && !p.startsWith('/blog'))
  .sort()

/** Docs that src/config/sidebars.ts puts in no sidebar (the site overview and the claiming guide). */
const IN_NO_SIDEBAR = ['/overview', '/claiming/overview']

let browser: Browser
let context: BrowserContext
let page: Page
const errors: string[] = []
const statusOf = new Map<string, Promise<number>>()

/** HTTP status of an internal path, fetched once per run. */
function status(pathname: string): Promise<number> {
  if (!statusOf.has(pathname)) statusOf.set(pathname, fetch(`${baseUrl()}${pathname}`, { redirect: 'manual' }).then((r) => r.status))
  return statusOf.get(pathname) as Promise<number>
}

beforeAll(async () => {
  browser = await launch()
  context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } })
  await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort())
  page = await context.newPage()
  page.on('pageerror', (error) => errors.push(String(error)))
})
afterAll(async () => {
  await browser?.close()
})

/** Visible links of a region: text and href. */
function linksOf(region: string): Promise<Array<{ text: string; href: string }>> {
  return page.$$eval(`${region} a[href]`, (anchors) =>
    anchors
      .filter((a) => (a as HTMLElement).offsetParent !== null)
      .map((a) => ({ text: (a.textContent ?? '').trim(), href: a.getAttribute('href') ?? '' })),
  )
}

test('the sitemap lists the doc pages', () => {
  expect(DOC_PAGES.length).toBeGreaterThan(40)
})

describe('without JavaScript', () => {
  it.each(DOC_PAGES)('%s shows content, navbar, sidebar and TOC, and their links work', async (route) => {
    const response = await page.goto(`${baseUrl()}${route}`)
    expect(response?.status()).toBe(200)
    // Content
    const h1 = await page.locator('main h1').first().textContent()
    expect(h1?.trim()).toBeTruthy()
    expect((await page.locator('main article').first().innerText()).length).toBeGreaterThan(200)
    // Navbar
    const navbar = await linksOf('nav[aria-label="Main"]')
    expect(navbar.map((l) => l.text)).toEqual(expect.arrayContaining(['Concepts', 'Contracts', 'SDKs', 'APIs']))
    // Sidebar, with the current page marked and visible (pages in no sidebar have none)
    const sidebar = await linksOf('nav[aria-label="Docs sidebar"]')
    if (IN_NO_SIDEBAR.includes(route)) {
      expect(await page.locator('nav[aria-label="Docs sidebar"]').count()).toBe(0)
    } else {
      expect(sidebar.length).toBeGreaterThan(0)
      expect(await page.locator('nav[aria-label="Docs sidebar"] a[aria-current="page"]').isVisible()).toBe(true)
    }
    // TOC, when the page has h2 headings
    const headings = await page.locator('main article h2[id]').count()
    const toc = await linksOf('nav[aria-labelledby="toc-title"]')
    if (headings > 0) expect(toc.length).toBeGreaterThanOrEqual(headings)
    for (const { href } of toc) {
      expect(href).toMatch(/^#/)
      expect(await page.locator(`[id="${decodeURIComponent(href.slice(1))}"]`).count()).toBe(1)
    }
    // Internal links of navbar and sidebar answer 200
    const internal = [...navbar, ...sidebar].map((l) => l.href).filter((href) => href.startsWith('/'))
    const broken: string[] = []
    for (const href of new Set(internal)) if ((await status(href.split('#')[0])) !== 200) broken.push(href)
    expect(broken).toEqual([])
    expect(errors).toEqual([])
  })
})
