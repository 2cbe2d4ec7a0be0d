/**
 * What a reader downloads to see the first search results: a fresh Chromium (playwright-core,
 * the system browser) opens a doc page, waits for hydration, opens search with Ctrl+K, types a
 * query key by key, and waits for results and network idle. Every response from the first key
 * press on is counted at its gzip size (Pagefind's chunks are already compressed: the smaller of
 * raw and gzip counts). Also: the time from the last of those bytes arriving to the results on
 * screen, the frame after the last update of the result list (the engine's work after the
 * network, DocSearch's render, the browser's layout and paint), and apart, to that DOM update.
 */
import fs from 'node:fs'
import path from 'node:path'
import { gzipSize, serveStatic } from './measure.mjs'
import { launchChromium } from './chromium.mjs'


function kindOf(pathname) {
  // Gatsby prefetching the pages linked from the open one: not search.
  if (pathname.startsWith('/page-data/')) return 'prefetch'
  if (/\/pagefind\/(index|fragment)\/|pagefind-entry|\.pf_meta$/.test(pathname)) return 'index'
  if (/wasm|\.pagefind$/.test(pathname)) return 'wasm'
  if (/\.css$/.test(pathname)) return 'css'
  if (/\.m?js$/.test(pathname)) return 'js'
  return 'other'
}

/**
 * `keyDelayMs`: the pause between key presses. 60 ms is a fast typist, whose intermediate
 * prefixes the engine's debounce drops; a slow one (250 ms) has every prefix searched, each
 * fetching its index chunk: the bench reports both.
 *
 * `runs`: the reader is measured this many times, each in a fresh browser context (empty cache):
 * the bytes are the same every run (the first run's are reported), the time after the bytes is
 * the median, with every sample kept (one sample is mostly the machine's noise: a GC pause, a
 * busy core). Nine: on the 2-core bench machine a median of five moved by ±10 ms between runs of
 * the same build (45 and 57 ms at 500 docs); each reader costs about 4 s.
 */
export async function measureSearchBytes({ publicDir, docPath, query = 'liquidity', hitSelector = '.DocSearch-Hit', keyDelayMs = 60, runs = 9 }) {
  const server = await serveStatic(path.resolve(publicDir))
  const browser = await launchChromium()
  try {
    const samples = []
    for (let run = 0; run < runs; run += 1) samples.push(await measureOnce({ browser, server, docPath, query, hitSelector, keyDelayMs }))
    return {
      ...samples[0],
      runs,
      resultsAfterBytesMs: median(samples.map((s) => s.resultsAfterBytesMs)),
      resultsAfterBytesSamples: samples.map((s) => s.resultsAfterBytesMs),
      domUpdateAfterBytesMs: median(samples.map((s) => s.domUpdateAfterBytesMs)),
      resultsAfterLastKeyMs: median(samples.map((s) => s.resultsAfterLastKeyMs)),
      gzipBytesSpread: [Math.min(...samples.map((s) => s.gzipBytes)), Math.max(...samples.map((s) => s.gzipBytes))],
    }
  } finally {
    await browser.close()
    await server.close()
  }
}

/** The middle value (the mean of the two middle ones for an even count), rounded to a millisecond. */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : Math.round((sorted[middle - 1] + sorted[middle]) / 2)
}

async function measureOnce({ browser, server, docPath, query, hitSelector, keyDelayMs }) {
  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    await page.route(/^(?!http:\/\/127\.0\.0\.1)/, (route) => route.abort())
    let counting = false
    let inFlight = 0
    let lastNetwork = Date.now()
    const responses = []
    const afterIntent = new WeakSet()
    page.on('request', (request) => {
      inFlight += 1
      lastNetwork = Date.now()
      if (counting) afterIntent.add(request)
    })
    const settle = () => {
      inFlight -= 1
      lastNetwork = Date.now()
    }
    page.on('requestfailed', settle)
    page.on('requestfinished', (request) => {
      if (afterIntent.has(request)) {
        const pathname = decodeURIComponent(new URL(request.url()).pathname)
        const file = server.served.get(pathname)
        const body = file ? fs.readFileSync(file) : Buffer.alloc(0)
        responses.push({ path: pathname, kind: kindOf(pathname), raw: body.length, gzip: Math.min(body.length, gzipSize(body)) })
      }
      settle()
    })
    await page.goto(`${server.url}${docPath}`, { waitUntil: 'networkidle' })
    await page.waitForFunction(() => document.querySelector('button[aria-keyshortcuts] [data-ready]') !== null, null, { timeout: 60_000 }).catch(() => undefined)
    // The page's own loading (template chunks, static queries) settles first: nothing in flight for 1 s.
    const idle = async (quietMs) => {
      while (inFlight > 0 || Date.now() - lastNetwork < quietMs) await new Promise((r) => setTimeout(r, 50))
    }
    await idle(1000)
    await page.evaluate(() => {
      const w = window
      w.__lastResultsUpdate = 0
      w.__lastResultsPaint = 0
      w.__lastKey = 0
      document.addEventListener('keydown', () => (w.__lastKey = performance.now()), true)
      new MutationObserver(() => {
        if (!document.querySelector('.DocSearch-Dropdown')) return
        const at = performance.now()
        w.__lastResultsUpdate = at
        // The reader sees the update once the browser has laid it out and painted it: a task
        // queued from the next animation frame runs after that frame's style, layout and paint.
        requestAnimationFrame(() => setTimeout(() => {
          if (w.__lastResultsUpdate === at) w.__lastResultsPaint = performance.now()
        }, 0))
      }).observe(document.body, { subtree: true, childList: true, characterData: true })
    })
    counting = true
    await page.keyboard.press('Control+k')
    await page.waitForSelector('.DocSearch-Input', { timeout: 60_000 })
    await page.keyboard.type(query, { delay: keyDelayMs })
    await page.waitForSelector(hitSelector, { timeout: 60_000 })
    // Network idle: nothing in flight for 750 ms.
    await idle(750)
    const timing = await page.evaluate(() => {
      const entries = performance.getEntriesByType('resource')
      // Search's bytes only: Gatsby's prefetches of linked pages arrive later and would hide the engine's time.
      const searchEntries = entries.filter((e) => !new URL(e.name).pathname.startsWith('/page-data/'))
      return { lastByte: Math.max(0, ...searchEntries.map((e) => e.responseEnd)), lastUpdate: window.__lastResultsUpdate, lastPaint: window.__lastResultsPaint, lastKey: window.__lastKey, hits: document.querySelectorAll('.DocSearch-Hit').length }
    })
    const byKind = {}
    for (const r of responses) byKind[r.kind] = (byKind[r.kind] ?? 0) + r.gzip
    const search = responses.filter((r) => r.kind !== 'prefetch')
    return {
      query,
      docPath,
      keyDelayMs,
      /** Everything search fetched: code, stylesheet, engine runtime and index data. */
      gzipBytes: search.reduce((sum, r) => sum + r.gzip, 0),
      /** The index data alone (index chunks, fragments, entry, metadata). */
      indexGzipBytes: byKind.index ?? 0,
      byKind,
      requests: search.length,
      hits: timing.hits,
      /** From the last search byte to the results on screen (the frame after the list's last update). */
      resultsAfterBytesMs: Math.max(0, Math.round(timing.lastPaint - timing.lastByte)),
      /** From the last search byte to the list's last DOM update (before layout and paint). */
      domUpdateAfterBytesMs: Math.max(0, Math.round(timing.lastUpdate - timing.lastByte)),
      /** From the last key press to the results on screen: the engine's debounce, fetches and work. */
      resultsAfterLastKeyMs: Math.max(0, Math.round(timing.lastPaint - timing.lastKey)),
      files: responses.map((r) => `${r.path} ${r.gzip}`),
    }
  } finally {
    await context.close()
  }
}
