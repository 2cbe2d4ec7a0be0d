import type { Browser, Page } from 'playwright-core'
import { baseUrl, launch, openPage, waitForHydration } from './support/browser'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
})

const menu = (page: Page) => page.getByRole('dialog', { name: 'Navigation menu' })
const toggle = (page: Page) => page.getByRole('button', { name: 'Open navigation menu' })
const bodyOverflow = (page: Page) => page.evaluate(() => document.body.style.overflow)

describe('mobile menu at 800 px', () => {
  it('opens on the doc sidebar, goes back to the main menu, closes on Escape and above 996 px', async () => {
    const { page, context, errors } = await openPage(browser, { viewport: { width: 800, height: 900 } })
    await page.goto(`${baseUrl()}/sdk/v3/overview`)
    await waitForHydration(page)
    // The desktop navbar items are hidden; the toggle is shown.
    expect(await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Concepts', exact: true }).isVisible()).toBe(false)
    await toggle(page).click()
    await menu(page).waitFor()
    expect(await bodyOverflow(page)).toBe('hidden')
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true)
    expect(await menu(page).getByRole('link', { name: 'V2 SDK' }).isVisible()).toBe(true)

    await menu(page).getByRole('button', { name: /Back to main menu/ }).click()
    await menu(page).getByRole('link', { name: 'Concepts', exact: true }).waitFor()
    expect(await menu(page).getByRole('link', { name: 'V2 SDK' }).count()).toBe(0)

    await page.keyboard.press('Escape')
    await menu(page).waitFor({ state: 'detached' })
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Open navigation menu')
    expect(await bodyOverflow(page)).toBe('')

    await toggle(page).click()
    await menu(page).waitFor()
    await page.setViewportSize({ width: 1200, height: 900 })
    await menu(page).waitFor({ state: 'detached' })
    expect(await bodyOverflow(page)).toBe('')
    expect(errors).toEqual([])
    await context.close()
  })

  it('closes when a link in it is followed', async () => {
    const { page, context, errors } = await openPage(browser, { viewport: { width: 800, height: 900 } })
    await page.goto(`${baseUrl()}/sdk/v3/overview`)
    await waitForHydration(page)
    await toggle(page).click()
    await menu(page).getByRole('link', { name: 'V2 SDK' }).click()
    await page.waitForURL(`${baseUrl()}/sdk/v2/overview`)
    await menu(page).waitFor({ state: 'detached' })
    expect(await bodyOverflow(page)).toBe('')
    expect(errors).toEqual([])
    await context.close()
  })
})
