import * as React from 'react'
import { fireEvent, render, screen } from '@testing-library/react'
import DocFooter, { editUrlFor } from '../../src/components/DocFooter'
import DocVersionBadge from '../../src/components/DocVersionBadge'
import BackToTop from '../../src/components/BackToTop'
import { coercePreferredVersion } from '../../src/theme/useRememberDocsVersion'

describe('doc chrome added by the reader behaviours', () => {
  beforeEach(() => window.localStorage.clear())

  it('links "Edit this page" to the source file and shows the last commit date', () => {
    const url = editUrlFor('https://github.com/squire-exchange/squire-docs/edit/main/', 'content/docs/apis/overview.mdx')
    expect(url).toBe('https://github.com/squire-exchange/squire-docs/edit/main/content/docs/apis/overview.mdx')
    render(<DocFooter editUrl={url} lastUpdated="March 1, 2026" lastUpdatedIso="2026-03-01T10:00:00.000Z" />)
    expect(screen.getByRole('link', { name: 'Edit this page' })).toHaveAttribute('href', url)
    expect(screen.getByText('March 1, 2026')).toHaveAttribute('datetime', '2026-03-01T10:00:00.000Z')
  })

  it('leaves the date out when there is no git history', () => {
    render(<DocFooter editUrl="https://example.com/e" lastUpdated={null} />)
    expect(screen.queryByText(/Last updated/)).toBeNull()
  })

  it('labels the version "Next" and stores it as the preferred version, replacing junk', () => {
    window.localStorage.setItem('docs-preferred-version-default', '1.0.0-gone')
    render(<DocVersionBadge />)
    expect(screen.getByText('Version: Next')).toBeInTheDocument()
    expect(window.localStorage.getItem('docs-preferred-version-default')).toBe('current')
    expect(coercePreferredVersion('junk', ['current'])).toBeNull()
    expect(coercePreferredVersion('current', ['current'])).toBe('current')
  })

  it('shows "back to top" after scrolling down and scrolls up', () => {
    window.scrollTo = jest.fn() as unknown as typeof window.scrollTo
    const raf = jest.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => {
      cb(0)
      return 1
    })
    render(<BackToTop />)
    const button = screen.getByRole('button', { name: 'Scroll back to top' })
    expect(button).not.toHaveAttribute('data-visible')
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 900 })
    fireEvent.scroll(window)
    expect(button).toHaveAttribute('data-visible')
    fireEvent.click(button)
    expect(window.scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }))
    raf.mockRestore()
  })
})
