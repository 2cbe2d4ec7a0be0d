import * as React from 'react'

/**
 * Holds document.title at `title` while mounted and puts the previous title back on unmount. The
 * crash page uses it (a crash is client-only, so Gatsby's Head API, which runs per route, cannot
 * set it); the previous title comes back when the page recovers ("Try again") on the same route.
 */
export function useDocumentTitle(title: string): void {
  React.useEffect(() => {
    const previous = document.title
    document.title = title
    return () => {
      document.title = previous
    }
  }, [title])
}
