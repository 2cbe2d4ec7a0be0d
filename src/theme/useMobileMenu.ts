/**
 * Mobile menu state (spec §4): open or closed, showing the main menu (navbar items) or the doc
 * sidebar. It closes on navigation, on Escape and when the width rises above the breakpoint; while
 * open the page behind does not scroll.
 */
import * as React from 'react'

export type MobileMenuPanel = 'primary' | 'secondary'

/** The layout is mobile at the breakpoint width or less (996 px by default). */
export function isMobileWidth(width: number, breakpoint: number): boolean {
  return width <= breakpoint
}

export interface MobileMenuOptions {
  pathname: string
  breakpoint: number
  /** True on doc pages: the menu opens on the doc sidebar, with a way back to the main menu. */
  hasSecondary: boolean
}

export interface MobileMenuState {
  open: boolean
  panel: MobileMenuPanel
  openMenu: () => void
  close: () => void
  toggle: () => void
  showPrimary: () => void
  showSecondary: () => void
}

export function useMobileMenu({ pathname, breakpoint, hasSecondary }: MobileMenuOptions): MobileMenuState {
  const [open, setOpen] = React.useState(false)
  const [panel, setPanel] = React.useState<MobileMenuPanel>('primary')

  const openMenu = React.useCallback(() => {
    setPanel(hasSecondary ? 'secondary' : 'primary')
    setOpen(true)
  }, [hasSecondary])
  const close = React.useCallback(() => setOpen(false), [])
  const toggle = React.useCallback(() => (open ? close() : openMenu()), [open, close, openMenu])
  const showPrimary = React.useCallback(() => setPanel('primary'), [])
  const showSecondary = React.useCallback(() => hasSecondary && setPanel('secondary'), [hasSecondary])

  // Navigation closes the menu.
  React.useEffect(() => setOpen(false), [pathname])

  React.useEffect(() => {
    if (!open) return undefined
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false)
    }
    const onResize = () => {
      if (!isMobileWidth(window.innerWidth, breakpoint)) setOpen(false)
    }
    // The page behind the menu does not scroll.
    const { body } = document
    const previousOverflow = body.style.overflow
    body.style.overflow = 'hidden'
    document.addEventListener('keydown', onKeyDown)
    window.addEventListener('resize', onResize)
    onResize()
    return () => {
      body.style.overflow = previousOverflow
      document.removeEventListener('keydown', onKeyDown)
      window.removeEventListener('resize', onResize)
    }
  }, [open, breakpoint])

  return { open, panel: hasSecondary ? panel : 'primary', openMenu, close, toggle, showPrimary, showSecondary }
}
