/**
 * When linked routes are prefetched (spec §7): when they become visible or are hovered, unless the
 * connection is slow 2g with data-saver on. One rule for both paths; Gatsby's own hover path
 * (`___loader.hovering`) ignores the connection, so src/theme/prefetch.ts puts this rule in front
 * of it and of the visible path (`___loader.enqueue`).
 */
export interface ConnectionInfo {
  effectiveType?: string
  saveData?: boolean
}

export function currentConnection(): ConnectionInfo | undefined {
  return typeof navigator === 'undefined' ? undefined : (navigator as Navigator & { connection?: ConnectionInfo }).connection
}

export function prefetchAllowed(connection: ConnectionInfo | undefined = currentConnection()): boolean {
  return !(connection?.effectiveType === 'slow-2g' && connection.saveData === true)
}
