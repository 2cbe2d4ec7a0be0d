/**
 * Back/forward scroll restoration. Gatsby's own handler jumps to the anchor whenever the URL has a
 * hash, also on back/forward, so returning to `/page#section` after scrolling on loses the place.
 * Here the position is taken in onPreRouteUpdate, while the old page is still on screen, and put
 * back in shouldUpdateScroll when the navigation was a history traversal (popstate). Other
 * navigations keep Gatsby's behaviour: the anchor if the URL has one (scrollIntoView honours the
 * scroll-margin-top of global.css, so the heading stays clear of the sticky navbar), else the top.
 */

export interface RouterLocation {
  pathname: string
  key?: string
}

/** Saved positions are kept per tab while it stays open (sessionStorage); a reload starts afresh. */
const positions = new Map<string, number>()
/**
 * The history key a back/forward traversal goes to (what the router reads from history.state),
 * or null. Keyed, not a bare flag: a quick Back while the previous navigation is still rendering
 * must not be spent on that navigation's arrival.
 */
let traversalKey: string | null = null

const keyOfState = (state: unknown): string => {
  const key = state && typeof state === 'object' ? (state as { key?: unknown }).key : undefined
  return typeof key === 'string' && key ? key : 'initial'
}

export function historyEntryKey(location: RouterLocation): string {
  return `${location.pathname}|${location.key ?? 'initial'}`
}

/** gatsby-browser onClientEntry: takes scroll restoration over from the browser and notes back/forward traversals. */
export function installScrollRestoration(): void {
  // With 'auto' the browser scrolls on popstate before the new page is rendered, against the old
  // page's height, and the position taken for the entry being left would be that one. A reload
  // still comes back to its place: Gatsby restores it from sessionStorage on mount.
  if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual'
  window.addEventListener('popstate', (event) => {
    traversalKey = keyOfState(event.state)
  })
}

/** gatsby-browser onPreRouteUpdate: the position of the page being left. */
export function rememberScrollPosition(prevLocation: RouterLocation | null | undefined): void {
  if (prevLocation) positions.set(historyEntryKey(prevLocation), window.scrollY)
}

/**
 * gatsby-browser shouldUpdateScroll: on back/forward to a known entry, scrolls there and returns
 * false (Gatsby then leaves the scroll alone); otherwise returns true for Gatsby's default.
 */
export function restoreScrollPosition(location: RouterLocation, prevLocation?: RouterLocation | null): boolean {
  // A re-render on the same entry is not the traversal's arrival; keep the flag for that.
  if (prevLocation && historyEntryKey(prevLocation) === historyEntryKey(location)) return true
  const traversal = traversalKey !== null && traversalKey === (location.key ?? 'initial')
  if (traversal) traversalKey = null
  const saved = traversal ? positions.get(historyEntryKey(location)) : undefined
  if (saved === undefined) return true
  window.scrollTo(0, saved)
  return false
}
