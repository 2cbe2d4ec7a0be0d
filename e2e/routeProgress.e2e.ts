import type { Browser, Page } from 'playwright-core'
import { baseUrl, launch, openPage, waitForHydration } from './support/browser'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
})

/** Sets window.__progressSeen once the nprogress bar is ever added to the page. */
async function watchProgressBar(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __progressSeen?: boolean }
    w.__progressSeen = false
    new MutationObserver(() => {
      if (document.getElementById('nprogress')) w.__progressSeen = true
    }).observe(document, { childList: true, subtree: true })
  })
}
const progressSeen = (page: Page) => page.evaluate(() => (window as unknown as { __progressSeen?: boolean }).__progressSeen)

describe('route progress bar', () => {
  it('does not appear for a fast route', async () => {
    const { page, context, errors } = await openPage(browser)
    await watchProgressBar(page)
    await page.goto(`${baseUrl()}/concepts/overview`)
    await waitForHydration(page)
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'APIs', exact: true }).click()
    await page.waitForURL(`${baseUrl()}/apis/overview`)
    await page.getByRole('heading', { level: 1 }).waitFor()
    expect(await progressSeen(page)).toBe(false)
    expect(errors).toEqual([])
    await context.close()
  })

  it('appears when the route takes longer than 1000 ms, and finishes on arrival', async () => {
    const { page, context, errors } = await openPage(browser)
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    // Hold the next page's data (its prefetch included) until the bar has shown.
    await context.route('**/page-data/apis/overview/page-data.json', async (route) => {
      await held
      await route.continue()
    })
    await page.goto(`${baseUrl()}/concepts/overview`)
    await waitForHydration(page)
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'APIs', exact: true }).click()
    await page.locator('#nprogress .bar').waitFor({ state: 'attached' })
    // Still on the old page: the bar shows while the route is pending.
    expect(new URL(page.url()).pathname).toBe('/concepts/overview')
    const color = await page.locator('#nprogress .bar').evaluate((el) => getComputedStyle(el).backgroundColor)
    expect(color).toBe('rgb(143, 180, 255)') // --color-primary in dark mode
    release()
    await page.waitForURL(`${baseUrl()}/apis/overview`)
    await page.locator('#nprogress').waitFor({ state: 'detached' })
    expect(errors).toEqual([])
    await context.close()
  })
})
