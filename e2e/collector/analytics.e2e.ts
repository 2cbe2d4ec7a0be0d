/**
 * Analytics to a loopback collector. scripts/test.sh builds the site with GATSBY_ANALYTICS_PROXY_URL
 * pointing at 127.0.0.1 and runs this spec (e2e/jest.collector.config.js) against that build. The
 * collector is an HTTP server this spec starts; each test starts its own, so each has its own
 * record and answer and runs alone with `-t`.
 */
import http from 'http'
import fs from 'fs'
import path from 'path'
import type { Browser, Page } from 'playwright-core'
import { baseUrl, launch, openPage, waitForHydration } from '../support/browser'
import { ROOT } from '../support/server'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
})

/** Records console errors with the URL they are about (a failed request names the request's URL). */
function consoleErrors(page: Page): Array<{ text: string; url: string }> {
  const errors: Array<{ text: string; url: string }> = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push({ text: message.text(), url: message.location().url })
  })
  page.on('pageerror', (error) => errors.push({ text: String(error), url: '' }))
  return errors
}

interface Upload {
  headers: http.IncomingHttpHeaders
  body: { api_key: string; events: AnalyticsEvent[] }
}

interface AnalyticsEvent {
  event_type: string
  event_properties?: Record<string, unknown>
  user_properties?: Record<string, Record<string, unknown>>
  device_id?: string
  session_id?: number
  time?: number
  insert_id?: string
  [field: string]: unknown
}

/** A stand-in for the analytics provider's HTTP API, answering as configured. */
function startCollector(url: URL): Promise<{ server: http.Server; uploads: Upload[]; answer: { status: number } }> {
  const uploads: Upload[] = []
  const answer = { status: 200 }
  const cors = {
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Allow-Methods': 'POST, OPTIONS',
    'Access-Control-Allow-Headers': 'content-type, accept, x-origin-application',
  }
  const server = http.createServer((req, res) => {
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors).end()
      return
    }
    let raw = ''
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()))
    req.on('end', () => {
      uploads.push({ headers: req.headers, body: JSON.parse(raw) })
      const status = answer.status
      const body = status === 200 ? { code: 200, events_ingested: 1, payload_size_bytes: raw.length, server_upload_time: Date.now() } : { code: status, error: 'collector failure' }
      res.writeHead(status, { ...cors, 'Content-Type': 'application/json' }).end(JSON.stringify(body))
    })
  })
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'EADDRINUSE' ? new Error(`The collector port ${url.host} is taken; free it or set another GATSBY_ANALYTICS_PROXY_URL`) : error),
    )
    server.listen(Number(url.port), url.hostname, () => resolve({ server, uploads, answer }))
  })
}

describe('analytics to a loopback collector', () => {
  const collectorUrl = new URL(process.env.GATSBY_ANALYTICS_PROXY_URL ?? 'http://127.0.0.1:47891/collect')
  let collector: Awaited<ReturnType<typeof startCollector>>
  const events = () => collector.uploads.flatMap((u) => u.body.events)
  const named = (type: string) => events().filter((e) => e.event_type === type)
  /** Waits on the collector (the test's own server), polling its record. */
  async function until(condition: () => boolean, what: string): Promise<void> {
    const deadline = Date.now() + 20000
    while (!condition()) {
      if (Date.now() > deadline) throw new Error(`The collector did not receive ${what}; got ${JSON.stringify(events().map((e) => e.event_type))}`)
      await new Promise((r) => setTimeout(r, 50))
    }
  }

  beforeAll(() => {
    // The app chunk the pages load (public/ keeps older builds' chunks beside it).
    const html = fs.readFileSync(path.join(ROOT, 'public/index.html'), 'utf8')
    const app = /src="\/(app-[0-9a-f]+\.js)"/.exec(html)?.[1] ?? 'app.js'
    if (!fs.existsSync(path.join(ROOT, 'public', app)) || !fs.readFileSync(path.join(ROOT, 'public', app), 'utf8').includes(collectorUrl.href)) {
      throw new Error(`public/ was not built with GATSBY_ANALYTICS_PROXY_URL=${collectorUrl.href}; run scripts/test.sh or build with it`)
    }
  })
  // A fresh collector per test: its own uploads and its own answer.
  beforeEach(async () => {
    collector = await startCollector(collectorUrl)
  })
  afterEach(async () => {
    if (collector?.server.listening) {
      collector.server.closeAllConnections()
      await new Promise((r) => collector.server.close(r))
    }
  })

  it('receives Application Loaded, two Page Viewed across a client navigation and Navbar Clicked, in the spec shape', async () => {
    const { page, context } = await openPage(browser)
    const errors = consoleErrors(page)
    const response = await page.goto(`${baseUrl()}/`)
    // The SDK is not in the first view: no script or preload for its chunk in the HTML.
    expect(await response?.text()).not.toMatch(/<(script|link)[^>]+amplitude-/)
    await waitForHydration(page)
    await until(() => named('Application Loaded').length === 1 && named('Page Viewed').length === 1, 'Application Loaded and the first Page Viewed')

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Concepts', exact: true }).click()
    await page.waitForURL(`${baseUrl()}/concepts/overview`)
    await until(() => named('Page Viewed').length === 2 && named('Navbar Clicked').length === 1, 'the second Page Viewed and Navbar Clicked')

    expect(named('Page Viewed').map((e) => e.event_properties?.page)).toEqual(['/', '/concepts/overview'])
    expect(named('Page Viewed')[1].event_properties?.title).toBe(await page.title())
    expect(named('Navbar Clicked')[0].event_properties).toMatchObject({ label: 'Concepts', section: 'navbar', page: '/' })
    expect(named('Application Loaded')).toHaveLength(1)

    const ours = [...named('Application Loaded'), ...named('Page Viewed'), ...named('Navbar Clicked')]
    for (const event of ours) {
      expect(event).toMatchObject({
        event_type: expect.any(String),
        event_properties: expect.objectContaining({ page: expect.stringMatching(/^\//), origin: baseUrl() }),
        device_id: expect.any(String),
        session_id: expect.any(Number),
        time: expect.any(Number),
        insert_id: expect.any(String),
      })
      expect(event).not.toHaveProperty('ip')
    }
    expect(new Set(ours.map((e) => e.device_id)).size).toBe(1)
    expect(new Set(ours.map((e) => e.session_id)).size).toBe(1)
    for (const upload of collector.uploads) {
      expect(upload.headers['x-origin-application']).toBe('docs')
      expect(upload.body.api_key).toBe('00000000000000000000000000000000')
      expect(upload.body.events.every((e) => !('ip' in e))).toBe(true)
    }
    const identify = named('$identify').map((e) => e.user_properties?.$set ?? {})
    expect(Object.assign({}, ...identify)).toMatchObject({ browser: 'Chrome or Chromium', darkmode: true, screen_resolution_width: expect.any(Number) })
    expect(errors).toEqual([])
    await context.close()
  })

  it('sends the sentiment with its section', async () => {
    const { page, context } = await openPage(browser)
    await page.goto(`${baseUrl()}/apis/overview`)
    await waitForHydration(page)
    const bottom = page.getByRole('group', { name: 'Was this page helpful?' }).last()
    await bottom.getByRole('button', { name: 'Neutral' }).click()
    await expect(bottom.getByRole('button', { name: 'Neutral' }).getAttribute('aria-pressed')).resolves.toBe('true')
    await until(() => named('Sentiment Submitted').length === 1, 'Sentiment Submitted')
    expect(named('Sentiment Submitted')[0].event_properties).toMatchObject({ sentiment: 'Neutral', section: 'bottom', page: '/apis/overview' })
    await context.close()
  })

  it('keeps the site working when the collector answers 500, with no console error but the failed upload', async () => {
    collector.answer.status = 500
    const before = 0
    const { page, context } = await openPage(browser)
    const errors = consoleErrors(page)
    await page.goto(`${baseUrl()}/`)
    await waitForHydration(page)
    await until(() => collector.uploads.length > before, 'an upload while failing')

    const nav = page.getByRole('navigation', { name: 'Main' })
    await nav.getByRole('link', { name: 'APIs', exact: true }).click()
    await page.waitForURL(`${baseUrl()}/apis/overview`)
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBeTruthy()
    await nav.getByRole('link', { name: 'SDKs', exact: true }).click()
    await page.waitForURL(`${baseUrl()}/sdk/v3/overview`)
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBeTruthy()
    // The SDK retries (1 s, 2 s, … apart): a second failing upload arrives.
    await until(() => collector.uploads.length > before + 1, 'a retried upload')

    // Chromium itself logs "Failed to load resource: … status of 500" for the collector's answer;
    // that exact error, about the collector URL, is the only one allowed. The SDK prints nothing
    // in production.
    const unexpected = errors.filter((e) => !(e.url === collectorUrl.href && e.text.startsWith('Failed to load resource')))
    expect(unexpected).toEqual([])
    await context.close()
  })

  it('keeps the site working when the collector refuses connections', async () => {
    collector.server.closeAllConnections()
    await new Promise((r) => collector.server.close(r))
    const { page, context } = await openPage(browser)
    const errors = consoleErrors(page)
    const refused = (e: { text: string; url: string }) => e.url === collectorUrl.href && e.text.startsWith('Failed to load resource')
    await page.goto(`${baseUrl()}/`)
    await waitForHydration(page)
    await page.waitForFunction(() => document.cookie.includes('AMP_'))
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contracts', exact: true }).click()
    await page.waitForURL(`${baseUrl()}/contracts/v3/overview`)
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBeTruthy()
    const deadline = Date.now() + 20000
    while (!errors.some(refused) && Date.now() < deadline) await page.waitForEvent('console', { timeout: 20000 })
    expect(errors.filter(refused).length).toBeGreaterThan(0)
    expect(errors.filter((e) => !refused(e))).toEqual([])
    await context.close()
  })
})
