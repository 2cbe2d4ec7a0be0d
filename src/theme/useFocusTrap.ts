/** Focus management for a modal panel: focus moves in when it opens, stays inside, and returns. */
import * as React from 'react'

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, summary, [tabindex]:not([tabindex="-1"])'

export function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.closest('[hidden]'))
}

/**
 * While `active`, focuses the first focusable element of `container` (or `initial`), wraps Tab
 * and Shift+Tab inside it, and on deactivation or unmount gives focus back to `returnTo` (unless
 * something else, such as a route change, has taken it). `focusKey` refocuses when the panel's content changes.
 */
export function useFocusTrap(
  active: boolean,
  container: React.RefObject<HTMLElement>,
  returnTo: React.RefObject<HTMLElement>,
  focusKey?: unknown,
): void {
  React.useEffect(() => {
    const node = container.current
    if (!active || !node) return undefined
    focusableIn(node)[0]?.focus()
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return
      const items = focusableIn(node)
      if (!items.length) return
      const first = items[0]
      const last = items[items.length - 1]
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault()
        last.focus()
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault()
        first.focus()
      }
    }
    node.addEventListener('keydown', onKeyDown)
    return () => node.removeEventListener('keydown', onKeyDown)
  }, [active, container, focusKey])

  // When the trap ends (deactivated or unmounted with its panel), give focus back, but only if it
  // was lost with the panel: a navigation may have moved it on.
  React.useEffect(() => {
    if (!active) return undefined
    return () => {
      const current = document.activeElement
      if (!current || current === document.body || !current.isConnected) returnTo.current?.focus()
    }
  }, [active, returnTo])
}
