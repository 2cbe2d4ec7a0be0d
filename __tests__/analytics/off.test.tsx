/**
 * With no analytics variables (the config Jest inlines is parsed with an empty environment, so a
 * GATSBY_ANALYTICS_* in the shell changes nothing): nothing is loaded, sent or stored. The SDK
 * stand-in behaves like the real one where it matters here: importing it is recorded and its
 * `init` writes the AMP_ cookie, so "no cookie" fails if anything starts the SDK — the last test
 * shows it does when analytics is on.
 */
import * as React from 'react'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import AnalyticsProvider from '../../src/analytics/AnalyticsProvider'
import Sentiment from '../../src/components/Sentiment'
import { analyticsEnabled, trackNavbarClicked, trackRouteUpdate } from '../../src/analytics/track'
import { isAnalyticsInitialized } from '../../src/analytics/client'
import { startAnalytics } from '../../src/analytics/start'

const mockSdkImported = jest.fn()
jest.mock('@amplitude/analytics-browser', () => {
  mockSdkImported()
  const { createSdkMock } = jest.requireActual('./mockSdk') as typeof import('./mockSdk')
  const mock = createSdkMock()
  mock.init.mockImplementation(() => {
    globalThis.document.cookie = 'AMP_0000000000=device; path=/'
    return { promise: Promise.resolve() }
  })
  return mock.sdk
})
jest.mock('web-vitals', () => ({ onCLS: jest.fn(), onFCP: jest.fn(), onFID: jest.fn(), onLCP: jest.fn(), onINP: jest.fn() }))

describe('analytics off', () => {
  it('is off without GATSBY_ANALYTICS_API_KEY or GATSBY_ANALYTICS_PROXY_URL', () => {
    expect(analyticsEnabled()).toBe(false)
  })

  it('never loads the SDK, never initialises and sets no cookie', async () => {
    render(
      <AnalyticsProvider>
        <p>page</p>
      </AnalyticsProvider>,
    )
    trackRouteUpdate({ pathname: '/a' }, null)
    trackNavbarClicked('Concepts')
    await screen.findByText('page')
    expect(mockSdkImported).not.toHaveBeenCalled()
    expect(isAnalyticsInitialized()).toBe(false)
    expect(document.cookie).not.toMatch(/AMP_/)
  })

  // (A build without analytics does not render the widget at all: e2e/analytics-off.e2e.ts.)
  it('the sentiment widget keeps the chosen answer without loading the SDK', async () => {
    render(<Sentiment section="top" />)
    expect(screen.getByRole('group', { name: 'Was this page helpful?' })).toBeInTheDocument()
    const positive = screen.getByRole('button', { name: 'Positive' })
    expect(positive).toHaveAttribute('aria-pressed', 'false')
    await userEvent.click(positive)
    expect(positive).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByRole('button', { name: 'Neutral' })).toHaveAttribute('aria-pressed', 'false')
    expect(screen.getByRole('status')).toHaveTextContent('Thank you for your feedback.')
    expect(mockSdkImported).not.toHaveBeenCalled()
  })

  it('(control) the same stand-in is loaded and writes its cookie once analytics is on', async () => {
    await startAnalytics({ config: { apiKey: 'test-key', proxyUrl: null, originApplication: 'docs' }, isProductionEnv: false })
    await waitFor(() => expect(document.cookie).toMatch(/AMP_/))
    expect(mockSdkImported).toHaveBeenCalledTimes(1)
    document.cookie = 'AMP_0000000000=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/'
  })
})
