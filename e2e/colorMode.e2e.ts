import type { Browser, Page } from 'playwright-core'
import { baseUrl, launch, openPage, waitForHydration } from './support/browser'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
})

/** Records html[data-theme] at the moment <body> starts, i.e. before anything of the page can paint. */
async function recordThemeAtFirstPaint(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __themeAtBody?: string | null }
    new MutationObserver((_, observer) => {
      if (document.body) {
        w.__themeAtBody = document.documentElement.getAttribute('data-theme')
        observer.disconnect()
      }
    }).observe(document, { childList: true, subtree: true })
  })
}
const themeAtBody = (page: Page) => page.evaluate(() => (window as unknown as { __themeAtBody?: string | null }).__themeAtBody)
const theme = (page: Page) => page.evaluate(() => document.documentElement.getAttribute('data-theme'))
const toggle = (page: Page) => page.getByRole('button', { name: /Switch between dark and light mode/ })

describe('colour mode', () => {
  it('is dark by default, also with JavaScript off', async () => {
    const html = await (await fetch(`${baseUrl()}/concepts/overview`)).text()
    expect(html).toMatch(/<html[^>]*data-theme="dark"/)
    const { page, context } = await openPage(browser, { javaScriptEnabled: false, colorScheme: 'no-preference' })
    await page.goto(`${baseUrl()}/concepts/overview`)
    expect(await theme(page)).toBe('dark')
    const bg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor)
    expect(bg).toBe('rgb(15, 17, 22)')
    await context.close()
  })

  it('respects a light system preference when nothing is stored', async () => {
    const { page, context, errors } = await openPage(browser, { colorScheme: 'light' })
    await recordThemeAtFirstPaint(page)
    await page.goto(`${baseUrl()}/concepts/overview`)
    await waitForHydration(page)
    expect(await themeAtBody(page)).toBe('light')
    await expect(toggle(page).getAttribute('aria-label')).resolves.toContain('currently light mode')
    expect(errors).toEqual([])
    await context.close()
  })

  it('the toggle switches and stores the mode; a reload keeps it with no flash', async () => {
    const { page, context, errors } = await openPage(browser)
    await recordThemeAtFirstPaint(page)
    await page.goto(`${baseUrl()}/concepts/overview`)
    await waitForHydration(page)
    expect(await theme(page)).toBe('dark')
    await toggle(page).click()
    expect(await theme(page)).toBe('light')
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light')

    await page.reload()
    // Set by the inline script in the server HTML before <body> exists: no dark frame first.
    expect(await themeAtBody(page)).toBe('light')
    await waitForHydration(page)
    expect(await theme(page)).toBe('light')
    await expect(toggle(page).getAttribute('aria-label')).resolves.toContain('currently light mode')

    // Keyboard: the toggle is reachable and works with Enter.
    await toggle(page).focus()
    await page.keyboard.press('Enter')
    expect(await theme(page)).toBe('dark')
    expect(errors).toEqual([])
    await context.close()
  })

  it('the stored mode applies before the site scripts run (scripts blocked)', async () => {
    const { page, context } = await openPage(browser)
    await page.goto(`${baseUrl()}/concepts/overview`)
    await page.evaluate(() => localStorage.setItem('theme', 'light'))
    await context.route(/\.js(\?|$)/, (route) => route.abort())
    await page.reload()
    expect(await theme(page)).toBe('light')
    await context.close()
  })

  it('a second tab follows a change', async () => {
    const { page, context, errors } = await openPage(browser)
    const second = await context.newPage()
    await page.goto(`${baseUrl()}/concepts/overview`)
    await second.goto(`${baseUrl()}/apis/overview`)
    await Promise.all([waitForHydration(page), waitForHydration(second)])
    expect(await theme(second)).toBe('dark')
    await toggle(page).click()
    await second.waitForFunction(() => document.documentElement.getAttribute('data-theme') === 'light')
    await expect(toggle(second).getAttribute('aria-label')).resolves.toContain('currently light mode')
    expect(errors).toEqual([])
    await context.close()
  })
})
