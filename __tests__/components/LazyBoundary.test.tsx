import * as React from 'react'
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import LazyBoundary from '../../src/components/LazyBoundary'
import { lazyWithRetry } from '../../src/theme/lazyWithRetry'

function Modal({ query }: { query: string }) {
  return <div role="dialog">Search for {query}</div>
}

describe('src/theme/lazyWithRetry + LazyBoundary', () => {
  it('shows the error with "Retry" when the chunk fails, and loads it again on Retry', async () => {
    const factory = jest
      .fn<Promise<{ default: typeof Modal }>, []>()
      .mockRejectedValueOnce(new Error('Loading chunk 42 failed.'))
      .mockResolvedValueOnce({ default: Modal })
    const loader = lazyWithRetry(factory)
    render(<LazyBoundary loader={loader}>{(Component) => <Component query="pair" />}</LazyBoundary>)
    expect(await screen.findByRole('alert')).toHaveTextContent('Loading chunk 42 failed.')
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('dialog')).toHaveTextContent('Search for pair')
    expect(factory).toHaveBeenCalledTimes(2)
  })

  it('imports once however often it is preloaded, and renders at once when loaded', async () => {
    const factory = jest.fn(() => Promise.resolve(Modal))
    const loader = lazyWithRetry(factory)
    await Promise.all([loader.load(), loader.load()])
    await loader.load()
    expect(factory).toHaveBeenCalledTimes(1)
    render(<LazyBoundary loader={loader}>{(Component) => <Component query="x" />}</LazyBoundary>)
    expect(screen.getByRole('dialog')).toBeInTheDocument()
  })

  it('shows the loading view only after 200 ms', async () => {
    jest.useFakeTimers()
    try {
      let resolve: (m: typeof Modal) => void = () => {}
      const loader = lazyWithRetry(() => new Promise<typeof Modal>((r) => (resolve = r)))
      render(
        <LazyBoundary loader={loader} loading={<p>Loading…</p>}>
          {(Component) => <Component query="x" />}
        </LazyBoundary>,
      )
      expect(screen.queryByText('Loading…')).toBeNull()
      act(() => {
        jest.advanceTimersByTime(200)
      })
      expect(screen.getByText('Loading…')).toBeInTheDocument()
      await act(async () => resolve(Modal))
      expect(screen.getByRole('dialog')).toBeInTheDocument()
    } finally {
      jest.useRealTimers()
    }
  })
})
