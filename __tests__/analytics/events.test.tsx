/**
 * With analytics configured (the config module mocked as if GATSBY_ANALYTICS_API_KEY were set) and
 * the SDK module mocked: the provider initialises it once with the site options, sets the user
 * properties, and the navbar, sidebar and sentiment clicks send their events.
 */
import * as React from 'react'
import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import * as amplitude from '@amplitude/analytics-browser'
import { identifyOperations } from './mockSdk'
import AnalyticsProvider from '../../src/analytics/AnalyticsProvider'
import Navbar from '../../src/components/Navbar'
import DocLayout from '../../src/components/DocLayout'
import Sentiment from '../../src/components/Sentiment'
import { trackRouteUpdate, trackSearchBarClicked } from '../../src/analytics/track'
import type { PageSidebar } from '../../src/theme/navigation/sidebarView'
import { SidebarStateProvider } from '../../src/theme/SidebarStateProvider'
import { buildInitOptions } from '../../src/analytics/options'

jest.mock('@amplitude/analytics-browser', () => (jest.requireActual('./mockSdk') as typeof import('./mockSdk')).createSdkMock().sdk)
jest.mock('web-vitals', () => ({ onCLS: jest.fn(), onFCP: jest.fn(), onFID: jest.fn(), onLCP: jest.fn(), onINP: jest.fn() }))
jest.mock('../../src/config', () => {
  const actual = jest.requireActual('../../src/config')
  return { ...actual, siteConfig: { ...actual.siteConfig, analytics: { apiKey: 'test-key', proxyUrl: null, originApplication: 'docs' } } }
})

const sdk = amplitude as unknown as { init: jest.Mock; track: jest.Mock; identify: jest.Mock }
const tracked = (name: string) => sdk.track.mock.calls.filter(([n]) => n === name).map(([, props]) => props)

beforeAll(async () => {
  // jsdom cannot follow links; the clicks only need to reach the handlers.
  document.addEventListener('click', (event) => event.preventDefault())
  document.documentElement.setAttribute('data-theme', 'dark')
  render(
    <AnalyticsProvider>
      <p>page</p>
    </AnalyticsProvider>,
  )
  await waitFor(() => expect(sdk.init).toHaveBeenCalled())
})

describe('AnalyticsProvider', () => {
  it('initialises the SDK once, with the key and the site options', () => {
    expect(sdk.init).toHaveBeenCalledTimes(1)
    const [key, options] = sdk.init.mock.calls[0]
    expect(key).toBe('test-key')
    // The option values themselves are asserted once, in options.test.ts.
    expect(options).toEqual(buildInitOptions({ originApplication: 'docs', proxyUrl: null, isProductionEnv: process.env.NODE_ENV === 'production', optOut: false }))
    expect(options).not.toHaveProperty('serverUrl')
  })

  it('sends "Application Loaded" once', () => {
    expect(tracked('Application Loaded')).toEqual([{ page: '/', origin: 'http://127.0.0.1' }])
  })

  it('sets browser, user agent, screen and dark mode, and follows data-theme', async () => {
    const ops = identifyOperations(sdk.identify)
    const names = ops.map(([, name]) => name)
    expect(names).toEqual(['browser', 'user_agent', 'screen_resolution_width', 'screen_resolution_height', 'darkmode'])
    expect(ops.find(([, name]) => name === 'darkmode')?.[2]).toBe(true)
    sdk.identify.mockClear()
    act(() => document.documentElement.setAttribute('data-theme', 'light'))
    await waitFor(() => expect(identifyOperations(sdk.identify)).toEqual([['$set', 'darkmode', false]]))
  })
})

describe('events from the components', () => {
  beforeEach(() => sdk.track.mockClear())

  it('"Navbar Clicked" with the item label', async () => {
    render(<Navbar pathname="/" />)
    await userEvent.click(screen.getByRole('link', { name: 'Concepts' }))
    expect(tracked('Navbar Clicked')).toEqual([{ label: 'Concepts', section: 'navbar', element: 'navbar-link', page: '/', origin: 'http://127.0.0.1' }])
  })

  it('"Menu Clicked" for a sidebar link', async () => {
    const sidebar: PageSidebar = { items: [{ label: 'Pair', href: '/contracts/v2/reference/smart-contracts/pair' }], file: null }
    render(
      <DocLayout pathname="/" sidebar={sidebar} toc={[]}>
        <p>doc</p>
      </DocLayout>,
      { wrapper: SidebarStateProvider },
    )
    await userEvent.click(screen.getByRole('link', { name: 'Pair' }))
    expect(tracked('Menu Clicked')).toEqual([
      { label: 'Pair', href: '/contracts/v2/reference/smart-contracts/pair', section: 'sidebar', element: 'sidebar-link', page: '/', origin: 'http://127.0.0.1' },
    ])
  })

  it('"Sentiment Submitted" with the sentiment and the section, once per change', async () => {
    render(<Sentiment section="bottom" />)
    await userEvent.click(screen.getByRole('button', { name: 'Positive' }))
    await userEvent.click(screen.getByRole('button', { name: 'Positive' }))
    await userEvent.click(screen.getByRole('button', { name: 'Negative' }))
    expect(tracked('Sentiment Submitted').map((p) => [p.sentiment, p.section])).toEqual([
      ['Positive', 'bottom'],
      ['Negative', 'bottom'],
    ])
  })

  it('"Search Bar Clicked" from trackSearchBarClicked', () => {
    trackSearchBarClicked()
    expect(tracked('Search Bar Clicked')).toEqual([{ section: 'navbar', element: 'search-button', page: '/', origin: 'http://127.0.0.1' }])
  })

  it('"Page Viewed" on the first page and when the path changes, a tick later', () => {
    jest.useFakeTimers()
    document.title = 'Overview | Squire Docs'
    trackRouteUpdate({ pathname: '/concepts/overview' }, null)
    trackRouteUpdate({ pathname: '/concepts/overview' }, { pathname: '/concepts/overview' })
    trackRouteUpdate({ pathname: '/apis/overview' }, { pathname: '/concepts/overview' })
    expect(tracked('Page Viewed')).toEqual([])
    jest.runOnlyPendingTimers()
    jest.useRealTimers()
    expect(tracked('Page Viewed').map((p) => [p.page, p.title])).toEqual([
      ['/concepts/overview', 'Overview | Squire Docs'],
      ['/apis/overview', 'Overview | Squire Docs'],
    ])
  })

  it('"Page Viewed" after a client navigation carries the new page title as soon as it is set', async () => {
    document.title = 'Concepts | Squire Docs'
    trackRouteUpdate({ pathname: '/sdk/v3/overview' }, { pathname: '/concepts/overview' })
    document.title = ''
    await Promise.resolve()
    expect(tracked('Page Viewed')).toEqual([])
    document.title = 'SDK | Squire Docs'
    await Promise.resolve() // MutationObserver callbacks run as microtasks: no timer involved
    expect(tracked('Page Viewed').map((p) => [p.page, p.title])).toEqual([['/sdk/v3/overview', 'SDK | Squire Docs']])
  })
})
