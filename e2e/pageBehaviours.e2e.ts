import { execFileSync } from 'child_process'
import type { Browser, Locator, Page } from 'playwright-core'
import { baseUrl, launch, openPage, waitForHydration } from './support/browser'
import { ROOT } from './support/server'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
})

/**
 * A real pointer click where the element is on screen. Locator.click() and focus() first "scroll
 * it into view", which for the sticky navbar moves the page — not what a reader's click does.
 */
async function clickInPlace(page: Page, locator: Locator): Promise<void> {
  const box = await locator.boundingBox()
  if (!box) throw new Error('element is not visible')
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
}

/** Distance from the bottom of the sticky navbar to the top of an element. */
function gapBelowNavbar(page: Page, id: string): Promise<number> {
  return page.evaluate((target) => {
    const nav = document.querySelector('nav[aria-label="Main"]')!.getBoundingClientRect()
    return document.getElementById(target)!.getBoundingClientRect().top - nav.bottom
  }, id)
}

describe('scroll', () => {
  it('off-screen code blocks reserve their real height: the page does not change length as they render', async () => {
    const { page, context, errors } = await openPage(browser)
    await page.goto(`${baseUrl()}/contracts/v2/reference/smart-contracts/router-02`)
    await waitForHydration(page)
    const blocks = page.locator('.gatsby-highlight pre')
    expect(await blocks.count()).toBeGreaterThan(10)
    // Skipped while off screen (content-visibility: auto), with the height of their lines reserved.
    await expect(blocks.last().evaluate((pre) => getComputedStyle(pre).contentVisibility)).resolves.toBe('auto')
    const before = await page.evaluate(() => document.documentElement.scrollHeight)
    for (const pre of await blocks.all()) {
      await pre.scrollIntoViewIfNeeded()
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
    }
    const after = await page.evaluate(() => document.documentElement.scrollHeight)
    expect(Math.abs(after - before)).toBeLessThanOrEqual(before * 0.002)
    expect(errors).toEqual([])
    await context.close()
  })

  it('opens a URL with an anchor at the heading, clear of the sticky navbar', async () => {
    const { page, context, errors } = await openPage(browser)
    await page.goto(`${baseUrl()}/sdk/v3/overview#quote-with-quoterv2`)
    await waitForHydration(page)
    await page.waitForFunction(() => window.scrollY > 0)
    const gap = await gapBelowNavbar(page, 'quote-with-quoterv2')
    expect(gap).toBeGreaterThanOrEqual(0)
    expect(gap).toBeLessThan(40)
    expect(errors).toEqual([])
    await context.close()
  })

  it('scrolls to an anchor on another page after client-side navigation, and to the top without one', async () => {
    const { page, context } = await openPage(browser)
    await page.goto(`${baseUrl()}/sdk/v2/overview`)
    await waitForHydration(page)
    await page.evaluate(() => window.scrollTo(0, 600))
    await page.evaluate(() => (window as unknown as { ___navigate: (to: string) => void }).___navigate('/sdk/v3/overview#read-the-pool'))
    await page.waitForURL(`${baseUrl()}/sdk/v3/overview#read-the-pool`)
    await page.waitForFunction(() => {
      const nav = document.querySelector('nav[aria-label="Main"]')!.getBoundingClientRect()
      const top = document.getElementById('read-the-pool')?.getBoundingClientRect().top ?? -1
      return top >= nav.bottom && top - nav.bottom < 40
    })
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'APIs', exact: true }).click()
    await page.waitForURL(`${baseUrl()}/apis/overview`)
    await page.waitForFunction(() => window.scrollY === 0)
    await context.close()
  })

  it('back and forward restore the scroll position, also for an entry with an anchor', async () => {
    const { page, context } = await openPage(browser)
    await page.goto(`${baseUrl()}/sdk/v3/overview`)
    await waitForHydration(page)
    await page.evaluate(() => window.scrollTo(0, 900))
    await page.waitForFunction(() => window.scrollY === 900)
    await clickInPlace(page, page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'APIs', exact: true }))
    await page.waitForURL(`${baseUrl()}/apis/overview`)
    await page.waitForFunction(() => window.scrollY === 0)
    await page.goBack()
    await page.waitForURL(`${baseUrl()}/sdk/v3/overview`)
    await page.waitForFunction(() => Math.abs(window.scrollY - 900) < 2)

    // An entry with an anchor, reached client-side (a full load adds more jumps to the anchor).
    await page.evaluate(() => (window as unknown as { ___navigate: (to: string) => void }).___navigate('/sdk/v3/overview#installation'))
    await page.waitForURL(`${baseUrl()}/sdk/v3/overview#installation`)
    await page.waitForFunction(() => {
      const nav = document.querySelector('nav[aria-label="Main"]')!.getBoundingClientRect()
      const top = document.getElementById('installation')!.getBoundingClientRect().top
      return top >= nav.bottom && top - nav.bottom < 40
    })
    await page.evaluate(() => window.scrollTo(0, 1500))
    await page.waitForFunction(() => window.scrollY === 1500)
    await clickInPlace(page, page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'APIs', exact: true }))
    await page.waitForURL(`${baseUrl()}/apis/overview`)
    await page.goBack()
    await page.waitForURL(`${baseUrl()}/sdk/v3/overview#installation`)
    await page.waitForFunction(() => Math.abs(window.scrollY - 1500) < 2)
    await page.goForward()
    await page.waitForURL(`${baseUrl()}/apis/overview`)
    await page.waitForFunction(() => window.scrollY === 0)
    await context.close()
  })
})

describe('skip link', () => {
  it('is the first focusable element and moves focus to main', async () => {
    const { page, context, errors } = await openPage(browser)
    await page.goto(`${baseUrl()}/sdk/v3/overview`)
    await waitForHydration(page)
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to main content')
    await page.keyboard.press('Enter')
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('__main')
    expect(errors).toEqual([])
    await context.close()
  })
})

describe('code blocks', () => {
  it('copy button copies the code and says "Copied"', async () => {
    const { page, context, errors } = await openPage(browser, { permissions: ['clipboard-read', 'clipboard-write'] })
    await page.goto(`${baseUrl()}/sdk/v3/overview`)
    await waitForHydration(page)
    const block = page.locator('figure[data-language="ts"]').first()
    const code = (await block.locator('pre code').textContent())!.replace(/\n$/, '')
    await block.hover()
    await block.getByRole('button', { name: 'Copy code to clipboard' }).click()
    await block.getByRole('button', { name: 'Copied' }).waitFor()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code)
    expect(errors).toEqual([])
    await context.close()
  })

  it('long lines scroll inside the block, not the page', async () => {
    const { page, context } = await openPage(browser, { viewport: { width: 800, height: 900 } })
    await page.goto(`${baseUrl()}/sdk/v3/overview`)
    await waitForHydration(page)
    // Effects run after hydration: wait until the wide block has been made keyboard-scrollable.
    await page.waitForFunction(() => Array.from(document.querySelectorAll('pre')).some((p) => p.scrollWidth > p.clientWidth && p.tabIndex === 0))
    const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, view: window.innerWidth }))
    expect(widths.page).toBeLessThanOrEqual(widths.view)
    await context.close()
  })
})

describe('tabs', () => {
  it('sync across the page, persist, and fall back on junk', async () => {
    const { page, context, errors } = await openPage(browser)
    await page.goto(`${baseUrl()}/sdk/v3/overview`)
    await waitForHydration(page)
    await page.getByRole('tab', { name: 'Yarn' }).first().click()
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.tab.package-manager'))).toBe('yarn')
    await page.goto(`${baseUrl()}/sdk/v2/overview`)
    await waitForHydration(page)
    await page.waitForFunction(() => document.querySelector('[role="tab"][aria-selected="true"]')?.textContent === 'Yarn')
    await page.getByRole('tab', { name: 'Yarn' }).first().focus()
    await page.keyboard.press('ArrowLeft')
    await page.waitForFunction(() => document.querySelector('[role="tab"][aria-selected="true"]')?.textContent === 'npm')
    await page.evaluate(() => localStorage.setItem('docusaurus.tab.package-manager', '{"junk":true}'))
    await page.reload()
    await waitForHydration(page)
    expect(await page.getByRole('tab', { selected: true }).first().textContent()).toBe('npm')
    expect(errors).toEqual([])
    await context.close()
  })
})

describe('doc chrome', () => {
  it('shows the version label, "Edit this page" and the last git change of the file', async () => {
    const html = await (await fetch(`${baseUrl()}/apis/overview`)).text()
    expect(html).toContain('Version: Next')
    expect(html).toMatch(/href="https:\/\/github\.com\/[^"]+\/edit\/main\/content\/docs\/apis\/overview\.mdx"/)
    let committed = ''
    try {
      committed = execFileSync('git', ['log', '-1', '--format=%cI', '--', 'content/docs/apis/overview.mdx'], { cwd: ROOT, encoding: 'utf8' }).trim()
    } catch {
      committed = ''
    }
    if (committed) expect(html).toMatch(/Last updated on <time dateTime="[^"]+">[A-Z][a-z]+ \d{1,2}, \d{4}<\/time>/)
    else expect(html).not.toContain('Last updated on')
  })

  it('stores the preferred docs version and offers back-to-top after scrolling', async () => {
    const { page, context, errors } = await openPage(browser)
    await page.goto(`${baseUrl()}/sdk/v3/overview`)
    await waitForHydration(page)
    await page.waitForFunction(() => localStorage.getItem('docs-preferred-version-default') === 'current')
    const button = page.getByRole('button', { name: 'Scroll back to top' })
    expect(await button.isVisible()).toBe(false)
    await page.evaluate(() => window.scrollTo(0, 1500))
    await button.waitFor({ state: 'visible' })
    await button.click()
    await page.waitForFunction(() => window.scrollY === 0)
    expect(errors).toEqual([])
    await context.close()
  })
})

describe('base-URL banner', () => {
  it('appears when the site is served under a path its scripts do not load from', async () => {
    const html = await (await fetch(`${baseUrl()}/concepts/overview`)).text()
    const { page, context } = await openPage(browser)
    // The HTML answers at /docs/…, but the root-relative script URLs miss, as on a host that
    // serves the site under /docs/ with no pathPrefix configured.
    await context.route(`${baseUrl()}/docs/concepts/overview`, (route) => route.fulfill({ body: html, contentType: 'text/html' }))
    await context.route(/\.js(\?|$)/, (route) => route.abort())
    await page.goto(`${baseUrl()}/docs/concepts/overview`)
    const banner = page.locator('#__docusaurus-base-url-issue-banner')
    await banner.waitFor()
    expect(await banner.textContent()).toContain('Your Docusaurus site did not load properly.')
    expect(await banner.textContent()).toContain('Current configured base URL = / (default value)')
    expect(await banner.locator('[data-suggested-base-url]').textContent()).toBe('/docs/')
    await context.close()
  })

  it('does not appear on a site that loads', async () => {
    const { page, context } = await openPage(browser)
    await page.goto(`${baseUrl()}/`)
    await waitForHydration(page)
    await page.waitForLoadState('load')
    expect(await page.locator('#__docusaurus-base-url-issue-banner').count()).toBe(0)
    await context.close()
  })
})
