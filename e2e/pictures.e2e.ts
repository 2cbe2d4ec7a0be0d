/**
 * Pictures (#14): the tokenomics charts and the mechanics diagrams are server-rendered SVG that
 * read in both colour modes, need no extra script, keep their box (no layout shift) and pass axe;
 * the blog post's images come from the sharp pipeline (gatsbyImageData) as AVIF/WebP with explicit
 * dimensions, and add no script either.
 */
import fs from 'fs'
import path from 'path'
import type { Browser, Page } from 'playwright-core'
import { baseUrl, launch, openPage, waitForHydration } from './support/browser'

const AXE_SOURCE = fs.readFileSync(path.join(path.dirname(require.resolve('axe-core')), 'axe.min.js'), 'utf8')
const TOKENOMICS = '/contracts/squire-token/about/tokenomics'
/** A doc without pictures on the same template: the scripts it loads are the baseline. */
const PLAIN_DOC = '/overview'
const POST = '/blog/intro-to-gas-optimization'
const DIAGRAM_PAGES: Array<[string, RegExp[]]> = [
  ['/concepts/squire-exchange', [/constant-product curve/, /accumulator/, /order of a v2 swap/, /v3 position/]],
  ['/contracts/v2/overview', [/order of a v2 swap/]],
  ['/contracts/v3/overview', [/v3 position/]],
]

type Mode = 'dark' | 'light'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
})

async function openIn(mode: Mode) {
  const tracked = await openPage(browser, { colorScheme: mode })
  await tracked.context.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode)
  const scripts: string[] = []
  tracked.page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  // Layout shifts, recorded from the first paint on.
  await tracked.page.addInitScript(() => {
    const w = window as unknown as { __shifts: string[] }
    w.__shifts = []
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; sources?: Array<{ node?: Node | null }> }>) {
        for (const source of entry.sources ?? []) {
          const el = source.node instanceof Element ? source.node : source.node?.parentElement
          if (el?.closest('figure')) w.__shifts.push(`${el.tagName} ${entry.value}`)
        }
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
  return { ...tracked, scripts }
}

async function visit(page: Page, route: string): Promise<void> {
  await page.goto(`${baseUrl()}${route}`)
  await waitForHydration(page)
}

/** The custom property's value in the current mode, and the computed fill of an element. */
function themeColour(page: Page, property: string): Promise<string> {
  return page.evaluate((name) => {
    const probe = document.createElement('span')
    probe.style.color = `var(${name})`
    document.body.append(probe)
    const colour = getComputedStyle(probe).color
    probe.remove()
    return colour
  }, property)
}

async function axeOnFigures(page: Page) {
  await page.addScriptTag({ content: AXE_SOURCE })
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: object, opts: object) => Promise<{ violations: Array<{ id: string; nodes: Array<{ target: string[] }> }> }> } }).axe
    const result = await axe.run({ include: [['figure']] }, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } })
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
  })
}

describe.each(['dark', 'light'] as const)('pictures in %s mode', (mode) => {
  it('the tokenomics page shows both charts, themed, with no console error, no added script and no shift', async () => {
    const baseline = await openIn(mode)
    await visit(baseline.page, PLAIN_DOC)
    await baseline.context.close()

    const { page, context, errors, scripts } = await openIn(mode)
    await visit(page, TOKENOMICS)
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-theme'))).toBe(mode)

    const allocation = page.getByRole('img', { name: /^SQR allocation: 1,000,000,000 SQR in 7 parts$/ })
    const vesting = page.getByRole('img', { name: /^SQR unlocked over 48 months from TGE, by allocation$/ })
    for (const chart of [allocation, vesting]) {
      await chart.scrollIntoViewIfNeeded()
      const box = await chart.boundingBox()
      expect(box?.width).toBeGreaterThan(200)
      expect(box?.height).toBeGreaterThan(100)
      expect(await chart.getAttribute('viewBox')).toMatch(/^0 0 \d+ \d+$/)
    }
    await expect(allocation.locator('text').allTextContents()).resolves.toEqual(
      expect.arrayContaining(['Legacy holder migration', '30% · 300,000,000 SQR', 'Initial pool liquidity', '2% · 20,000,000 SQR']),
    )
    expect(await vesting.locator('path[data-allocation]').count()).toBe(7)

    // Colours come from the theme: the first series is --chart-1, labels are --color-text, in this mode.
    const firstBar = allocation.locator('g[data-allocation] rect:last-child').first()
    expect(await firstBar.evaluate((el) => getComputedStyle(el).fill)).toBe(await themeColour(page, '--chart-1'))
    expect(await allocation.locator('text').first().evaluate((el) => getComputedStyle(el).fill)).toBe(await themeColour(page, '--color-text'))

    expect(scripts.filter((src) => !baseline.scripts.includes(src))).toEqual([])
    expect(await page.evaluate(() => (window as unknown as { __shifts: string[] }).__shifts)).toEqual([])
    expect(errors).toEqual([])
    await context.close()
  })

  it.each(DIAGRAM_PAGES)('%s shows its diagrams, and every figure passes axe', async (route, names) => {
    const { page, context, errors } = await openIn(mode)
    await visit(page, route)
    for (const name of names) {
      const diagram = page.getByRole('img', { name })
      await expect(diagram.count()).resolves.toBe(1)
      await expect(diagram.locator('text').count()).resolves.toBeGreaterThan(3)
    }
    expect(await axeOnFigures(page)).toEqual([])
    expect(errors).toEqual([])
    await context.close()
  })

  it('the tokenomics and blog figures pass axe', async () => {
    const { page, context } = await openIn(mode)
    for (const route of [TOKENOMICS, POST]) {
      await visit(page, route)
      expect(await axeOnFigures(page)).toEqual([])
    }
    await context.close()
  })
})

describe('blog images through the sharp pipeline', () => {
  it('loads the cover eagerly and the in-body image lazily, as AVIF or WebP, with width and height', async () => {
    const { page, context, errors } = await openIn('dark')
    await visit(page, POST)
    const cover = page.getByRole('img', { name: /^A gas gauge beside one 256-bit storage slot/ })
    const body = page.getByRole('img', { name: /^Two storage layouts\./ })
    expect(await cover.getAttribute('loading')).toBe('eager')
    expect(await body.getAttribute('loading')).toBe('lazy')
    await body.scrollIntoViewIfNeeded()
    for (const image of [cover, body]) {
      await page.waitForFunction((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0, await image.elementHandle())
      // Width and height are explicit on the <img>: the box is reserved before the file arrives.
      const info = await image.evaluate((el) => {
        const img = el as HTMLImageElement
        const box = img.getBoundingClientRect()
        return {
          src: img.currentSrc,
          width: Number(img.getAttribute('width')),
          height: Number(img.getAttribute('height')),
          boxRatio: box.height / box.width,
          naturalRatio: img.naturalHeight / img.naturalWidth,
          sources: Array.from(img.parentElement?.querySelectorAll('source') ?? []).map((s) => s.type),
        }
      })
      expect(info.sources).toEqual(['image/avif', 'image/webp'])
      expect(info.src).toMatch(/\.(avif|webp)$/)
      expect(info.width).toBeGreaterThan(0)
      expect(info.height).toBeGreaterThan(0)
      expect(info.boxRatio).toBeCloseTo(info.height / info.width, 2)
      expect(info.naturalRatio).toBeCloseTo(info.height / info.width, 2)
    }
    // The social card is the cover, rendered by sharp at 1200×630.
    const card = await page.locator('meta[property="og:image"]').getAttribute('content')
    expect(card).toMatch(/\/static\/[0-9a-f]+\/[0-9a-f]+\/cover\.jpg$/)
    const response = await fetch(`${baseUrl()}${new URL(card as string).pathname}`)
    expect(response.headers.get('content-type')).toBe('image/jpeg')
    expect(errors).toEqual([])
    await context.close()
  })
})
