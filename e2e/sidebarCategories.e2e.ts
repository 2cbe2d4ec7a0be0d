/**
 * The sidebar's closed categories (src/theme/navigation/sidebarView.ts), in the built site served
 * the way a host serves it (public/_headers applied: e2e/support/hostServer.ts). The claiming
 * dApp's "Smart contracts" category starts closed (src/config/sidebars.ts): a page outside it
 * carries none of its links; opening it fetches the sidebar file once, which the browser keeps
 * for the next page; without JavaScript its category page leads to each of its docs.
 */
import path from 'path'
import type { Browser, Page } from 'playwright-core'
import { launch, openPage, waitForHydration } from './support/browser'
import { ROOT } from './support/server'
import { startHostServer, type HostServer } from './support/hostServer'

const CATEGORY_PAGE = '/contracts/category/claiming-dapp/smart-contracts'
const DEEP_DOC = '/contracts/claiming-dapp/reference/smart-contracts/ecdsa'

let browser: Browser
let host: HostServer
beforeAll(async () => {
  host = await startHostServer(path.join(ROOT, 'public'))
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
  await host?.close()
})

const sidebar = (page: Page) => page.locator('nav[aria-label="Docs sidebar"]').first()
const toggleOf = (page: Page) => sidebar(page).locator(`a[href="${CATEGORY_PAGE}"] + button`)

describe('a closed sidebar category', () => {
  it('opens from the content-hashed sidebar file, fetched once and cached for the next page', async () => {
    // Not openPage: its request routing (which keeps tests off the network) turns Chromium's HTTP
    // cache off, and this test is about that cache. The built site requests only its own origin.
    const context = await browser.newContext({ bypassCSP: true })
    const page = await context.newPage()
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    page.on('pageerror', (error) => errors.push(String(error)))
    const offHost: string[] = []
    page.on('request', (request) => {
      if (!request.url().startsWith(host.url)) offHost.push(request.url())
    })
    const fetched: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/static/sidebars/')) fetched.push(request.url())
    })
    const response = await page.goto(`${host.url}/contracts/v2/overview`)
    const html = (await response?.text()) ?? ''
    expect(html).toContain(`href="${CATEGORY_PAGE}"`)
    expect(html).not.toContain(`href="${DEEP_DOC}"`)
    await waitForHydration(page)
    const toggle = toggleOf(page)
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false')
    await expect(toggle.getAttribute('aria-label')).resolves.toBe('Expand category Smart contracts')
    expect(fetched).toEqual([])

    // Keyboard: focus the toggle, Enter opens it; focus stays on it; others stay open.
    const openBefore = await sidebar(page).locator('button[aria-expanded="true"]').count()
    await toggle.focus()
    await page.keyboard.press('Enter')
    await sidebar(page).locator(`a[href="${DEEP_DOC}"]`).waitFor()
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('true')
    await expect(toggle.evaluate((el) => el === document.activeElement)).resolves.toBe(true)
    expect(await sidebar(page).locator('button[aria-expanded="true"]').count()).toBe(openBefore + 1)
    expect(fetched).toHaveLength(1)
    expect(fetched[0]).toMatch(/\/static\/sidebars\/contracts\.[0-9a-f]{10}\.json$/)
    const file = await context.request.get(fetched[0])
    expect(file.headers()['cache-control']).toMatch(/immutable/)

    // Client-side navigation: the category stays open, nothing fetched again.
    await sidebar(page).locator('a[href="/contracts/v2/guides/oracles"]').click()
    await page.waitForURL(/\/contracts\/v2\/guides\/oracles$/)
    await sidebar(page).locator(`a[href="${DEEP_DOC}"]`).waitFor()
    expect(fetched).toHaveLength(1)

    // A new page load: closed again (state is per visit), and opening it reads the browser's cache.
    await page.goto(`${host.url}/contracts/v3/overview`)
    await waitForHydration(page)
    await expect(toggleOf(page).getAttribute('aria-expanded')).resolves.toBe('false')
    await toggleOf(page).click()
    await sidebar(page).locator(`a[href="${DEEP_DOC}"]`).waitFor()
    const transfer = await page.evaluate((url) => (performance.getEntriesByName(url) as PerformanceResourceTiming[]).map((entry) => entry.transferSize), fetched[0])
    // Asked for again by the new page, answered by the browser's cache: no bytes transferred.
    expect(fetched).toEqual([fetched[0], fetched[0]])
    expect(transfer).toEqual([0])
    expect(errors).toEqual([])
    expect(offHost).toEqual([])
    await context.close()
  })

  it('opens on its own docs\' pages without a fetch', async () => {
    const { page, context, errors } = await openPage(browser)
    const fetched: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/static/sidebars/')) fetched.push(request.url())
    })
    await page.goto(`${host.url}${DEEP_DOC}`)
    await waitForHydration(page)
    await expect(toggleOf(page).getAttribute('aria-expanded')).resolves.toBe('true')
    await expect(sidebar(page).locator(`a[href="${DEEP_DOC}"]`).getAttribute('aria-current')).resolves.toBe('page')
    expect(fetched).toEqual([])
    expect(errors).toEqual([])
    await context.close()
  })
})

describe('without JavaScript', () => {
  it('reaches a doc of a closed category through its category page', async () => {
    const { page, context } = await openPage(browser, { javaScriptEnabled: false })
    await page.goto(`${host.url}/contracts/v2/overview`)
    await sidebar(page).locator(`a[href="${CATEGORY_PAGE}"]`).click()
    await page.waitForURL((url) => url.pathname === CATEGORY_PAGE)
    await expect(page.locator('main h1').first().textContent()).resolves.toBe('Smart contracts')
    // The category page lists its 17 docs, and the sidebar beside it shows the category open.
    expect(await page.locator(`main article a[href^="/contracts/claiming-dapp/reference/smart-contracts/"]`).count()).toBe(17)
    await expect(sidebar(page).locator(`a[href="${CATEGORY_PAGE}"]`).getAttribute('aria-current')).resolves.toBe('page')
    await page.locator(`main article a[href="${DEEP_DOC}"]`).click()
    await page.waitForURL((url) => url.pathname === DEEP_DOC)
    await expect(page.locator('main h1').first().textContent()).resolves.toMatch(/ECDSA/i)
    await context.close()
  })
})
