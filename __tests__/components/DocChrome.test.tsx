import * as React from 'react'
import { render, screen } from '@testing-library/react'
import TOC from '../../src/components/TOC'
import Breadcrumbs from '../../src/components/Breadcrumbs'
import DocPaginator from '../../src/components/DocPaginator'
import SkipToContent from '../../src/components/SkipToContent'

describe('doc chrome components', () => {
  it('TOC links each heading, nested (highlighting is tested with useActiveHeading)', () => {
    render(<TOC items={[{ id: 'a', value: 'A', level: 2, children: [{ id: 'b', value: 'B', level: 3, children: [] }] }]} />)
    expect(screen.getByRole('navigation', { name: 'On this page' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'A' })).toHaveAttribute('href', '#a')
    expect(screen.getByRole('link', { name: 'A' }).closest('li')).toContainElement(screen.getByRole('link', { name: 'B' }))
  })

  it('TOC renders nothing for a page without headings', () => {
    const { container } = render(<TOC items={[]} />)
    expect(container).toBeEmptyDOMElement()
  })

  it('Breadcrumbs ends on the current page', () => {
    render(<Breadcrumbs crumbs={[{ label: 'V2 Protocol', href: '/contracts/v2/overview' }, { label: 'Pair', href: '/p' }]} />)
    expect(screen.getByRole('link', { name: 'V2 Protocol' })).toHaveAttribute('href', '/contracts/v2/overview')
    expect(screen.getByText('Pair')).toHaveAttribute('aria-current', 'page')
  })

  it('DocPaginator links previous and next', () => {
    render(<DocPaginator previous={{ label: 'Factory', href: '/f' }} next={{ label: 'Router', href: '/r' }} />)
    expect(screen.getByRole('link', { name: /Previous.*Factory/ })).toHaveAttribute('href', '/f')
    expect(screen.getByRole('link', { name: /Next.*Router/ })).toHaveAttribute('rel', 'next')
  })

  it('Skip link moves focus to main', () => {
    render(
      <>
        <SkipToContent />
        <main id="__main" tabIndex={-1} />
      </>,
    )
    Element.prototype.scrollIntoView = jest.fn()
    screen.getByRole('link', { name: 'Skip to main content' }).click()
    expect(document.activeElement).toBe(document.getElementById('__main'))
  })
})
