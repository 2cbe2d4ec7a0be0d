import * as React from 'react'
import { act, render } from '@testing-library/react'
import { navigate } from 'gatsby'
import { SCROLL_SETTLE_MS, useContentLinks, type LinkVisibility } from '../../src/theme/contentLinks'

/** A stand-in IntersectionObserver: the test says which targets became visible. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = []
  readonly targets = new Set<Element>()
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.instances.push(this)
  }
  observe(target: Element) {
    this.targets.add(target)
  }
  unobserve(target: Element) {
    this.targets.delete(target)
  }
  disconnect() {
    this.targets.clear()
  }
  show(target: Element) {
    this.callback([{ target, isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver)
  }
  /** The first report of an observation: every target, `visible` ones intersecting. */
  report(visible: Element[]) {
    const entries = Array.from(this.targets).map((target) => ({ target, isIntersecting: visible.includes(target) }) as IntersectionObserverEntry)
    this.callback(entries, this as unknown as IntersectionObserver)
  }
}

function Links({ children, visibility }: { children: React.ReactNode; visibility?: LinkVisibility }) {
  const ref = React.useRef<HTMLElement>(null)
  useContentLinks(ref, 'body', visibility)
  return <nav ref={ref}>{children}</nav>
}

describe('src/theme/contentLinks useContentLinks', () => {
  const loader = { enqueue: jest.fn(() => ({ abort: () => undefined })), hovering: jest.fn() }
  beforeEach(() => {
    FakeIntersectionObserver.instances = []
    ;(window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = FakeIntersectionObserver
    ;(window as unknown as { ___loader: unknown }).___loader = loader
    loader.enqueue.mockClear()
    loader.hovering.mockClear()
    ;(navigate as jest.Mock).mockClear()
    window.history.replaceState(null, '', '/concepts/overview')
  })
  afterEach(() => {
    delete (window as unknown as { IntersectionObserver?: unknown }).IntersectionObserver
    delete (window as unknown as { ___loader?: unknown }).___loader
  })

  it('watches every link with one observer and prefetches a link once it is visible', () => {
    const { getByText } = render(
      <Links>
        <a href="/a">A</a>
        <a href="/b">B</a>
        <a href="/concepts/overview">Here</a>
      </Links>,
    )
    expect(FakeIntersectionObserver.instances).toHaveLength(1)
    const [observer] = FakeIntersectionObserver.instances
    expect(observer.targets.size).toBe(3)
    observer.show(getByText('B'))
    expect(loader.enqueue).toHaveBeenCalledWith('/b')
    expect(observer.targets.has(getByText('B'))).toBe(false)
    // The page itself is not prefetched.
    observer.show(getByText('Here'))
    expect(loader.enqueue).toHaveBeenCalledTimes(1)
  })

  it('watches links added later (a category opened) and stops watching on unmount', () => {
    function Growing() {
      const [open, setOpen] = React.useState(false)
      return (
        <Links>
          <button type="button" onClick={() => setOpen(true)}>
            open
          </button>
          {open ? (
            <ul>
              <li>
                <a href="/late">Late</a>
              </li>
            </ul>
          ) : null}
        </Links>
      )
    }
    const { getByText, unmount } = render(<Growing />)
    const [observer] = FakeIntersectionObserver.instances
    expect(observer.targets.size).toBe(0)
    act(() => getByText('open').click())
    return Promise.resolve().then(() => {
      expect(observer.targets.has(getByText('Late'))).toBe(true)
      unmount()
      expect(observer.targets.size).toBe(0)
    })
  })

  it('navigates on a plain left click (replacing the entry for the page itself), prefetches on hover, leaves modified clicks alone', () => {
    const { getByText } = render(
      <Links>
        <a href="/a">A</a>
        <a href="/concepts/overview">Here</a>
        <a href="https://example.com/x">Out</a>
      </Links>,
    )
    const click = (element: Element, init: MouseEventInit = {}) => {
      const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init })
      element.dispatchEvent(event)
      return event.defaultPrevented
    }
    expect(click(getByText('A'))).toBe(true)
    expect(navigate).toHaveBeenLastCalledWith('/a', undefined)
    expect(click(getByText('Here'))).toBe(true)
    expect(navigate).toHaveBeenLastCalledWith('/concepts/overview', { replace: true })
    expect(click(getByText('A'), { ctrlKey: true })).toBe(false)
    expect(click(getByText('Out'))).toBe(false)
    expect(navigate).toHaveBeenCalledTimes(2)
    getByText('A').dispatchEvent(new MouseEvent('mouseover', { bubbles: true }))
    expect(loader.hovering).toHaveBeenCalledWith('/a')
  })

  describe("'settled' (the sidebar)", () => {
    beforeEach(() => jest.useFakeTimers())
    afterEach(() => jest.useRealTimers())

    it('looks once when mounted, then observes nothing until scrolling stops', () => {
      const { getByText, unmount } = render(
        <Links visibility="settled">
          <a href="/a">A</a>
          <a href="/b">B</a>
          <a href="/c">C</a>
        </Links>,
      )
      expect(FakeIntersectionObserver.instances).toHaveLength(1)
      const [first] = FakeIntersectionObserver.instances
      expect(first.targets.size).toBe(3)
      first.report([getByText('A')])
      expect(loader.enqueue.mock.calls).toEqual([['/a']])
      // Every target reported: nothing is observed any more (no cost in later frames).
      expect(first.targets.size).toBe(0)

      // The page scrolls: once it stops, the links not yet queued are looked at again.
      document.dispatchEvent(new Event('scroll'))
      jest.advanceTimersByTime(SCROLL_SETTLE_MS - 10)
      document.dispatchEvent(new Event('scroll'))
      jest.advanceTimersByTime(SCROLL_SETTLE_MS - 10)
      expect(FakeIntersectionObserver.instances).toHaveLength(1)
      jest.advanceTimersByTime(20)
      expect(FakeIntersectionObserver.instances).toHaveLength(2)
      const second = FakeIntersectionObserver.instances[1]
      expect(Array.from(second.targets).map((a) => a.textContent)).toEqual(['B', 'C'])
      second.report([getByText('C')])
      expect(loader.enqueue.mock.calls).toEqual([['/a'], ['/c']])
      expect(second.targets.size).toBe(0)

      // Scrolling elsewhere (an element that does not hold the links) changes nothing.
      const other = document.createElement('div')
      document.body.appendChild(other)
      other.dispatchEvent(new Event('scroll'))
      jest.advanceTimersByTime(SCROLL_SETTLE_MS * 2)
      expect(FakeIntersectionObserver.instances).toHaveLength(2)

      // Unmounted: no more looks.
      unmount()
      document.dispatchEvent(new Event('scroll'))
      jest.advanceTimersByTime(SCROLL_SETTLE_MS * 2)
      expect(FakeIntersectionObserver.instances).toHaveLength(2)
      other.remove()
    })

    it('looks again when links are added (a category opened)', async () => {
      function Growing() {
        const [open, setOpen] = React.useState(false)
        return (
          <Links visibility="settled">
            <a href="/a">A</a>
            <button type="button" onClick={() => setOpen(true)}>
              open
            </button>
            {open ? <a href="/late">Late</a> : null}
          </Links>
        )
      }
      const { getByText } = render(<Growing />)
      FakeIntersectionObserver.instances[0].report([])
      act(() => getByText('open').click())
      await Promise.resolve()
      jest.advanceTimersByTime(SCROLL_SETTLE_MS)
      const latest = FakeIntersectionObserver.instances[FakeIntersectionObserver.instances.length - 1]
      expect(FakeIntersectionObserver.instances).toHaveLength(2)
      expect(Array.from(latest.targets).map((a) => a.textContent)).toEqual(['A', 'Late'])
    })
  })
})
