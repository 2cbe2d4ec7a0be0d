import * as React from 'react'
import { act, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { isMobileWidth, useMobileMenu } from '../../src/theme/useMobileMenu'
import MobileMenuSlot from '../../src/components/slots/MobileMenuSlot'
import type { PageSidebar } from '../../src/theme/navigation/sidebarView'
import { SidebarStateProvider } from '../../src/theme/SidebarStateProvider'

const sidebar: PageSidebar = {
  items: [
    { label: 'V3 SDK', href: '/sdk/v3/overview' },
    { label: 'V2 SDK', href: '/sdk/v2/overview' },
  ],
  file: null,
}

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width })
  window.dispatchEvent(new Event('resize'))
}

describe('src/theme/useMobileMenu', () => {
  beforeEach(() => setWidth(800))

  it('is mobile at 996 px or less', () => {
    expect(isMobileWidth(996, 996)).toBe(true)
    expect(isMobileWidth(997, 996)).toBe(false)
    expect(isMobileWidth(320, 996)).toBe(true)
  })

  it('opens on the doc sidebar when there is one, and goes back to the main menu', () => {
    const { result } = renderHook(() => useMobileMenu({ pathname: '/a', breakpoint: 996, hasSecondary: true }))
    act(() => result.current.openMenu())
    expect(result.current).toMatchObject({ open: true, panel: 'secondary' })
    act(() => result.current.showPrimary())
    expect(result.current.panel).toBe('primary')
  })

  it('closes on navigation, on Escape and above 996 px, and locks page scroll while open', () => {
    const { result, rerender } = renderHook(({ pathname }) => useMobileMenu({ pathname, breakpoint: 996, hasSecondary: false }), {
      initialProps: { pathname: '/a' },
    })
    act(() => result.current.openMenu())
    expect(document.body.style.overflow).toBe('hidden')
    rerender({ pathname: '/b' })
    expect(result.current.open).toBe(false)
    expect(document.body.style.overflow).toBe('')

    act(() => result.current.openMenu())
    act(() => {
      fireEvent.keyDown(document, { key: 'Escape' })
    })
    expect(result.current.open).toBe(false)

    act(() => result.current.openMenu())
    act(() => setWidth(996))
    expect(result.current.open).toBe(true)
    act(() => setWidth(1200))
    expect(result.current.open).toBe(false)
  })
})

describe('src/components/slots/MobileMenuSlot', () => {
  beforeEach(() => setWidth(800))

  it('moves focus into the panel and back to the toggle', async () => {
    render(<MobileMenuSlot pathname="/sdk/v3/overview" sidebar={sidebar} />, { wrapper: SidebarStateProvider })
    const toggle = screen.getByRole('button', { name: 'Open navigation menu' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await userEvent.click(toggle)
    // The panel's code loads on the first open (a lazy chunk).
    const dialog = await screen.findByRole('dialog', { name: 'Navigation menu' })
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement))
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(toggle)
  })

  it('shows the doc sidebar with "Back to main menu", which shows the navbar items', async () => {
    render(<MobileMenuSlot pathname="/sdk/v3/overview" sidebar={sidebar} />, { wrapper: SidebarStateProvider })
    await userEvent.click(screen.getByRole('button', { name: 'Open navigation menu' }))
    expect(await screen.findByRole('link', { name: 'V2 SDK' })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: /Back to main menu/ }))
    expect(screen.queryByRole('link', { name: 'V2 SDK' })).toBeNull()
    expect(screen.getByRole('link', { name: 'Concepts' })).toHaveAttribute('href', '/concepts/overview')
    expect(screen.getByRole('link', { name: 'Claiming dApp' })).toBeInTheDocument()
  })

  it('without a doc sidebar opens on the navbar items; following a link closes it', async () => {
    render(<MobileMenuSlot pathname="/" sidebar={null} />)
    await userEvent.click(screen.getByRole('button', { name: 'Open navigation menu' }))
    const link = await screen.findByRole('link', { name: 'APIs' })
    expect(screen.queryByRole('button', { name: /Back to main menu/ })).toBeNull()
    link.addEventListener('click', (e) => e.preventDefault())
    await userEvent.click(link)
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('keeps Tab inside the open panel', async () => {
    render(<MobileMenuSlot pathname="/" sidebar={null} />)
    await userEvent.click(screen.getByRole('button', { name: 'Open navigation menu' }))
    const dialog = screen.getByRole('dialog')
    for (let i = 0; i < 12; i += 1) {
      await userEvent.tab()
      expect(dialog).toContainElement(document.activeElement as HTMLElement)
    }
    await userEvent.tab({ shift: true })
    expect(dialog).toContainElement(document.activeElement as HTMLElement)
  })
})
