/**
 * Analytics off: the main browser-test run uses a build with no GATSBY_ANALYTICS_* variables, and
 * the reader's browsing loads no SDK, sends nothing and stores nothing. (The collector build is
 * tested by e2e/collector/analytics.e2e.ts, run by scripts/test.sh against its own build.)
 */
import type { Browser } from 'playwright-core'
import { baseUrl, launch, openPage, waitForHydration } from './support/browser'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
})

describe('analytics off (no GATSBY_ANALYTICS_* variables)', () => {
  it('loads no SDK, sends nothing and stores nothing while the reader browses', async () => {
    // A build with analytics on bakes its collector URL into the app chunk; this run needs the off build.
    const { page, context, errors } = await openPage(browser)
    const requests: string[] = []
    page.on('request', (request) => requests.push(request.url()))
    await page.goto(`${baseUrl()}/`)
    await waitForHydration(page)
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Concepts', exact: true }).click()
    await page.waitForURL(`${baseUrl()}/concepts/overview`)
    await page.getByRole('heading', { level: 1 }).waitFor()
    // The sentiment widget only feeds analytics: without it the page does not ask (nor thank).
    await expect(page.getByRole('group', { name: 'Was this page helpful?' }).count()).resolves.toBe(0)
    await page.getByRole('navigation', { name: 'Docs pages' }).getByRole('link').last().click()
    await page.waitForURL((url) => url.pathname !== '/concepts/overview')

    expect(requests.filter((url) => !url.startsWith(baseUrl()))).toEqual([])
    expect(requests.filter((url) => /amplitude|web-vitals/i.test(url))).toEqual([])
    const stored = await page.evaluate(() => ({ cookie: document.cookie, keys: Object.keys(localStorage) }))
    expect(stored.cookie).not.toMatch(/AMP_/)
    expect(stored.keys.filter((k) => k.startsWith('AMP_'))).toEqual([])
    expect(errors).toEqual([])
    await context.close()
  })
})
