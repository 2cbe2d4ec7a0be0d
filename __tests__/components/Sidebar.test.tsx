import * as React from 'react'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { navigate } from 'gatsby'
import Sidebar from '../../src/components/Sidebar'
import type { SidebarNode } from '../../src/theme/navigation/sidebar'

const items: SidebarNode[] = [
  {
    type: 'category',
    label: 'V2 Protocol',
    href: '/contracts/v2/overview',
    docId: 'contracts/v2/overview',
    collapsed: false,
    items: [{ type: 'link', label: 'Pair', href: '/contracts/v2/reference/smart-contracts/pair', docId: 'x' }],
  },
  { type: 'category', label: 'Closed', href: null, docId: null, collapsed: true, items: [{ type: 'link', label: 'Hidden', href: '/h', docId: 'h' }] },
]

describe('src/components/Sidebar', () => {
  it('expands categories that are not collapsed and marks the active page', () => {
    render(<Sidebar items={items} activePath="/contracts/v2/reference/smart-contracts/pair" />)
    expect(screen.getByRole('link', { name: 'Pair' })).toHaveAttribute('aria-current', 'page')
    expect(screen.getByRole('button', { name: 'Collapse category V2 Protocol' })).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByRole('button', { name: 'Expand category Closed' })).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('link', { name: 'Hidden' })).not.toBeInTheDocument()
  })

  it('never nests a control in another: the category link and its toggle are siblings', () => {
    render(<Sidebar items={items} activePath="/" />)
    const link = screen.getByRole('link', { name: 'V2 Protocol' })
    const toggle = screen.getByRole('button', { name: /category V2 Protocol/ })
    expect(link.contains(toggle) || toggle.contains(link)).toBe(false)
    expect(toggle).toHaveAttribute('aria-controls')
  })

  it('opens a collapsed category that holds the active page, and toggles on click', async () => {
    render(<Sidebar items={items} activePath="/h" />)
    expect(screen.getByRole('link', { name: 'Hidden' })).toBeVisible()
    await userEvent.click(screen.getByRole('button', { name: 'Collapse category V2 Protocol' }))
    expect(screen.queryByRole('link', { name: 'Pair' })).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Expand category V2 Protocol' }))
    expect(screen.getByRole('link', { name: 'Pair' })).toBeVisible()
  })

  it('reports followed links', async () => {
    const onNavigate = jest.fn()
    render(<Sidebar items={items} activePath="/" onNavigate={onNavigate} />)
    await userEvent.click(screen.getByRole('link', { name: 'Pair' }))
    expect(onNavigate).toHaveBeenCalledWith('Pair', '/contracts/v2/reference/smart-contracts/pair')
  })

  it('leaves the items of a collapsed category with a link out of the page until it is opened; keeps them (hidden) without a link', async () => {
    const linked: SidebarNode = { type: 'category', label: 'Guides', href: '/guides', docId: 'guides', collapsed: true, items: [{ type: 'link', label: 'Guide 1', href: '/guides/1', docId: 'g1' }] }
    const { container } = render(<Sidebar items={[linked, items[1]]} activePath="/" />)
    expect(container.querySelector('a[href="/guides/1"]')).toBeNull()
    expect(container.querySelector('a[href="/h"]')).not.toBeNull()
    expect(screen.getByRole('link', { name: 'Guides' })).toHaveAttribute('href', '/guides')
    await userEvent.click(screen.getByRole('button', { name: 'Expand category Guides' }))
    expect(screen.getByRole('link', { name: 'Guide 1' })).toBeVisible()
  })

  it('gives plain links no class of their own (short HTML for large sidebars)', () => {
    render(<Sidebar items={items} activePath="/" />)
    expect(screen.getByRole('link', { name: 'Pair' })).not.toHaveAttribute('class')
  })

  it('follows a link client-side through one handler for all links (no router link per item)', async () => {
    ;(navigate as jest.Mock).mockClear()
    const onNavigate = jest.fn()
    render(<Sidebar items={items} activePath="/" onNavigate={onNavigate} />)
    await userEvent.click(screen.getByRole('link', { name: 'V2 Protocol' }))
    expect(navigate).toHaveBeenCalledWith('/contracts/v2/overview', undefined)
    expect(onNavigate).toHaveBeenCalledWith('V2 Protocol', '/contracts/v2/overview')
  })
})
