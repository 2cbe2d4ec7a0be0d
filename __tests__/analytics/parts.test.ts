import { isDarkMode, observeDarkMode, readUserProperties } from '../../src/analytics/userProperties'
import { reportWebVitals, vitalProperties } from '../../src/analytics/webVitals'
import { isOptedOut } from '../../src/analytics/privacy'
import * as vocabulary from '../../src/analytics/vocabulary'

describe('user properties', () => {
  it('reads browser, truncated user agent, screen size and dark mode', () => {
    document.documentElement.setAttribute('data-theme', 'light')
    const props = readUserProperties()
    expect(props).toEqual({
      browser: expect.any(String),
      user_agent: navigator.userAgent.slice(0, 275),
      screen_resolution_width: window.screen.width,
      screen_resolution_height: window.screen.height,
      darkmode: false,
    })
  })

  it('reports each change of html[data-theme] once', async () => {
    document.documentElement.setAttribute('data-theme', 'light')
    const seen: boolean[] = []
    const stop = observeDarkMode((dark) => seen.push(dark))
    document.documentElement.setAttribute('data-theme', 'dark')
    await Promise.resolve()
    document.documentElement.setAttribute('data-theme', 'dark')
    await Promise.resolve()
    document.documentElement.setAttribute('data-theme', 'light')
    await Promise.resolve()
    stop()
    document.documentElement.setAttribute('data-theme', 'dark')
    await Promise.resolve()
    expect(seen).toEqual([true, false])
    expect(isDarkMode()).toBe(true)
  })
})

describe('web vitals', () => {
  it('maps each metric to its property', () => {
    expect(vitalProperties({ name: 'CLS', value: 0.123456 })).toEqual({ cumulative_layout_shift: 0.1235 })
    expect(vitalProperties({ name: 'FCP', value: 812.4 })).toEqual({ first_contentful_paint_ms: 812 })
    expect(vitalProperties({ name: 'FID', value: 3.6 })).toEqual({ first_input_delay_ms: 4 })
    expect(vitalProperties({ name: 'LCP', value: 1500 })).toEqual({ largest_contentful_paint_ms: 1500 })
    expect(vitalProperties({ name: 'INP', value: 48 })).toEqual({ interaction_to_next_paint_ms: 48 })
  })

  it('subscribes to CLS, FCP, FID, LCP and INP and sends one event per report', async () => {
    type Report = (metric: { name: string; value: number }) => void
    const handlers: Record<string, Report> = {}
    const on = (name: string) => (report: Report) => (handlers[name] = report)
    const fake = { onCLS: on('CLS'), onFCP: on('FCP'), onFID: on('FID'), onLCP: on('LCP'), onINP: on('INP') }
    const sent: unknown[] = []
    await reportWebVitals((p) => sent.push(p), () => Promise.resolve(fake as unknown as typeof import('web-vitals')))
    expect(Object.keys(handlers).sort()).toEqual(['CLS', 'FCP', 'FID', 'INP', 'LCP'])
    handlers.LCP({ name: 'LCP', value: 900.2 })
    expect(sent).toEqual([{ largest_contentful_paint_ms: 900 }])
  })
})

describe('privacy signals', () => {
  it.each([
    [{ globalPrivacyControl: true }, true],
    [{ doNotTrack: '1' }, true],
    [{ doNotTrack: '0' }, false],
    [{ doNotTrack: null, globalPrivacyControl: false }, false],
    [undefined, false],
  ])('%j → opted out %s', (signals, expected) => {
    expect(isOptedOut(signals)).toBe(expected)
  })
})

describe('vocabulary', () => {
  it('names the product pages, versions, sentiments, outcomes and choices', () => {
    expect(Object.values(vocabulary.PageName).sort()).toEqual(
      ['about-page', 'landing-page', 'nft-collection-page', 'nft-details-page', 'nft-explore-page', 'nft-profile-page', 'not-found', 'pool-page', 'swap-page', 'tokens-page', 'token-details', 'vote-page'].sort(),
    )
    expect(Object.values(vocabulary.ProtocolVersion)).toEqual(['V1', 'V2', 'V3'])
    expect(Object.values(vocabulary.Sentiment)).toEqual(['Positive', 'Neutral', 'Negative'])
    expect(Object.values(vocabulary.Outcome)).toEqual(['Failed', 'Succeeded'])
    expect(Object.values(vocabulary.Choice)).toEqual(['Accepted', 'Rejected'])
  })

  it('keeps the event names of the site it replaces', () => {
    expect(Object.values(vocabulary.SharedEventName)).toEqual([
      'Application Loaded',
      'Page Viewed',
      'Navbar Clicked',
      'Menu Clicked',
      'Search Bar Clicked',
      'Sentiment Submitted',
      'Web Vitals',
    ])
    expect(Object.keys(vocabulary.SwapEventName)).toHaveLength(4)
    expect(Object.keys(vocabulary.NftEventName)).toHaveLength(8)
  })
})
