import * as React from 'react'
import { render, screen, within } from '@testing-library/react'
import Navbar from '../../src/components/Navbar'

describe('src/components/Navbar', () => {
  it('renders the spec items left and right, by doc id', () => {
    render(<Navbar pathname="/contracts/v2/overview" />)
    const nav = screen.getByRole('navigation', { name: 'Main' })
    const links = within(nav).getAllByRole('link')
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Squire Docs', '/'],
      ['Concepts', '/concepts/overview'],
      ['Contracts', '/contracts/v3/overview'],
      ['SDKs', '/sdk/v3/overview'],
      ['APIs', '/apis/overview'],
      ['Claiming dApp', '/claiming/overview'],
      ['GitHub↗', 'https://github.com/squire-exchange/squire-docs'],
    ])
    expect(screen.getByRole('img', { name: 'Squire logo' })).toBeInTheDocument()
  })

  it('marks the section of the current page active', () => {
    render(<Navbar pathname="/contracts/v2/overview" />)
    expect(screen.getByRole('link', { name: 'Contracts' })).toHaveAttribute('data-active', 'true')
    expect(screen.getByRole('link', { name: 'Concepts' })).not.toHaveAttribute('data-active')
  })

  it('opens the repository in a new tab with an accessible name', () => {
    render(<Navbar pathname="/" />)
    const repo = screen.getByRole('link', { name: 'Squire Docs source repository on GitHub' })
    expect(repo).toHaveAttribute('target', '_blank')
    expect(repo).toHaveAttribute('rel', 'noopener noreferrer')
  })
})
