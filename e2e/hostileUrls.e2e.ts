/**
 * Hostile and odd URLs: markup, dot segments, escaped slashes, a 2,000-character segment,
 * unicode, a malformed escape. Each gets the 404 page (or the page it names) with its heading
 * rendered after hydration — never a blank page, a crash or markup from the address in the DOM.
 * `/a%2Fb` used to render blank: see src/theme/pathnameRoundTrip.ts.
 */
import type { Browser, Dialog } from 'playwright-core'
import { baseUrl, launch, openPage, waitForHydration } from './support/browser'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
})

const NOT_FOUND = 'Page Not Found'
const MARKUP = '/%3Cscript%3Ealert(1)%3C%2Fscript%3E'

/** [what, path, expected status, expected h1 (null: any heading that is not the 404's)] */
const CASES: Array<[string, string, number, string | null]> = [
  ['an escaped slash', '/a%2Fb', 404, NOT_FOUND],
  ['script markup with an escaped slash', MARKUP, 404, NOT_FOUND],
  ['markup in a segment', '/%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E', 404, NOT_FOUND],
  ['an escaped "?" and "#"', '/a%3Fb%23c', 404, NOT_FOUND],
  ['an escaped slash inside a real route (the server decodes it)', '/concepts%2Foverview', 200, null],
  ['dot segments to a real page', '/blog/../concepts/./overview', 200, null],
  ['escaped dot segments to a real page', '/blog/%2E%2E/concepts/overview', 200, null],
  ['a 2,000-character segment', `/${'a'.repeat(2000)}`, 404, NOT_FOUND],
  ['unicode', '/stra%C3%9Fe/%E2%9C%93', 404, NOT_FOUND],
  ['a malformed escape', '/%E0%A4%A', 404, NOT_FOUND],
  ['an escaped "%"', '/100%25', 404, NOT_FOUND],
]

describe('hostile URLs', () => {
  it.each(CASES)('%s (%s) shows a page, not a crash', async (_what, path, status, heading) => {
    const { page, context, errors } = await openPage(browser)
    const dialogs: string[] = []
    page.on('dialog', (dialog: Dialog) => {
      dialogs.push(dialog.message())
      void dialog.dismiss()
    })
    const response = await page.goto(`${baseUrl()}${path}`)
    expect(response?.status()).toBe(status)
    const h1 = page.getByRole('heading', { level: 1 })
    await h1.waitFor()
    await waitForHydration(page)
    if (heading) await expect(h1.textContent()).resolves.toBe(heading)
    else await expect(h1.textContent()).resolves.not.toBe(NOT_FOUND)
    // The address never becomes markup: no element, no script, no dialog from it.
    expect(await page.locator('img[src="x"], script:not([src]):text("alert(1)")').count()).toBe(0)
    expect(await page.evaluate(() => document.body.innerHTML.includes('<script>alert(1)'))).toBe(false)
    expect(dialogs).toEqual([])
    // Only the expected "not found" answers may be logged.
    expect(errors.filter((e) => !/status of 404/.test(e))).toEqual([])
    await context.close()
  })

  it('keeps the address of an escaped-slash URL readable by the router and shows the 404 page after a reload', async () => {
    const { page, context, errors } = await openPage(browser)
    await page.goto(`${baseUrl()}/a%2Fb`)
    await waitForHydration(page)
    await page.reload()
    await waitForHydration(page)
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(NOT_FOUND)
    expect(errors.filter((e) => !/status of 404/.test(e))).toEqual([])
    await context.close()
  })
})
