/**
 * Accessibility sweep: axe-core (WCAG 2.0/2.1 A and AA rules, contrast included) on the main kinds
 * of page, in both colour modes, after hydration.
 */
import fs from 'fs'
import path from 'path'
import type { Browser, Page } from 'playwright-core'
import { baseUrl, launch, openPage, waitForHydration } from './support/browser'

const AXE_SOURCE = fs.readFileSync(path.join(path.dirname(require.resolve('axe-core')), 'axe.min.js'), 'utf8')

const PAGES = [
  '/',
  '/overview',
  '/contracts/v2/reference/smart-contracts/router-02',
  '/contracts/squire-token/about/tokenomics',
  '/sdk/v3/overview',
  '/blog',
  '/blog/intro-to-gas-optimization',
  '/search?q=swap',
  '/no/such/page',
]

interface AxeViolation {
  id: string
  impact: string | null
  help: string
  nodes: Array<{ target: string[]; failureSummary?: string }>
}

async function axeViolations(page: Page): Promise<AxeViolation[]> {
  await page.addScriptTag({ content: AXE_SOURCE })
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> } }).axe
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } })
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.slice(0, 3).map((n) => ({ target: n.target, failureSummary: n.failureSummary })),
    }))
  })
}

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
})

describe.each(['dark', 'light'] as const)('accessibility in %s mode', (mode) => {
  it.each(PAGES)('%s has no WCAG A/AA violations', async (route) => {
    const { page, context } = await openPage(browser, { colorScheme: mode })
    await context.addInitScript((theme) => {
      try {
        window.localStorage.setItem('theme', theme)
      } catch {
        // storage blocked: the default mode applies
      }
    }, mode)
    await page.goto(`${baseUrl()}${route}`)
    await waitForHydration(page)
    await page.waitForFunction((theme) => document.documentElement.dataset.theme === theme, mode)
    expect({ route, mode, violations: await axeViolations(page) }).toEqual({ route, mode, violations: [] })
    await context.close()
  })
})
