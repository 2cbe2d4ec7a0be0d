/**
 * The real SDK (loaded through the same dynamic import as the site) with our options, uploading
 * through a mocked fetch: the header, the proxy URL, the event shape, no IP, retries then drop.
 */
type Client = typeof import('../../src/analytics/client')

const PROXY = 'http://127.0.0.1:47000/collect'

interface Upload {
  url: string
  headers: Record<string, string>
  body: { api_key: string; events: Array<Record<string, unknown>> }
}

let client: Client
let uploads: Upload[]
let collectorStatus: number

beforeEach(() => {
  jest.resetModules()
  document.cookie.split(';').forEach((c) => (document.cookie = `${c.split('=')[0].trim()}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`))
  window.localStorage.clear()
  client = require('../../src/analytics/client') as Client
  uploads = []
  collectorStatus = 200
  global.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    uploads.push({ url: String(url), headers: init?.headers as Record<string, string>, body: JSON.parse(String(init?.body)) })
    const code = collectorStatus
    return { status: code, text: async () => JSON.stringify(code === 200 ? { code, events_ingested: 1 } : { code }) } as unknown as Response
  }) as typeof fetch
})

afterEach(() => {
  jest.useRealTimers()
})

async function until(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !condition(); i += 1) await jest.advanceTimersByTimeAsync(100)
  expect(condition()).toBe(true)
}

describe('the SDK with the site options', () => {
  it('uploads to the proxy with the origin header, the spec event shape and no IP', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] })
    await client.initializeAnalytics(null, 'docs', { proxyUrl: PROXY, isProductionEnv: true, optOut: false })
    client.sendAnalyticsEvent('Navbar Clicked', { label: 'Concepts', section: 'navbar' })
    await until(() => uploads.length > 0)
    const [upload] = uploads
    expect(upload.url).toBe(PROXY)
    expect(upload.headers['x-origin-application']).toBe('docs')
    expect(upload.body.api_key).toBe('00000000000000000000000000000000')
    const event = upload.body.events.find((e) => e.event_type === 'Navbar Clicked')
    expect(event).toMatchObject({
      event_type: 'Navbar Clicked',
      event_properties: { label: 'Concepts', section: 'navbar', page: '/', origin: 'http://127.0.0.1' },
      device_id: expect.any(String),
      session_id: expect.any(Number),
      time: expect.any(Number),
      insert_id: expect.any(String),
    })
    expect(event).not.toHaveProperty('ip')
    // Only our own events: no session or attribution events from the SDK.
    expect(upload.body.events.map((e) => e.event_type)).toEqual(['Navbar Clicked'])
  })

  it('retries a failing collector 5 times, then drops the event with the SDK message (in development)', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] })
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
    collectorStatus = 500
    await client.initializeAnalytics(null, 'docs', { proxyUrl: PROXY, isProductionEnv: false, optOut: false })
    client.sendAnalyticsEvent('Page Viewed')
    await until(() => error.mock.calls.some(([m]) => String(m).includes('Event rejected due to exceeded retry count')))
    expect(uploads).toHaveLength(5)
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("Status 'failed' provided for 1 events"))
    error.mockRestore()
    warn.mockRestore()
  })

  it('skips events of an opted-out reader and says so in development', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] })
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
    await client.initializeAnalytics(null, 'docs', { proxyUrl: PROXY, isProductionEnv: false, optOut: true })
    client.sendAnalyticsEvent('Page Viewed')
    await until(() => warn.mock.calls.some(([m]) => String(m).includes('Event skipped due to optOut config')))
    await jest.advanceTimersByTimeAsync(3000)
    expect(uploads).toHaveLength(0)
    warn.mockRestore()
  })

  it('prints nothing in production when the collector keeps failing', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] })
    const spies = (['log', 'warn', 'error'] as const).map((m) => jest.spyOn(console, m).mockImplementation(() => undefined))
    collectorStatus = 500
    await client.initializeAnalytics(null, 'docs', { proxyUrl: PROXY, isProductionEnv: true, optOut: false })
    client.sendAnalyticsEvent('Page Viewed')
    await until(() => uploads.length === 5)
    await jest.advanceTimersByTimeAsync(10000)
    expect(uploads).toHaveLength(5)
    spies.forEach((spy) => {
      expect(spy).not.toHaveBeenCalled()
      spy.mockRestore()
    })
  })
})
