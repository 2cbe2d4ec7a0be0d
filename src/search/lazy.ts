/** A readable message for a failed load, e.g. a chunk or the index that did not arrive. */
export function loadErrorMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error)
  return message || 'Search could not be loaded.'
}
