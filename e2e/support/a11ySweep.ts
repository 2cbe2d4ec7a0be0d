/**
 * The accessibility sweep: axe on every URL of the built site (the sitemap, the sidebar's category
 * pages, the search page with a query and the 404 page) in both colour modes, side by side (one
 * browser context each: each has its own renderer process, so the two modes share the CPUs),
 * after hydration and with every code block laid out. Any console error or uncaught exception
 * during a visit fails it (the 404 page may log its own 404). Contrast is judged once per text
 * style and mode over the whole sweep, and a link in running text once per link style (ContrastMemo
 * in ./axe.ts: the sidebar, navbar and code tokens, and the prose links, repeat on every page); a
 * failure is reported on the first URL with that style.
 *
 * The colour modes differ in colours only: the same markup but for the root's `data-theme` and
 * the mode toggle's "(currently … mode)". So each URL's markup is judged by every rule in one mode
 * (dark and light in turn, URL by URL) and by the colour rules (COLOUR_RULES in ./axe.ts) in the
 * other; when the two modes' markup differs beyond those marks, by every rule in both. (Measured
 * in one run, 35 URLs: 148.6 s of axe for the colour rules against 184.1 s for every rule.)
 *
 * The URLs can be dealt into parts, one test file each (e2e/a11ySweep<k>.e2e.ts), so that the
 * sweep, the longest of the browser tests, runs in several Jest workers at once; e2e/a11y.e2e.ts
 * checks that the parts together cover every URL once. On CI's two cores it is one part: the
 * browser tests are CPU-bound there, and three parts made the browser step longer (817 s against
 * 643 s, with the other files of the step alongside). Raise SWEEP_PARTS, add the files, and run
 * more Jest workers on a machine with more cores.
 */
import fs from 'fs'
import path from 'path'
import type { Browser, Page } from 'playwright-core'
import { ContrastMemo, axeViolations, layOutCodeBlocks, type RuleSet } from './axe'
import { baseUrl, launch, openPage, waitForHydration, type TrackedPage } from './browser'
import { ROOT } from './server'

export const NOT_FOUND = '/no/such/page'

/** Every <loc> of the built sitemap, as a site path. */
export function sitemapPaths(): string[] {
  const publicDir = path.join(ROOT, 'public')
  const files = fs.readdirSync(publicDir).filter((f) => /^sitemap-\d+\.xml$/.test(f))
  const paths = files.flatMap((f) => [...fs.readFileSync(path.join(publicDir, f), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname))
  return [...new Set(paths)].sort()
}

/** The sidebar's category pages (not in the sitemap: they only list links), from public/<folder>/category/. */
export function categoryPaths(): string[] {
  const publicDir = path.join(ROOT, 'public')
  const walk = (dir: string): string[] =>
    fs.readdirSync(path.join(publicDir, dir), { withFileTypes: true }).flatMap((entry) => {
      if (!entry.isDirectory()) return entry.name === 'index.html' && dir.includes('/category/') ? [`/${dir}`] : []
      return walk(`${dir ? `${dir}/` : ''}${entry.name}`)
    })
  return fs
    .readdirSync(publicDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(publicDir, entry.name, 'category')))
    .flatMap((entry) => walk(`${entry.name}/category`))
    .sort()
}

/** Every URL the sweep visits. */
export function sweepUrls(): string[] {
  return [...sitemapPaths(), ...categoryPaths(), '/search?q=swap', NOT_FOUND]
}

/** How many test files share the sweep (e2e/a11ySweep1.e2e.ts … a11ySweep<SWEEP_PARTS>.e2e.ts). */
export const SWEEP_PARTS = 1

/** Part `part` (1-based) of `urls` dealt round-robin into `parts`: neighbours (often alike in weight) land in different parts. */
export function sweepPart<T>(urls: readonly T[], part: number, parts: number = SWEEP_PARTS): T[] {
  if (!Number.isInteger(part) || part < 1 || part > parts) throw new Error(`sweep part must be 1..${parts}, not ${part}`)
  return urls.filter((_, index) => index % parts === part - 1)
}

export type Mode = 'dark' | 'light'
export const MODES: readonly Mode[] = ['dark', 'light']

/** A page whose stored colour mode is `mode` before any script runs. */
export async function openInMode(browser: Browser, mode: Mode, viewport?: { width: number; height: number }): Promise<TrackedPage> {
  const tracked = await openPage(browser, { colorScheme: mode, ...(viewport ? { viewport } : {}) })
  await tracked.context.addInitScript((theme) => {
    try {
      window.localStorage.setItem('theme', theme)
    } catch {
      // storage blocked: the default mode applies
    }
  }, mode)
  return tracked
}

export async function visit({ page }: TrackedPage, route: string, mode: Mode): Promise<void> {
  await page.goto(`${baseUrl()}${route}`)
  await waitForHydration(page)
  await page.waitForFunction((theme) => document.documentElement.dataset.theme === theme, mode)
}

/**
 * A digest of the page's markup as it is now, without what only the colour mode changes in it
 * (the root's data-theme, the mode toggle's "(currently dark mode)" or "(currently light mode)").
 */
export async function markupDigest(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const markup = document.documentElement.outerHTML
      .replace(/^(<html[^>]*?) data-theme="(dark|light)"/, '$1')
      .replace(/\(currently (dark|light) mode\)/g, '(currently … mode)')
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(markup))
    return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
  })
}

/** Console errors of the visit; the 404 page's own "not found" answers are expected there. */
function unexpectedErrors(errors: string[], route: string): string[] {
  return route === NOT_FOUND ? errors.filter((e) => !/status of 404/.test(e)) : errors
}

/** Declares the tests of one part of the sweep: each URL of the part, dark and light. */
export function describeSweepPart(part: number): void {
  const urls = sweepPart(sweepUrls(), part)

  describe(SWEEP_PARTS === 1 ? 'accessibility of every URL in both colour modes' : `accessibility of every URL in both colour modes (part ${part} of ${SWEEP_PARTS})`, () => {
    let browser: Browser
    const tracked = new Map<Mode, TrackedPage>()
    // One per mode: a text style whose contrast axe judged on one URL is not judged again on the next (ContrastMemo).
    const contrastMemos = new Map<Mode, ContrastMemo>(MODES.map((mode) => [mode, new ContrastMemo()]))
    beforeAll(async () => {
      browser = await launch()
      for (const mode of MODES) tracked.set(mode, await openInMode(browser, mode))
    })
    afterAll(async () => {
      await browser?.close()
    })

    const pageIn = (mode: Mode): TrackedPage => {
      const page = tracked.get(mode)
      if (!page) throw new Error(`no page open in ${mode} mode`)
      return page
    }

    /** One mode's visit of `route`, every code block laid out: the digest of its markup. */
    async function open(route: string, mode: Mode): Promise<string> {
      const page = pageIn(mode)
      page.errors.length = 0
      await visit(page, route, mode)
      await layOutCodeBlocks(page.page)
      return markupDigest(page.page)
    }

    /** What axe's `rules` find in the page open in `mode`, and the errors logged since it was opened. */
    async function judge(route: string, mode: Mode, rules: RuleSet) {
      const page = pageIn(mode)
      const violations = await axeViolations(page.page, [], contrastMemos.get(mode), rules)
      return { route, mode, violations, errors: unexpectedErrors(page.errors, route) }
    }

    it('has URLs to visit', () => {
      expect(urls.length).toBeGreaterThan(10)
    })

    it.each(urls.map((route, index) => [route, index] as const))('%s has no WCAG A/AA violations and logs no error, dark and light', async (route, index) => {
      const digests = await Promise.all(MODES.map((mode) => open(route, mode)))
      const sameMarkup = digests.every((digest) => digest === digests[0])
      // Every rule in one mode (in turn, URL by URL), the colour rules in the other: see the header.
      const everyRuleIn = MODES[index % MODES.length]
      const found = await Promise.all(MODES.map((mode) => judge(route, mode, mode === everyRuleIn || !sameMarkup ? 'all' : 'colour')))
      expect(found).toEqual(MODES.map((mode) => ({ route, mode, violations: [], errors: [] })))
    })
  })
}
