import type { Browser, Page } from 'playwright-core'
import { baseUrl, launch, openPage, waitForHydration } from './support/browser'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
})

const bar = (page: Page) => page.getByRole('region', { name: 'Announcement' })

describe('announcement bar', () => {
  it('is in the server HTML', async () => {
    const html = await (await fetch(`${baseUrl()}/`)).text()
    expect(html).toContain('aria-label="Announcement"')
  })

  it('stays closed after a reload, without showing for a moment', async () => {
    const { page, context, errors } = await openPage(browser)
    // At DOMContentLoaded (before hydration) record whether the bar is displayed.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const region = document.querySelector('[aria-label="Announcement"]')
        ;(window as unknown as { __barShownAtLoad?: boolean }).__barShownAtLoad = Boolean(region && getComputedStyle(region).display !== 'none')
      })
    })
    await page.goto(`${baseUrl()}/concepts/overview`)
    await waitForHydration(page)
    expect(await page.evaluate(() => (window as unknown as { __barShownAtLoad?: boolean }).__barShownAtLoad)).toBe(true)
    await page.getByRole('button', { name: 'Close announcement' }).click()
    await bar(page).waitFor({ state: 'detached' })
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.dismiss'))).toBe('true')

    await page.reload()
    expect(await page.evaluate(() => (window as unknown as { __barShownAtLoad?: boolean }).__barShownAtLoad)).toBe(false)
    await waitForHydration(page)
    await bar(page).waitFor({ state: 'detached' })
    expect(errors).toEqual([])
    await context.close()
  })

  it('shows again when the configured id changes', async () => {
    const { page, context } = await openPage(browser)
    await page.goto(`${baseUrl()}/`)
    await page.evaluate(() => {
      localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement')
      localStorage.setItem('docusaurus.announcement.dismiss', 'true')
    })
    await page.reload()
    await waitForHydration(page)
    await bar(page).waitFor({ state: 'visible' })
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.dismiss'))).toBeNull()
    await context.close()
  })
})
