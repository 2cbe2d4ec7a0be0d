/**
 * The reader's bytes (issue #13's budget): the JavaScript a doc page fetches until network idle,
 * counted as `node bench/reader.mjs` counts it — compressed body plus response headers, as
 * DevTools shows "transferred", from `gatsby serve` with its compression. A byte count, not a
 * timing: the same build gives the same figure, so it is checked here, where every change runs.
 */
import type { Browser } from 'playwright-core'
import { baseUrl, launch, openPage } from './support/browser'

/** Doc-page JS to network idle, bytes (kB = 1,000 bytes, as the bench and the README count). */
const DOC_JS_BUDGET = 90_000

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
})

/** Resolves once `condition` holds, checking as events arrive; fails after `timeoutMs`. */
async function until(condition: () => boolean, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

async function scriptBytesToIdle(path: string): Promise<{ total: number; scripts: string[] }> {
  const { page, context } = await openPage(browser)
  const requested: Array<{ url: string; bytes: Promise<number> }> = []
  page.on('request', (request) => {
    if (request.resourceType() !== 'script') return
    const bytes = request.response().then(async (response) => {
      await response?.finished()
      const sizes = await request.sizes()
      return sizes.responseBodySize + sizes.responseHeadersSize
    })
    requested.push({ url: new URL(request.url()).pathname, bytes })
  })
  await page.goto(`${baseUrl()}${path}`, { waitUntil: 'networkidle' })
  // Playwright can hand over a request's events after Chromium has reported the network idle (seen
  // on a loaded machine): wait until it has told of every script the page says it loaded (by a
  // <script> or a preload link).
  const loaded = await page.evaluate(() => new Set(performance.getEntriesByType('resource').map((entry) => entry.name).filter((name) => /\.js(\?|$)/.test(new URL(name).pathname))).size)
  await until(() => new Set(requested.map((r) => r.url)).size >= loaded, `${loaded} script requests`)
  const sizes = await Promise.all(requested.map((r) => r.bytes))
  await context.close()
  return { total: sizes.reduce((a, b) => a + b, 0), scripts: requested.map((r, i) => `${r.url} ${sizes[i]}`) }
}

test.each(['/concepts/overview', '/contracts/v2/reference/smart-contracts/router-02'])('%s: JavaScript to network idle is within the doc-page budget', async (path) => {
  const { total, scripts } = await scriptBytesToIdle(path)
  expect(scripts.length).toBeGreaterThan(3)
  if (total > DOC_JS_BUDGET) throw new Error(`${path}: ${total} bytes of JavaScript to network idle, over the ${DOC_JS_BUDGET}-byte budget:\n${scripts.join('\n')}`)
})
