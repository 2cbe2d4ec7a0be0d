import { whenIdle } from '../../src/theme/whenIdle'

describe('src/theme/whenIdle', () => {
  afterEach(() => {
    jest.useRealTimers()
    delete (window as Partial<Window>).requestIdleCallback
    delete (window as Partial<Window>).cancelIdleCallback
  })

  it('runs the task in an idle callback with a deadline, and cancels it', () => {
    const callbacks = new Map<number, IdleRequestCallback>()
    const options: Array<IdleRequestOptions | undefined> = []
    window.requestIdleCallback = (callback, opts) => {
      callbacks.set(callbacks.size + 1, callback)
      options.push(opts)
      return callbacks.size
    }
    window.cancelIdleCallback = (handle) => callbacks.delete(handle)
    const task = jest.fn()
    whenIdle(task, 500)
    const cancel = whenIdle(task)
    expect(task).not.toHaveBeenCalled()
    expect(options).toEqual([{ timeout: 500 }, { timeout: 1000 }])
    cancel()
    for (const callback of callbacks.values()) callback({ didTimeout: false, timeRemaining: () => 10 })
    expect(task).toHaveBeenCalledTimes(1)
  })

  it('falls back to a timeout where the browser has no idle callback', () => {
    jest.useFakeTimers()
    const task = jest.fn()
    whenIdle(task)
    const cancelled = jest.fn()
    whenIdle(cancelled)()
    expect(task).not.toHaveBeenCalled()
    jest.runAllTimers()
    expect(task).toHaveBeenCalledTimes(1)
    expect(cancelled).not.toHaveBeenCalled()
  })
})
