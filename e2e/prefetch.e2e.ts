/**
 * Spec §7: linked routes are prefetched when they become visible or are hovered, unless the
 * connection is slow 2g with data-saver on. navigator.connection is stubbed before any page script
 * runs; what is asserted is the page-data requests the page makes.
 *
 * Hover uses Gatsby's loadPage (an XHR); visible links use its prefetch queue (<link rel=prefetch>),
 * so the resource type tells the two paths apart.
 */
import type { Browser, Page } from 'playwright-core'
import { baseUrl, launch, openPage, waitForHydration, type TrackedPage } from './support/browser'

interface Connection {
  effectiveType: string
  saveData: boolean
}

const FAST: Connection = { effectiveType: '4g', saveData: false }
const SLOW_SAVER: Connection = { effectiveType: 'slow-2g', saveData: true }

interface Watched extends TrackedPage {
  /** "<resource type> <path>" of each page-data request other than the opened page's own. */
  pageData: string[]
}

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
})

async function open(connection: Connection, path: string): Promise<Watched> {
  const tracked = await openPage(browser)
  await tracked.page.addInitScript((c: Connection) => {
    const connection = { ...c, addEventListener: () => undefined, removeEventListener: () => undefined }
    Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => connection })
  }, connection)
  const own = `/page-data${path}/page-data.json`
  const pageData: string[] = []
  tracked.page.on('request', (request) => {
    const pathname = new URL(request.url()).pathname
    if (/^\/page-data\/(?!app-data|sq\/).+\/page-data\.json$/.test(pathname) && pathname !== own) pageData.push(`${request.resourceType()} ${pathname}`)
  })
  await tracked.page.goto(`${baseUrl()}${path}`)
  await waitForHydration(tracked.page)
  return { ...tracked, pageData }
}

/** Polls a condition on the test side (the request list) until it holds. */
async function until(condition: () => boolean, what: string, timeoutMs = 30000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/**
 * Lets the page finish what it had queued (an idle callback), then makes one marker request:
 * requests are reported in order, so once the marker is seen every earlier request has been.
 */
async function settle(watched: Watched, page: Page = watched.page): Promise<void> {
  let seen = false
  const onRequest = (request: { url: () => string }) => {
    if (request.url().includes('prefetch-test-marker')) seen = true
  }
  page.on('request', onRequest)
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(null))))
  await page.evaluate(() => fetch('/favicon.svg?prefetch-test-marker').catch(() => undefined))
  await until(() => seen, 'the marker request')
  page.off('request', onRequest)
}

const navbarLink = (page: Page, name: string) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true })

describe('prefetch (spec §7)', () => {
  it('prefetches visible links, except on slow 2g with data-saver', async () => {
    const slow = await open(SLOW_SAVER, '/concepts/overview')
    const fast = await open(FAST, '/concepts/overview')
    await until(() => fast.pageData.some((r) => r.startsWith('other ')), 'visible links to be prefetched on a fast connection')
    // The slow page was opened first, so its prefetch queue has had at least as long.
    await settle(slow)
    expect(slow.pageData).toEqual([])
    expect(slow.errors).toEqual([])
    expect(fast.errors).toEqual([])
    await slow.context.close()
    await fast.context.close()
  })

  it('prefetches a hovered navbar link, except on slow 2g with data-saver', async () => {
    const fast = await open(FAST, '/concepts/overview')
    await navbarLink(fast.page, 'APIs').hover()
    await until(() => fast.pageData.includes('xhr /page-data/apis/overview/page-data.json'), 'the hovered route to load')

    const slow = await open(SLOW_SAVER, '/concepts/overview')
    await navbarLink(slow.page, 'APIs').hover()
    await settle(slow)
    expect(slow.pageData.filter((r) => r.startsWith('xhr '))).toEqual([])
    // Following the link still works, and only then loads the route.
    await navbarLink(slow.page, 'APIs').click()
    await slow.page.waitForURL(`${baseUrl()}/apis/overview`)
    expect(slow.pageData).toContain('xhr /page-data/apis/overview/page-data.json')
    expect(slow.errors).toEqual([])
    expect(fast.errors).toEqual([])
    await slow.context.close()
    await fast.context.close()
  })

  it('gives links inside a page body hover prefetch and client-side navigation', async () => {
    const fast = await open(FAST, '/apis/overview')
    const link = fast.page.locator('article').getByRole('link', { name: 'SDK', exact: true }).first()
    await link.hover()
    await until(() => fast.pageData.includes('xhr /page-data/sdk/v3/overview/page-data.json'), 'the hovered content link to load')
    await fast.page.evaluate(() => ((window as unknown as { __sameDocument?: boolean }).__sameDocument = true))
    await link.click()
    await fast.page.waitForURL(`${baseUrl()}/sdk/v3/overview`)
    await fast.page.getByRole('heading', { level: 1 }).waitFor()
    // No full page load: the window is the same.
    expect(await fast.page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true)

    const slow = await open(SLOW_SAVER, '/apis/overview')
    await slow.page.locator('article').getByRole('link', { name: 'SDK', exact: true }).first().hover()
    await settle(slow)
    expect(slow.pageData).toEqual([])
    expect(fast.errors).toEqual([])
    expect(slow.errors).toEqual([])
    await slow.context.close()
    await fast.context.close()
  })

  it('gives the sidebar’s links (plain anchors, one handler) visible and hover prefetch and client-side navigation', async () => {
    const fast = await open(FAST, '/contracts/v2/overview')
    const sidebar = fast.page.getByRole('navigation', { name: 'Docs sidebar' })
    // Visible sidebar links go through Gatsby's prefetch queue (<link rel=prefetch>).
    await until(() => fast.pageData.includes('other /page-data/contracts/squire-token/overview/page-data.json'), 'a visible sidebar link to be prefetched')
    await sidebar.getByRole('link', { name: 'Audits', exact: true }).hover()
    await until(() => fast.pageData.includes('xhr /page-data/contracts/squire-token/about/audits/page-data.json'), 'the hovered sidebar link to load')
    await fast.page.evaluate(() => ((window as unknown as { __sameDocument?: boolean }).__sameDocument = true))
    await sidebar.getByRole('link', { name: 'Audits', exact: true }).click()
    await fast.page.waitForURL(`${baseUrl()}/contracts/squire-token/about/audits`)
    await fast.page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Audits', exact: true }).and(fast.page.locator('[aria-current="page"]')).waitFor()
    expect(await fast.page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true)
    // Following the page's own sidebar entry replaces the history entry instead of adding one.
    const length = await fast.page.evaluate(() => window.history.length)
    await fast.page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Audits', exact: true }).click()
    await fast.page.waitForLoadState('networkidle')
    expect(await fast.page.evaluate(() => window.history.length)).toBe(length)
    expect(fast.errors).toEqual([])
    await fast.context.close()
  })
})
