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

async function scriptBytesToIdle(path: string): Promise<{ total: number; scripts: string[] }> {
  const { page, context } = await openPage(browser)
  const finished: Array<{ url: string; bytes: Promise<number> }> = []
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return
    finished.push({ url: new URL(request.url()).pathname, bytes: request.sizes().then((s) => s.responseBodySize + s.responseHeadersSize) })
  })
  await page.goto(`${baseUrl()}${path}`, { waitUntil: 'networkidle' })
  const sizes = await Promise.all(finished.map((f) => f.bytes))
  await context.close()
  return { total: sizes.reduce((a, b) => a + b, 0), scripts: finished.map((f, i) => `${f.url} ${sizes[i]}`) }
}

test.each(['/concepts/overview', '/contracts/v2/reference/smart-contracts/router-02'])('%s: JavaScript to network idle is within the doc-page budget', async (path) => {
  const { total, scripts } = await scriptBytesToIdle(path)
  expect(scripts.length).toBeGreaterThan(3)
  if (total > DOC_JS_BUDGET) throw new Error(`${path}: ${total} bytes of JavaScript to network idle, over the ${DOC_JS_BUDGET}-byte budget:\n${scripts.join('\n')}`)
})
