import { apiKeyFor, buildInitOptions, ORIGIN_APPLICATION_HEADER, PROXY_PLACEHOLDER_API_KEY } from '../../src/analytics/options'

const base = { originApplication: 'docs', isProductionEnv: true, optOut: false }

describe('src/analytics/options: what the SDK is initialised with', () => {
  const options = buildInitOptions({ ...base, proxyUrl: 'https://collector.example/events' })

  it('flushes every 1000 ms, 30 events a batch, 5 retries', () => {
    expect(options.flushIntervalMillis).toBe(1000)
    expect(options.flushQueueSize).toBe(30)
    expect(options.flushMaxRetries).toBe(5)
  })

  it('renews the session after 30 minutes idle', () => {
    expect(options.sessionTimeout).toBe(1_800_000)
  })

  it('keeps its cookie 365 days, SameSite=Lax, upgrading old cookies', () => {
    expect(options.identityStorage).toBe('cookie')
    expect(options.cookieOptions).toEqual({ upgrade: true, expiration: 365, sameSite: 'Lax' })
  })

  it('turns IP address, city, region and carrier tracking off', () => {
    expect(options.trackingOptions).toEqual({ ipAddress: false, city: false, region: false, carrier: false })
  })

  it('captures nothing by itself and calls nothing but the upload endpoint', () => {
    expect(options.defaultTracking).toBe(false)
    expect(options.autocapture).toBe(false)
    expect(options.remoteConfig).toEqual({ fetchRemoteConfig: false })
    expect(options.fetchRemoteConfig).toBe(false)
    expect(options.enableDiagnostics).toBe(false)
  })

  it('uploads through fetch with the origin-application header', () => {
    expect(options.transport).toEqual({ type: 'fetch', headers: { [ORIGIN_APPLICATION_HEADER]: 'docs' } })
    expect(ORIGIN_APPLICATION_HEADER).toBe('x-origin-application')
  })

  it('sends to the proxy URL when one is set, else to the provider', () => {
    expect(options.serverUrl).toBe('https://collector.example/events')
    expect(buildInitOptions({ ...base, proxyUrl: null })).not.toHaveProperty('serverUrl')
  })

  it("keeps the SDK's messages out of the console in production only", () => {
    expect(options.logLevel).toBe(0) // LogLevel.None
    expect(buildInitOptions({ ...base, isProductionEnv: false }).logLevel).toBe(2) // LogLevel.Warn
  })

  it('passes the opt-out on', () => {
    expect(options.optOut).toBe(false)
    expect(buildInitOptions({ ...base, optOut: true }).optOut).toBe(true)
  })

  it('uses the key, or a placeholder when only a proxy is set', () => {
    expect(apiKeyFor('real-key', 'https://collector.example')).toBe('real-key')
    expect(apiKeyFor(null, 'https://collector.example')).toBe(PROXY_PLACEHOLDER_API_KEY)
    expect(() => apiKeyFor(null, null)).toThrow('API key or a proxy URL')
  })
})
