/**
 * A retry-able loader: React.lazy remembers a failed import for ever; a loader made with
 * onceWithRetry forgets a failure, so "Retry" (or the next hover) runs the import again and
 * webpack requests the chunk anew. Search uses it for its engine and its modal.
 */

/**
 * Runs an async loader once and shares its promise; a failure is forgotten, so the next call (a
 * "Retry", the next hover) loads again. Webpack also forgets a failed chunk, so `import()` retries.
 */
export function onceWithRetry<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null
  return () => {
    if (!pending) {
      pending = load().catch((error: unknown) => {
        pending = null
        throw error
      })
    }
    return pending
  }
}
