/**
 * Which heading of the table of contents is "in view": the last one whose top has passed a line
 * just below the sticky navbar. An IntersectionObserver whose root reaches far above the viewport
 * and ends at that line fires whenever a heading crosses it, however fast the reader scrolls; the
 * pick itself is a pure function.
 */
import * as React from 'react'

/** How far below the navbar's bottom edge a heading counts as reached (px). */
export const ACTIVE_LINE_OFFSET = 32

export interface HeadingPosition {
  id: string
  /** getBoundingClientRect().top */
  top: number
}

/** The last heading (in document order) at or above `line`, or null when none has reached it. */
export function pickActiveHeading(positions: readonly HeadingPosition[], line: number): string | null {
  let active: string | null = null
  for (const { id, top } of positions) {
    if (top <= line) active = id
    else break
  }
  return active
}

function navbarBottom(): number {
  const nav = document.querySelector('nav[aria-label="Main"]')
  return nav ? Math.max(0, nav.getBoundingClientRect().bottom) : 0
}

export function useActiveHeading(ids: readonly string[]): string | null {
  const [active, setActive] = React.useState<string | null>(null)
  const key = ids.join('\n')

  React.useEffect(() => {
    if (typeof IntersectionObserver === 'undefined' || !ids.length) return undefined
    const elements = ids.map((id) => document.getElementById(id)).filter((el): el is HTMLElement => el !== null)
    if (!elements.length) return undefined
    let observer: IntersectionObserver | null = null

    const update = () => {
      const line = navbarBottom() + ACTIVE_LINE_OFFSET
      setActive(pickActiveHeading(elements.map((el) => ({ id: el.id, top: el.getBoundingClientRect().top })), line))
    }
    const observe = () => {
      observer?.disconnect()
      const line = navbarBottom() + ACTIVE_LINE_OFFSET
      const bottomMargin = Math.max(0, window.innerHeight - line)
      observer = new IntersectionObserver(update, { rootMargin: `100000px 0px -${bottomMargin}px 0px`, threshold: [0, 1] })
      elements.forEach((el) => observer?.observe(el))
      update()
    }
    observe()
    window.addEventListener('resize', observe)
    return () => {
      observer?.disconnect()
      window.removeEventListener('resize', observe)
    }
    // `key` stands for `ids` (a new array each render).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key])

  return active
}
