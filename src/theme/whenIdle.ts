/**
 * Runs `task` once the browser is idle (requestIdleCallback, at the latest after `timeoutMs`),
 * or after a zero-delay timeout where there is no idle callback (Safari). Returns a function
 * that cancels it if it has not run.
 */
export function whenIdle(task: () => void, timeoutMs = 1000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(() => task(), { timeout: timeoutMs })
    return () => window.cancelIdleCallback(handle)
  }
  const handle = window.setTimeout(task, 0)
  return () => window.clearTimeout(handle)
}
