/**
 * axe-core in a page (WCAG 2.0/2.1 A and AA rules, contrast included), and what the browser tests
 * do before they ask it: lay out every code block, as the browser does when the reader scrolls to it.
 */
import fs from 'fs'
import path from 'path'
import type { Page } from 'playwright-core'

const AXE_SOURCE = fs.readFileSync(path.join(path.dirname(require.resolve('axe-core')), 'axe.min.js'), 'utf8')

export interface AxeViolation {
  id: string
  impact: string | null
  help: string
  nodes: Array<{ target: string[]; failureSummary?: string }>
}

/** A rule axe reports on markup we do not write (a library's), with where it stands. */
export interface KnownUpstreamViolation {
  rule: string
  /** CSS selector of the nodes the exemption covers; other nodes of the same rule still fail. */
  selector: string
  why: string
}

/** The violations axe finds in the page as it is now, less the known upstream ones (their nodes only). */
export async function axeViolations(page: Page, knownUpstream: readonly KnownUpstreamViolation[] = []): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: AXE_SOURCE })
  return page.evaluate(async (known) => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> } }).axe
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } })
    const exempt = (rule: string, target: readonly unknown[]) =>
      known.some((k) => {
        if (k.rule !== rule || typeof target[0] !== 'string') return false
        const element = document.querySelector(target[0])
        return element !== null && element.matches(k.selector)
      })
    return result.violations
      .map((v) => ({ ...v, nodes: v.nodes.filter((n) => !exempt(v.id, n.target)) }))
      .filter((v) => v.nodes.length > 0)
      .map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        nodes: v.nodes.slice(0, 3).map((n) => ({ target: n.target, failureSummary: n.failureSummary })),
      }))
  }, knownUpstream as KnownUpstreamViolation[])
}

/**
 * Lays out every code block, as the browser does when the reader scrolls to it: off screen a block
 * is skipped (`content-visibility: auto`, src/styles/global.css), and neither axe nor a script can
 * tell whether a skipped box scrolls. Returns how many blocks scroll sideways at this width.
 */
export async function layOutCodeBlocks(page: Page): Promise<number> {
  return page.evaluate(() => {
    const pres = [...document.querySelectorAll<HTMLElement>('pre')]
    for (const pre of pres) pre.style.setProperty('content-visibility', 'visible')
    return pres.filter((pre) => pre.scrollWidth > pre.clientWidth).length
  })
}
