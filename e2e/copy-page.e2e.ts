/** The "Copy page" button on docs puts the page's Markdown twin on the clipboard. */
import type { Browser } from 'playwright-core'
import { baseUrl, launch, openPage, waitForHydration } from './support/browser'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
})

describe('Copy page', () => {
  it.each(['/sdk/v3/overview', '/contracts/squire-token/partners/Partners'])('copies the Markdown of %s', async (route) => {
    const { page, context, errors } = await openPage(browser)
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() })
    await page.goto(`${baseUrl()}${route}`)
    await waitForHydration(page)
    const button = page.getByRole('button', { name: 'Copy page' })
    await button.click()
    await page.getByRole('button', { name: 'Copied' }).waitFor()
    await expect(page.getByRole('status').filter({ hasText: 'Page copied as Markdown' }).count()).resolves.toBe(1)

    const copied = await page.evaluate(() => navigator.clipboard.readText())
    const twin = await (await fetch(`${baseUrl()}${route}.md`)).text()
    expect(copied).toBe(twin)
    const title = await page.getByRole('heading', { level: 1 }).textContent()
    // The twin's first line points to llms.txt (src/build/outputs/agents/indexPointer.ts), then the doc.
    const [pointer, blank, heading] = copied.split('\n')
    expect(pointer).toMatch(/^> .*\/llms\.txt\)$/)
    expect([blank, heading]).toEqual(['', `# ${title}`])
    // The label returns to "Copy page" after the feedback.
    await page.getByRole('button', { name: 'Copy page' }).waitFor()
    expect(errors).toEqual([])
    await context.close()
  })

  it('says so when the Markdown cannot be fetched', async () => {
    const { page, context, errors } = await openPage(browser)
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() })
    await context.route(/\.md$/, (route) => route.fulfill({ status: 500, body: 'nope' }))
    await page.goto(`${baseUrl()}/concepts/overview`)
    await waitForHydration(page)
    await page.getByRole('button', { name: 'Copy page' }).click()
    await page.getByRole('button', { name: 'Copy failed' }).waitFor()
    expect(errors.filter((e) => !e.includes('500'))).toEqual([])
    await context.close()
  })
})
