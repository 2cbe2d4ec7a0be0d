import * as React from 'react'
import { act, render, screen, renderHook } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { copyMarkdown, type CopyEnvironment } from '../../src/llms/copyMarkdown'
import { useCopyPage, COPY_FEEDBACK_MS } from '../../src/llms/useCopyPage'
import CopyPageButton from '../../src/components/CopyPageButton'

function environment(overrides: Partial<CopyEnvironment> = {}, body = '# Title\n', ok = true) {
  const writeText = jest.fn(async (_text: string) => undefined)
  const fetch = jest.fn(async (_url: string) => ({ ok, status: ok ? 200 : 404, text: async () => body }))
  const env: CopyEnvironment = { clipboard: { writeText }, fetch, ...overrides }
  return { env, writeText, fetch }
}

describe('src/llms/copyMarkdown', () => {
  it('fetches the Markdown and writes it as text', async () => {
    const { env, writeText, fetch } = environment()
    await copyMarkdown('/a.md', env)
    expect(fetch).toHaveBeenCalledWith('/a.md')
    expect(writeText).toHaveBeenCalledWith('# Title\n')
  })

  it('starts the clipboard write within the click when ClipboardItem is available', async () => {
    const write = jest.fn(async () => undefined)
    class FakeItem {
      constructor(readonly items: Record<string, Promise<Blob>>) {}
    }
    const { env, writeText } = environment({ ClipboardItem: FakeItem as unknown as typeof ClipboardItem })
    env.clipboard = { writeText, write }
    await copyMarkdown('/a.md', env)
    expect(write).toHaveBeenCalledTimes(1)
    expect(writeText).not.toHaveBeenCalled()
  })

  it('fails when the page has no Markdown or there is no clipboard', async () => {
    await expect(copyMarkdown('/a.md', environment({}, '', false).env)).rejects.toThrow('404')
    await expect(copyMarkdown('/a.md', { ...environment().env, clipboard: undefined })).rejects.toThrow('clipboard')
  })
})

describe('src/llms/useCopyPage', () => {
  afterEach(() => jest.useRealTimers())

  it('goes copying → copied → idle', async () => {
    jest.useFakeTimers()
    const { env } = environment()
    const { result } = renderHook(() => useCopyPage('/a.md', () => env))
    expect(result.current.state).toBe('idle')
    await act(() => result.current.copy())
    expect(result.current.state).toBe('copied')
    act(() => jest.advanceTimersByTime(COPY_FEEDBACK_MS))
    expect(result.current.state).toBe('idle')
  })

  it('reports a failure', async () => {
    const { env } = environment({}, '', false)
    const { result } = renderHook(() => useCopyPage('/a.md', () => env))
    await act(() => result.current.copy())
    expect(result.current.state).toBe('failed')
  })
})

describe('CopyPageButton', () => {
  it('copies the page Markdown of its slug and says so', async () => {
    const writeText = jest.fn(async () => undefined)
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    const fetch = jest.fn(async () => ({ ok: true, status: 200, text: async () => '# Overview\n' }))
    Object.defineProperty(window, 'fetch', { value: fetch, configurable: true })
    render(<CopyPageButton slug="/concepts/overview" />)
    await userEvent.click(screen.getByRole('button', { name: 'Copy page' }))
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('Page copied as Markdown')
    expect(fetch).toHaveBeenCalledWith('/concepts/overview.md')
    expect(writeText).toHaveBeenCalledWith('# Overview\n')
  })
})
