/**
 * What agents are told, as a browser and a screen reader meet it: a doc page's HTML names
 * /llms.txt and the page's Markdown near the top of the body and links the Markdown from the
 * head, while the note stays out of sight, out of the accessibility tree (so it is never read,
 * let alone twice) and out of the tab order (the skip link is still the first stop). axe (the
 * sweep's WCAG rules) stays clean with it.
 */
import fs from 'fs'
import path from 'path'
import type { Browser } from 'playwright-core'
import { baseUrl, launch, openPage, waitForHydration } from './support/browser'

const AXE_SOURCE = fs.readFileSync(path.join(path.dirname(require.resolve('axe-core')), 'axe.min.js'), 'utf8')
const SITE = 'https://docs.squire.exchange'

let browser: Browser

beforeAll(async () => {
  browser = await launch()
})

afterAll(async () => {
  await browser?.close()
})

describe.each([
  ['/concepts/overview', `${SITE}/concepts/overview.md`],
  ['/', null],
])('%s', (route, markdown) => {
  it('names /llms.txt (and the Markdown of a doc) before the page itself, in the served HTML', async () => {
    const html = await (await fetch(`${baseUrl()}${route}`)).text()
    const note = html.indexOf('id="agent-note"')
    expect(note).toBeGreaterThan(html.indexOf('<body'))
    expect(note).toBeLessThan(html.indexOf('id="___gatsby"'))
    const text = html.slice(note, html.indexOf('</div>', note))
    expect(text).toContain(`${SITE}/llms.txt`)
    if (markdown) {
      expect(text).toContain(markdown)
      expect(html).toContain(`<link rel="alternate" type="text/markdown" href="${markdown}"/>`)
    } else expect(html).not.toContain('type="text/markdown"')
  })

  it('keeps the note out of sight, out of the accessibility tree and out of the tab order; axe stays clean', async () => {
    const { page, context, errors } = await openPage(browser)
    try {
      await page.goto(`${baseUrl()}${route}`)
      await waitForHydration(page)
      // Still there after hydration, untouched by React.
      const note = page.locator('#agent-note')
      await expect(note.textContent()).resolves.toContain('/llms.txt')
      const box = await note.boundingBox()
      expect(box === null || (box.width <= 1 && box.height <= 1)).toBe(true)
      // The accessibility tree: what a screen reader reads.
      const tree = await page.locator('body').ariaSnapshot()
      expect(tree).not.toContain('AI agents')
      expect(tree).not.toContain('llms.txt')
      // The first Tab lands on the skip link.
      await page.keyboard.press('Tab')
      await expect(page.evaluate(() => document.activeElement?.getAttribute('href'))).resolves.toBe('#__main')
      await page.addScriptTag({ content: AXE_SOURCE })
      const violations = await page.evaluate(async () => {
        const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: Array<{ id: string }> }> } }).axe
        const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } })
        return result.violations.map((v) => v.id)
      })
      expect(violations).toEqual([])
      expect(errors).toEqual([])
    } finally {
      await context.close()
    }
  })
})
