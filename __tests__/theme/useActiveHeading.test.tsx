import * as React from 'react'
import { act, render, screen } from '@testing-library/react'
import { pickActiveHeading } from '../../src/theme/useActiveHeading'
import TOC from '../../src/components/TOC'

describe('src/theme/useActiveHeading', () => {
  it('picks the last heading that has reached the line', () => {
    const positions = [
      { id: 'a', top: -400 },
      { id: 'b', top: 40 },
      { id: 'c', top: 300 },
    ]
    expect(pickActiveHeading(positions, 92)).toBe('b')
    expect(pickActiveHeading(positions, 20)).toBe('a')
    expect(pickActiveHeading([{ id: 'a', top: 200 }], 92)).toBeNull()
    expect(pickActiveHeading([], 92)).toBeNull()
  })

  it('lets the TOC highlight the heading an IntersectionObserver reports crossing the line', () => {
    let notify: () => void = () => {}
    const observed: Element[] = []
    class FakeObserver {
      constructor(cb: () => void) {
        notify = cb
      }
      observe(el: Element) {
        observed.push(el)
      }
      disconnect() {}
    }
    ;(window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = FakeObserver
    const tops: Record<string, number> = { one: 500, two: 900 }
    render(
      <>
        <h2 id="one">One</h2>
        <h2 id="two">Two</h2>
        <TOC
          items={[
            { id: 'one', value: 'One', level: 2, children: [] },
            { id: 'two', value: 'Two', level: 2, children: [] },
          ]}
        />
      </>,
    )
    for (const id of ['one', 'two']) {
      document.getElementById(id)!.getBoundingClientRect = () => ({ top: tops[id] }) as DOMRect
    }
    expect(observed.map((el) => el.id)).toEqual(['one', 'two'])
    act(() => {
      tops.one = 10
      notify()
    })
    expect(screen.getByRole('link', { name: 'One' })).toHaveAttribute('aria-current', 'location')
    act(() => {
      tops.one = -600
      tops.two = 20
      notify()
    })
    expect(screen.getByRole('link', { name: 'Two' })).toHaveAttribute('aria-current', 'location')
    expect(screen.getByRole('link', { name: 'One' })).not.toHaveAttribute('aria-current')
  })
})
