import { act, renderHook, waitFor } from '@testing-library/react'
import type { LocalResults, SearchEngine } from '../../src/search/engine/searchEngine'
import { record } from './fixtures'

jest.mock('../../src/search/engine/loadLocalEngine', () => ({ loadLocalEngine: jest.fn() }))
// eslint-disable-next-line import/first
import { loadLocalEngine } from '../../src/search/engine/loadLocalEngine'
// eslint-disable-next-line import/first
import { useSearchPage } from '../../src/search/page/useSearchPage'

const results = (query: string): LocalResults => ({
  query,
  total: 1,
  hits: [{ record: record({ url: '/concepts/liquidity', lvl1: 'Liquidity', text: 'Pools hold liquidity.' }), terms: new Set([query]), score: 1, tier: 2 }],
})

function fakeEngine() {
  return { search: jest.fn((query: string) => Promise.resolve(results(query))), warmUp: jest.fn(() => results('pool')) } satisfies SearchEngine
}

describe('src/search/page/useSearchPage warm-up', () => {
  beforeEach(() => (loadLocalEngine as jest.Mock).mockReset())

  it('runs the engine’s warm-up once, when idle, while the field is empty', async () => {
    const engine = fakeEngine()
    ;(loadLocalEngine as jest.Mock).mockResolvedValue(engine)
    const { result, rerender } = renderHook(({ search }) => useSearchPage(search), { initialProps: { search: '' } })
    expect(loadLocalEngine).not.toHaveBeenCalled()
    act(() => result.current.want())
    await waitFor(() => expect(engine.warmUp).toHaveBeenCalledTimes(1))
    expect(engine.search).not.toHaveBeenCalled()
    expect(result.current.state).toEqual({ status: 'empty' })
    // Typing searches for real; the warm-up does not run again for this engine.
    act(() => result.current.setQuery('liquidity'))
    await waitFor(() => expect(result.current.state.status).toBe('ready'))
    rerender({ search: '' })
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(engine.warmUp).toHaveBeenCalledTimes(1)
  })

  it('skips the warm-up when the page opens with a query (the real search runs at once)', async () => {
    const engine = fakeEngine()
    ;(loadLocalEngine as jest.Mock).mockResolvedValue(engine)
    const { result } = renderHook(() => useSearchPage('?q=liquidity'))
    await waitFor(() => expect(result.current.state.status).toBe('ready'))
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(engine.warmUp).not.toHaveBeenCalled()
  })

  it('a warm-up that throws changes nothing the reader sees', async () => {
    const engine = { ...fakeEngine(), warmUp: jest.fn(() => { throw new Error('no') }) }
    ;(loadLocalEngine as jest.Mock).mockResolvedValue(engine)
    const { result } = renderHook(() => useSearchPage(''))
    act(() => result.current.want())
    await waitFor(() => expect(engine.warmUp).toHaveBeenCalled())
    act(() => result.current.setQuery('liquidity'))
    await waitFor(() => expect(result.current.state.status).toBe('ready'))
  })
})
