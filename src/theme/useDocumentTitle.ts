import * as React from 'react'

/**
 * Holds document.title at `title` while mounted and puts the previous title back on unmount. The
 * crash page uses it beside react-helmet, which sets the title but leaves it behind when the page
 * recovers ("Try again") on the same route, where Gatsby's Head does not run again.
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
