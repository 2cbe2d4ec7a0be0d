/** With no analytics variables set (the default): nothing is loaded, sent or stored. */
import * as React from 'react'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { loadSdk } from '../../src/analytics/sdk'
import AnalyticsProvider from '../../src/analytics/AnalyticsProvider'
import Sentiment from '../../src/components/Sentiment'
import { analyticsEnabled, trackNavbarClicked, trackRouteUpdate } from '../../src/analytics/track'
import { isAnalyticsInitialized } from '../../src/analytics/client'

jest.mock('../../src/analytics/sdk', () => ({ loadSdk: jest.fn() }))

describe('analytics off', () => {
  it('is off without GATSBY_ANALYTICS_API_KEY or GATSBY_ANALYTICS_PROXY_URL', () => {
    expect(analyticsEnabled()).toBe(false)
  })

  it('never loads the SDK, never initialises and sets no cookie', () => {
    jest.useFakeTimers()
    render(
      <AnalyticsProvider>
        <p>page</p>
      </AnalyticsProvider>,
    )
    trackRouteUpdate({ pathname: '/a' }, null)
    trackNavbarClicked('Concepts')
    expect(jest.getTimerCount()).toBe(0)
    jest.useRealTimers()
    expect(loadSdk).not.toHaveBeenCalled()
    expect(isAnalyticsInitialized()).toBe(false)
    expect(document.cookie).toBe('')
  })

  it('still shows the sentiment widget and the chosen answer', async () => {
    render(<Sentiment section="top" />)
    expect(screen.getByRole('group', { name: 'Was this page helpful?' })).toBeInTheDocument()
    const positive = screen.getByRole('button', { name: 'Positive' })
    expect(positive).toHaveAttribute('aria-pressed', 'false')
    await userEvent.click(positive)
    expect(positive).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByRole('button', { name: 'Neutral' })).toHaveAttribute('aria-pressed', 'false')
    expect(screen.getByRole('status')).toHaveTextContent('Thank you for your feedback.')
    expect(loadSdk).not.toHaveBeenCalled()
  })
})
