import { createSdkMock, identifyOperations, type SdkMock } from './mockSdk'
import { buildInitOptions } from '../../src/analytics/options'

type Client = typeof import('../../src/analytics/client')

let client: Client
let mock: SdkMock
let warn: jest.SpyInstance

beforeEach(() => {
  jest.resetModules()
  client = require('../../src/analytics/client') as Client
  mock = createSdkMock()
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
})
afterEach(() => {
  warn.mockRestore()
})

const load = () => Promise.resolve(mock.sdk)

describe('initializeAnalytics', () => {
  it('initialises the SDK with the key and the configured options', async () => {
    await client.initializeAnalytics('key-123', 'docs', { proxyUrl: null, isProductionEnv: true, optOut: false, load })
    expect(mock.init).toHaveBeenCalledTimes(1)
    const [key, options] = mock.init.mock.calls[0]
    expect(key).toBe('key-123')
    // The option values themselves are asserted once, in options.test.ts.
    expect(options).toEqual(buildInitOptions({ originApplication: 'docs', proxyUrl: null, isProductionEnv: true, optOut: false }))
  })

  it('throws when called a second time', async () => {
    await client.initializeAnalytics('key', 'docs', { isProductionEnv: true, load })
    expect(() => client.initializeAnalytics('key', 'docs', { isProductionEnv: true, load })).toThrow('initializeAnalytics called multiple times')
    expect(mock.init).toHaveBeenCalledTimes(1)
  })

  it('sends to the proxy with a placeholder key when no key is set', async () => {
    await client.initializeAnalytics(null, 'docs', { proxyUrl: 'http://127.0.0.1:1/collect', isProductionEnv: true, load })
    const [key, options] = mock.init.mock.calls[0]
    expect(key).toBe('00000000000000000000000000000000')
    expect(options.serverUrl).toBe('http://127.0.0.1:1/collect')
  })

  it.each([
    ['Global Privacy Control', { globalPrivacyControl: true }],
    ['Do Not Track', { doNotTrack: '1' }],
  ])('opts the reader out when the browser sends %s', async (_name, signals) => {
    const restore = Object.entries(signals).map(([key, value]) => {
      Object.defineProperty(window.navigator, key, { value, configurable: true })
      return () => delete (window.navigator as unknown as Record<string, unknown>)[key]
    })
    await client.initializeAnalytics('key', 'docs', { isProductionEnv: true, load })
    expect(mock.init.mock.calls[0][1].optOut).toBe(true)
    restore.forEach((r) => r())
  })

  it('does not opt out a reader who sends no signal', async () => {
    await client.initializeAnalytics('key', 'docs', { isProductionEnv: true, load })
    expect(mock.init.mock.calls[0][1].optOut).toBe(false)
  })

  it('leaves analytics off quietly when the SDK chunk fails to load', async () => {
    await expect(client.initializeAnalytics('key', 'docs', { isProductionEnv: true, load: () => Promise.reject(new Error('ChunkLoadError')) })).resolves.toBeUndefined()
    expect(() => client.sendAnalyticsEvent('Page Viewed')).not.toThrow()
    expect(mock.init).not.toHaveBeenCalled()
    expect(mock.track).not.toHaveBeenCalled()
    expect(warn).not.toHaveBeenCalled()
  })
})

describe('sendAnalyticsEvent', () => {
  it('adds page and origin to every event', async () => {
    await client.initializeAnalytics('key', 'docs', { isProductionEnv: true, load })
    client.sendAnalyticsEvent('Navbar Clicked', { label: 'Concepts', section: 'navbar' })
    expect(mock.track).toHaveBeenCalledWith('Navbar Clicked', { page: '/', origin: 'http://127.0.0.1', label: 'Concepts', section: 'navbar' })
  })

  it('buffers events sent before initialisation and replays them in order', async () => {
    client.sendAnalyticsEvent('Page Viewed', { page: '/a' })
    client.sendAnalyticsEvent('Application Loaded')
    expect(mock.track).not.toHaveBeenCalled()
    await client.initializeAnalytics('key', 'docs', { isProductionEnv: true, load })
    expect(mock.track.mock.calls.map(([name, props]) => [name, props.page])).toEqual([
      ['Page Viewed', '/a'],
      ['Application Loaded', '/'],
    ])
    expect(mock.init.mock.invocationCallOrder[0]).toBeLessThan(mock.track.mock.invocationCallOrder[0])
  })

  it('keeps at most 512 calls before initialisation', async () => {
    for (let i = 0; i < 600; i += 1) client.sendAnalyticsEvent('Page Viewed', { n: i })
    await client.initializeAnalytics('key', 'docs', { isProductionEnv: true, load })
    expect(mock.track).toHaveBeenCalledTimes(512)
    expect(mock.track.mock.calls[511][1].n).toBe(511)
  })

  it('does not send an event with a non-primitive value and names the property', async () => {
    await client.initializeAnalytics('key', 'docs', { isProductionEnv: true, load })
    expect(client.sendAnalyticsEvent('Menu Clicked', { label: 'x', target: { a: 1 } })).toBe(false)
    expect(mock.track).not.toHaveBeenCalled()
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('property "target"'))
  })

  it('does not send an event with a nested array', async () => {
    await client.initializeAnalytics('key', 'docs', { isProductionEnv: true, load })
    expect(client.sendAnalyticsEvent('Menu Clicked', { tags: ['a', ['b']] })).toBe(false)
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/property "tags": arrays cannot nest/))
    expect(mock.track).not.toHaveBeenCalled()
  })

  it('does not send an event with more than 1000 properties', async () => {
    await client.initializeAnalytics('key', 'docs', { isProductionEnv: true, load })
    const many = Object.fromEntries(Array.from({ length: 1001 }, (_, i) => [`p${i}`, i]))
    expect(client.sendAnalyticsEvent('Web Vitals', many)).toBe(false)
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('at most 1000'))
    expect(mock.track).not.toHaveBeenCalled()
  })
})

describe('user properties and revenue', () => {
  beforeEach(async () => {
    await client.initializeAnalytics('key', 'docs', { isProductionEnv: true, load })
  })

  it('sets user properties with one identify call', () => {
    client.setUserProperties({ browser: 'Firefox', darkmode: true })
    expect(identifyOperations(mock.identify)).toEqual([
      ['$set', 'browser', 'Firefox'],
      ['$set', 'darkmode', true],
    ])
  })

  it('refuses an invalid user property', () => {
    expect(client.setUserProperties({ wallet: { address: '0x' } })).toBe(false)
    expect(mock.identify).not.toHaveBeenCalled()
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('property "wallet"'))
  })

  it('adds a number to a user property and refuses anything else', () => {
    expect(client.addToUserProperty('visits', 1)).toBe(true)
    expect(identifyOperations(mock.identify)).toEqual([['$add', 'visits', 1]])
    expect(client.addToUserProperty('visits', '1')).toBe(false)
    expect(mock.identify).toHaveBeenCalledTimes(1)
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('property "visits": add requires a number'))
  })

  it('sends revenue with a positive quantity', () => {
    expect(client.sendRevenue({ price: 2.5, quantity: 3, productId: 'sqr' })).toBe(true)
    expect(mock.revenue).toHaveBeenCalledTimes(1)
    expect(mock.revenue.mock.calls[0][0].fields).toMatchObject({ price: 2.5, quantity: 3, productId: 'sqr' })
  })

  it.each([0, -1])('refuses a revenue quantity of %s', (quantity) => {
    expect(client.sendRevenue({ price: 1, quantity })).toBe(false)
    expect(mock.revenue).not.toHaveBeenCalled()
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('revenue quantity must be above 0'))
  })
})
