/**
 * Accessibility beyond the sweep of every URL (e2e/support/a11ySweep.ts, run in parts by
 * e2e/a11ySweep*.e2e.ts): that the sweep covers the whole site, that the built HTML lets a keyboard
 * reach every code block before any script runs, the mobile menu open on one page, the search
 * modal open on another, the code-heavy pages at 320 px wide, and a code block below the first
 * screen reached and scrolled with the keyboard, in both colour modes.
 */
import fs from 'fs'
import path from 'path'
import type { Browser } from 'playwright-core'
import { axeViolations, layOutCodeBlocks, type KnownUpstreamViolation } from './support/axe'
import { MODES, SWEEP_PARTS, openInMode as openInModeOf, sitemapPaths, sweepPart, sweepUrls, visit, type Mode } from './support/a11ySweep'
import { launch, type TrackedPage } from './support/browser'
import { ROOT } from './support/server'

const SITEMAP = sitemapPaths()
/** Pages with many code blocks below the first screen, some with lines wider than any column. */
const CODE_PAGES = ['/apis/overview', '/concepts/squire-exchange', '/contracts/squire-token/about/tokenomics']

/** The built HTML of a site path (what a reader gets before any script runs). */
function builtHtml(route: string): string {
  return fs.readFileSync(path.join(ROOT, 'public', route === '/' ? '' : route, 'index.html'), 'utf8')
}

/**
 * DocSearch 3.9's modal (its own markup, not ours): the container is a focusable role=button
 * around the input, each hit is a role=option around its link, and the input's aria-controls
 * names per-source list ids while the list it renders is `#docsearch-list`. Reported upstream by
 * other sites (e.g. microsoft/playwright.dev#1629, microsoft/rushstack-websites#145). Only these
 * nodes are exempt; anything else in the open modal still fails.
 */
const DOCSEARCH_UPSTREAM: KnownUpstreamViolation[] = [
  { rule: 'nested-interactive', selector: '.DocSearch-Container, .DocSearch-Hit', why: 'DocSearch container and hit markup' },
  { rule: 'aria-valid-attr-value', selector: '#docsearch-input', why: "DocSearch input's aria-controls list ids" },
]

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
})

const openInMode = (mode: Mode, viewport?: { width: number; height: number }): Promise<TrackedPage> => openInModeOf(browser, mode, viewport)

test('the sweep covers the whole sitemap (docs, blog, home)', () => {
  expect(SITEMAP.length).toBeGreaterThan(40)
  expect(SITEMAP).toEqual(expect.arrayContaining(['/', '/overview', '/blog', '/blog/intro-to-gas-optimization', '/contracts/v2/reference/smart-contracts/router-02', ...CODE_PAGES]))
})

test('the parts of the sweep visit every URL once: the sitemap, category pages, search and 404', () => {
  const urls = sweepUrls()
  const parts = Array.from({ length: SWEEP_PARTS }, (_, k) => sweepPart(urls, k + 1))
  expect(parts.flat().sort()).toEqual([...urls].sort())
  expect(new Set(urls).size).toBe(urls.length)
  expect(urls).toEqual(expect.arrayContaining([...SITEMAP, '/search?q=swap', '/no/such/page']))
  expect(urls.some((url) => url.includes('/category/'))).toBe(true)
  for (let k = 1; k <= SWEEP_PARTS; k += 1) expect(fs.existsSync(path.join(__dirname, `a11ySweep${k}.e2e.ts`))).toBe(true)
})

test('in the built HTML every code block is focusable and named, before any script runs', () => {
  const unreachable = SITEMAP.flatMap((route) =>
    [...builtHtml(route).matchAll(/<pre\b[^>]*>/g)]
      .map((match) => match[0])
      .filter((tag) => /class="[^"]*\blanguage-/.test(tag))
      .filter((tag) => !(/ tabindex="0"/.test(tag) && / role="group"/.test(tag) && / aria-label="[^"]+"/.test(tag)))
      .map((tag) => `${route}: ${tag}`),
  )
  const blocks = SITEMAP.reduce((sum, route) => sum + (builtHtml(route).match(/<pre\b[^>]*class="[^"]*\blanguage-/g) ?? []).length, 0)
  expect(blocks).toBeGreaterThan(100)
  expect(unreachable).toEqual([])
})

describe.each(MODES)('accessibility in %s mode', (mode) => {
  let tracked: TrackedPage
  beforeAll(async () => {
    tracked = await openInMode(mode)
  })
  afterAll(async () => {
    await tracked?.context.close()
  })

  it.each(CODE_PAGES)('%s at 320 px wide: every code block that scrolls can be focused', async (route) => {
    const narrow = await openInMode(mode, { width: 320, height: 640 })
    await visit(narrow, route, mode)
    const scrolling = await layOutCodeBlocks(narrow.page)
    const violations = await axeViolations(narrow.page)
    await narrow.context.close()
    expect(scrolling).toBeGreaterThan(0)
    expect({ route, mode, violations, errors: narrow.errors }).toEqual({ route, mode, violations: [], errors: [] })
  })

  it('a code block below the first screen is reached with Tab, shows its focus ring and scrolls with the arrow keys', async () => {
    const { page } = tracked
    await visit(tracked, '/apis/overview', mode)
    // The first block below the first screen whose lines are wider than its column once laid out.
    const index = await page.evaluate(() => {
      const pres = [...document.querySelectorAll<HTMLElement>('pre')]
      return pres.findIndex((pre) => {
        if (pre.getBoundingClientRect().top < window.innerHeight) return false
        pre.style.setProperty('content-visibility', 'visible')
        const scrolls = pre.scrollWidth > pre.clientWidth
        pre.style.removeProperty('content-visibility')
        return scrolls
      })
    })
    expect(index).toBeGreaterThanOrEqual(0)
    // Start sequential navigation just before it (focus on an element there that Tab skips), then Tab.
    await page.evaluate((i) => {
      const pre = document.querySelectorAll('pre')[i]
      const start = document.createElement('span')
      start.tabIndex = -1
      pre.closest('figure')?.before(start)
      start.scrollIntoView({ block: 'center' })
      start.focus()
    }, index)
    await page.keyboard.press('Tab')
    const focused = await page.evaluate((i) => {
      const pre = document.querySelectorAll('pre')[i]
      const style = getComputedStyle(pre)
      const probe = document.createElement('span')
      probe.style.color = 'var(--color-focus)'
      document.body.append(probe)
      const focusColour = getComputedStyle(probe).color
      probe.remove()
      return {
        isTheBlock: document.activeElement === pre,
        focusVisible: pre.matches(':focus-visible'),
        name: pre.getAttribute('aria-label'),
        outline: `${style.outlineStyle} ${style.outlineWidth}`,
        ringIsFocusColour: style.outlineColor === focusColour,
      }
    }, index)
    expect(focused).toEqual({ isTheBlock: true, focusVisible: true, name: expect.stringMatching(/code|Code/), outline: 'solid 2px', ringIsFocusColour: true })
    await page.keyboard.press('ArrowRight')
    await page.waitForFunction((i) => document.querySelectorAll('pre')[i].scrollLeft > 0, index)
  })

  it('the open mobile menu (doc sidebar panel) has no violations', async () => {
    const mobile = await openInMode(mode, { width: 390, height: 844 })
    await visit(mobile, '/contracts/v2/overview', mode)
    await mobile.page.getByRole('button', { name: 'Open navigation menu' }).click()
    await mobile.page.getByRole('dialog', { name: 'Navigation menu' }).waitFor()
    const violations = await axeViolations(mobile.page)
    expect({ mode, violations, errors: mobile.errors }).toEqual({ mode, violations: [], errors: [] })
    await mobile.context.close()
  })

  it('the open search modal with results has no violations', async () => {
    const desktop = await openInMode(mode)
    await visit(desktop, '/concepts/overview', mode)
    await desktop.page.keyboard.press('Control+k')
    const input = desktop.page.locator('.DocSearch-Input')
    await input.waitFor()
    await input.fill('swap')
    await desktop.page.locator('.DocSearch-Hit').first().waitFor()
    const violations = await axeViolations(desktop.page, DOCSEARCH_UPSTREAM)
    expect({ mode, violations, errors: desktop.errors }).toEqual({ mode, violations: [], errors: [] })
    await desktop.context.close()
  })
})
