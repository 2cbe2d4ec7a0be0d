import * as React from 'react'
import { act, render, screen } from '@testing-library/react'
import { nextNavbarHidden, useHideOnScroll } from '../../src/theme/useHideOnScroll'

describe('src/theme/useHideOnScroll', () => {
  it.each([
    [0, 40, false, 60, false, 'never hides over the navbar area'],
    [100, 200, false, 60, true, 'hides when scrolling down'],
    [300, 200, true, 60, false, 'shows when scrolling up'],
    [200, 204, false, 60, false, 'ignores small movements (shown)'],
    [200, 204, true, 60, true, 'ignores small movements (hidden)'],
  ])('from %d to %d (hidden %s, navbar %d) → %s: %s', (from, to, hidden, height, expected) => {
    expect(nextNavbarHidden(from, to, hidden, height)).toBe(expected)
  })

  function Probe({ enabled }: { enabled: boolean }) {
    const ref = React.useRef<HTMLElement>(null)
    const hidden = useHideOnScroll(enabled, ref)
    return (
      <nav ref={ref} data-testid="nav" data-hidden={hidden ? 'yes' : 'no'}>
        <a href="#x">link</a>
      </nav>
    )
  }

  const scrollTo = async (y: number) => {
    await act(async () => {
      Object.defineProperty(window, 'scrollY', { value: y, configurable: true })
      window.dispatchEvent(new Event('scroll'))
      await new Promise((r) => requestAnimationFrame(() => r(undefined)))
    })
  }

  beforeEach(() => Object.defineProperty(window, 'scrollY', { value: 0, configurable: true }))

  it('stays shown when the flag is off (the shipped configuration)', async () => {
    render(<Probe enabled={false} />)
    await scrollTo(500)
    expect(screen.getByTestId('nav')).toHaveAttribute('data-hidden', 'no')
  })

  it('hides on the way down and shows on the way up when on', async () => {
    render(<Probe enabled />)
    await scrollTo(500)
    expect(screen.getByTestId('nav')).toHaveAttribute('data-hidden', 'yes')
    await scrollTo(300)
    expect(screen.getByTestId('nav')).toHaveAttribute('data-hidden', 'no')
  })

  it('does not hide while focus is inside the navbar', async () => {
    render(<Probe enabled />)
    screen.getByRole('link', { name: 'link' }).focus()
    await scrollTo(500)
    expect(screen.getByTestId('nav')).toHaveAttribute('data-hidden', 'no')
  })
})
