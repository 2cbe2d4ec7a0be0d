import * as React from 'react'
import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { PageErrorBoundary } from '../../src/components/ErrorPage'

let shouldThrow = true
function Fragile() {
  if (shouldThrow) throw new Error('Cannot read properties of undefined (reading "deployments")')
  return <p>Recovered content</p>
}

describe('src/components/ErrorPage', () => {
  let consoleError: jest.SpyInstance
  beforeEach(() => {
    shouldThrow = true
    document.title = 'Factory | Squire Docs'
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => {})
  })
  afterEach(() => consoleError.mockRestore())

  it('shows "This page crashed." with the message, titles the page "Page Error", and "Try again" re-renders', async () => {
    render(
      <PageErrorBoundary pathname="/a">
        <Fragile />
      </PageErrorBoundary>,
    )
    expect(screen.getByRole('heading', { name: 'This page crashed.' })).toBeInTheDocument()
    expect(screen.getByText('Cannot read properties of undefined (reading "deployments")')).toBeInTheDocument()
    await waitFor(() => expect(document.title).toBe('Page Error'))
    // react-helmet applies its title on the next animation frame; let that run before recovering,
    // or it lands after the recovery and the restore below would race it.
    await act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())))

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(screen.getByRole('heading', { name: 'This page crashed.' })).toBeInTheDocument() // still failing

    shouldThrow = false
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(screen.getByText('Recovered content')).toBeInTheDocument()
    expect(screen.queryByText('This page crashed.')).toBeNull()
    await waitFor(() => expect(document.title).toBe('Factory | Squire Docs'))
  })

  it('a new route clears the error', () => {
    const { rerender } = render(
      <PageErrorBoundary pathname="/a">
        <Fragile />
      </PageErrorBoundary>,
    )
    expect(screen.getByText('This page crashed.')).toBeInTheDocument()
    shouldThrow = false
    rerender(
      <PageErrorBoundary pathname="/b">
        <Fragile />
      </PageErrorBoundary>,
    )
    expect(screen.getByText('Recovered content')).toBeInTheDocument()
  })
})
