/**
 * Runs an async loader once and shares its promise; a failure is forgotten so the next call
 * (a "Retry") loads again. Webpack also forgets a failed chunk, so `import()` is retried too.
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

/** A readable message for a failed load, e.g. a chunk or the index that did not arrive. */
export function loadErrorMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error)
  return message || 'Search could not be loaded.'
}
