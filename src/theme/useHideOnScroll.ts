/**
 * Hide-on-scroll for the navbar (spec §2: available, configured off). Scrolling down past the
 * navbar hides it, scrolling up shows it; small movements are ignored, and it never hides while
 * focus is inside it, so keyboard readers do not lose the control they are on.
 */
import * as React from 'react'

/** Movements smaller than this (px) keep the current state. */
export const SCROLL_THRESHOLD = 8

export function nextNavbarHidden(previousY: number, y: number, hidden: boolean, navbarHeight: number): boolean {
  if (y <= navbarHeight) return false
  if (y > previousY + SCROLL_THRESHOLD) return true
  if (y < previousY - SCROLL_THRESHOLD) return false
  return hidden
}

export function useHideOnScroll(enabled: boolean, navbarRef: React.RefObject<HTMLElement>): boolean {
  const [hidden, setHidden] = React.useState(false)
  React.useEffect(() => {
    if (!enabled) return undefined
    let lastY = window.scrollY
    let frame = 0
    const onScroll = () => {
      if (frame) return
      frame = window.requestAnimationFrame(() => {
        frame = 0
        const y = window.scrollY
        const previousY = lastY
        lastY = y
        const navbar = navbarRef.current
        const focusInside = Boolean(navbar && navbar.contains(document.activeElement))
        setHidden((h) => !focusInside && nextNavbarHidden(previousY, y, h, navbar?.offsetHeight ?? 0))
      })
    }
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      window.removeEventListener('scroll', onScroll)
      if (frame) window.cancelAnimationFrame(frame)
    }
  }, [enabled, navbarRef])
  return enabled && hidden
}
