import * as React from 'react'
import { render, screen, within } from '@testing-library/react'
import Footer from '../../src/components/Footer'

describe('src/components/Footer', () => {
  it('renders the four spec columns with their links', () => {
    render(<Footer />)
    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)
    expect(titles).toEqual(['Developers', 'Ecosystem', 'Community', 'Socials'])
    const developers = screen.getByRole('region', { name: 'Developers' })
    expect(within(developers).getByRole('link', { name: 'Deployment addresses' })).toHaveAttribute('href', '/contracts/v3/reference/deployments')
    for (const link of screen.getAllByRole('link')) {
      const href = link.getAttribute('href') ?? ''
      expect(href.startsWith('/') || href.startsWith('https://')).toBe(true)
    }
  })
})
