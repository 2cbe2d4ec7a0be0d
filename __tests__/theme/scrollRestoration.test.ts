import { historyEntryKey, installScrollRestoration, rememberScrollPosition, restoreScrollPosition } from '../../src/theme/scrollRestoration'

describe('src/theme/scrollRestoration', () => {
  beforeAll(() => {
    // jsdom has no history.scrollRestoration; Chromium has.
    Object.defineProperty(window.history, 'scrollRestoration', { value: 'auto', writable: true, configurable: true })
    installScrollRestoration()
  })
  beforeEach(() => {
    window.scrollTo = jest.fn() as unknown as typeof window.scrollTo
  })
  const at = (y: number) => Object.defineProperty(window, 'scrollY', { configurable: true, value: y })

  it('takes restoration over from the browser', () => {
    expect(window.history.scrollRestoration).toBe('manual')
  })

  it('keys entries by path and history key', () => {
    expect(historyEntryKey({ pathname: '/a' })).toBe('/a|initial')
    expect(historyEntryKey({ pathname: '/a', key: '123' })).toBe('/a|123')
  })

  it('leaves a link navigation to Gatsby (top, or the anchor)', () => {
    at(900)
    rememberScrollPosition({ pathname: '/a', key: '1' })
    expect(restoreScrollPosition({ pathname: '/b', key: '2' })).toBe(true)
    expect(window.scrollTo).not.toHaveBeenCalled()
  })

  const traverseTo = (key: string) => window.dispatchEvent(new PopStateEvent('popstate', { state: { key } }))

  it('puts back the position an entry had when back/forward returns to it', () => {
    at(900)
    rememberScrollPosition({ pathname: '/a', key: '1' })
    at(0)
    rememberScrollPosition({ pathname: '/b', key: '2' })
    traverseTo('1')
    expect(restoreScrollPosition({ pathname: '/a', key: '1' })).toBe(false)
    expect(window.scrollTo).toHaveBeenCalledWith(0, 900)
    // The traversal flag is used once.
    expect(restoreScrollPosition({ pathname: '/a', key: '1' })).toBe(true)
  })

  it('waits for the traversal to arrive when the same entry re-renders first', () => {
    at(700)
    rememberScrollPosition({ pathname: '/c', key: '3' })
    traverseTo('3')
    expect(restoreScrollPosition({ pathname: '/d', key: '4' }, { pathname: '/d', key: '4' })).toBe(true)
    expect(restoreScrollPosition({ pathname: '/c', key: '3' }, { pathname: '/d', key: '4' })).toBe(false)
    expect(window.scrollTo).toHaveBeenCalledWith(0, 700)
  })

  it('keeps the traversal for its own entry when Back comes before the last navigation arrives', () => {
    at(1500)
    rememberScrollPosition({ pathname: '/e', key: '5' })
    traverseTo('5')
    // The link navigation to /f arrives after the Back was pressed: Gatsby's default for it …
    expect(restoreScrollPosition({ pathname: '/f', key: '6' }, { pathname: '/e', key: '5' })).toBe(true)
    expect(window.scrollTo).not.toHaveBeenCalled()
    // … and the traversal's arrival still gets its position back.
    expect(restoreScrollPosition({ pathname: '/e', key: '5' }, { pathname: '/f', key: '6' })).toBe(false)
    expect(window.scrollTo).toHaveBeenCalledWith(0, 1500)
  })

  it('falls back to Gatsby for an entry it never saw', () => {
    traverseTo('9')
    expect(restoreScrollPosition({ pathname: '/never', key: '9' })).toBe(true)
  })
})
