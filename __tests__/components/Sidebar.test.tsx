import * as React from 'react'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
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
    const { container } = render(<Sidebar items={items} activePath="/contracts/v2/reference/smart-contracts/pair" />)
    expect(screen.getByRole('link', { name: 'Pair' })).toHaveAttribute('aria-current', 'page')
    const details = container.querySelectorAll('details')
    expect(details[0]).toHaveAttribute('open')
    expect(details[1]).not.toHaveAttribute('open')
  })

  it('opens a collapsed category that holds the active page', () => {
    const { container } = render(<Sidebar items={items} activePath="/h" />)
    expect(container.querySelectorAll('details')[1]).toHaveAttribute('open')
  })

  it('reports followed links', async () => {
    const onNavigate = jest.fn()
    render(<Sidebar items={items} activePath="/" onNavigate={onNavigate} />)
    await userEvent.click(screen.getByRole('link', { name: 'Pair' }))
    expect(onNavigate).toHaveBeenCalledWith('Pair', '/contracts/v2/reference/smart-contracts/pair')
  })
})
