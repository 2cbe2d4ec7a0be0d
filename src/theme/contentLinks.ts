/**
 * Links inside page bodies are plain `<a>` elements in build-time HTML (src/build/content/contentTree.ts),
 * not `<Link>`s, and so are the sidebar's. One delegated handler on the element that holds them
 * gives them what a `<Link>` has: client-side navigation on a plain left click, prefetch on hover
 * and when visible (through the same loader entry points, so the prefetch rule applies:
 * src/theme/prefetch.ts). No `<Link>` each: a `<Link>` makes an IntersectionObserver of its own and
 * subscribes to the router (see LinkVisibility for what observing costs).
 */
import * as React from 'react'
import { navigate } from 'gatsby'
import { loader } from './prefetch'

declare const __BASE_PATH__: string | undefined

/** The site path a content link goes to, or null when it is not a page of this site. */
export function internalPath(anchor: HTMLAnchorElement, origin = window.location.origin): string | null {
  if (anchor.target && anchor.target !== '_self') return null
  if (anchor.hasAttribute('download')) return null
  const href = anchor.getAttribute('href')
  if (!href || href.startsWith('#')) return null
  const url = new URL(anchor.href, window.location.href)
  if (url.origin !== origin) return null
  // Files (feeds, llms.txt, Markdown twins, images) are not pages.
  if (/\.[a-z0-9]+$/i.test(url.pathname)) return null
  return url.pathname
}

const anchorOf = (target: EventTarget | null): HTMLAnchorElement | null =>
  target instanceof Element ? (target.closest('a[href]') as HTMLAnchorElement | null) : null

function onClick(event: MouseEvent): void {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
  const anchor = anchorOf(event.target)
  const path = anchor && internalPath(anchor)
  if (!anchor || path === null) return
  const url = new URL(anchor.href)
  // A link to a heading on this page: let the browser scroll.
  if (url.pathname === window.location.pathname && url.hash) return
  event.preventDefault()
  // navigate() adds the path prefix itself.
  const base = typeof __BASE_PATH__ === 'string' ? __BASE_PATH__ : ''
  const pathname = base && url.pathname.startsWith(`${base}/`) ? url.pathname.slice(base.length) : url.pathname
  // The page itself (its sidebar entry): replace the history entry, as a `<Link>` does, not add one.
  const samePage = url.pathname === window.location.pathname
  void navigate(`${pathname}${url.search}${url.hash}`, samePage ? { replace: true } : undefined)
}

function onPointerOver(event: MouseEvent): void {
  const anchor = anchorOf(event.target)
  const path = anchor && internalPath(anchor)
  if (path && path !== window.location.pathname) loader()?.hovering(path)
}

/**
 * When the links' visibility is looked at. `always`: one IntersectionObserver watches them while
 * they are mounted (a page body: tens of links). `settled`: only when they appear and each time
 * scrolling stops (the sidebar). The browser computes every observed target's intersection in
 * each frame whose layout changed: 2,000 observed links cost ≈ 6 ms a frame on the bench machine
 * with one shared observer (≈ 11 ms with one per link, as `<Link>`s have; 0.1 ms with none),
 * the frame that paints search results included.
 */
export type LinkVisibility = 'always' | 'settled'

/** How long scrolling must pause before a `settled` root's links are looked at again. */
export const SCROLL_SETTLE_MS = 150

/**
 * Attach to the element that holds the links; a new `body` re-scans its links for visibility, and
 * links added later (a sidebar category opened) are looked at as they appear.
 */
export function useContentLinks(ref: React.RefObject<HTMLElement>, body: unknown, visibility: LinkVisibility = 'always'): void {
  React.useEffect(() => {
    const root = ref.current
    if (!root) return undefined
    root.addEventListener('click', onClick)
    root.addEventListener('mouseover', onPointerOver)
    const stopWatching = typeof IntersectionObserver === 'undefined' ? () => undefined : watchVisibility(root, visibility)
    return () => {
      root.removeEventListener('click', onClick)
      root.removeEventListener('mouseover', onPointerOver)
      stopWatching()
    }
  }, [ref, body, visibility])
}

/** Visible links are queued like a <Link>'s (Gatsby batches them when the page is idle), once each. */
function watchVisibility(root: HTMLElement, visibility: LinkVisibility): () => void {
  const queued = new WeakSet<Element>()
  const anchorsIn = (scope: ParentNode) => Array.from(scope.querySelectorAll('a[href]'))
  const prefetchVisible = (entries: IntersectionObserverEntry[], observer: IntersectionObserver) => {
    for (const entry of entries) {
      const path = entry.isIntersecting && internalPath(entry.target as HTMLAnchorElement)
      if (path && path !== window.location.pathname) {
        loader()?.enqueue(path)
        queued.add(entry.target)
        observer.unobserve(entry.target)
      }
    }
  }

  if (visibility === 'always') {
    const observer = new IntersectionObserver(prefetchVisible)
    const watch = (scope: ParentNode) => anchorsIn(scope).forEach((anchor) => observer.observe(anchor))
    watch(root)
    const added = onAddedElements(root, (element) => {
      if (element.matches('a[href]')) observer.observe(element)
      watch(element)
    })
    return () => {
      observer.disconnect()
      added?.disconnect()
    }
  }

  // 'settled': one observer per look, observing the links not yet queued; it reports every
  // target's state once (the first report of an observation always comes) and is then dropped.
  let looking: IntersectionObserver | null = null
  const look = () => {
    looking?.disconnect()
    const targets = anchorsIn(root).filter((anchor) => !queued.has(anchor))
    if (!targets.length) return
    let reported = 0
    const observer = new IntersectionObserver((entries) => {
      prefetchVisible(entries, observer)
      reported += entries.length
      if (reported >= targets.length) {
        observer.disconnect()
        if (looking === observer) looking = null
      }
    })
    targets.forEach((anchor) => observer.observe(anchor))
    looking = observer
  }
  let timer: ReturnType<typeof setTimeout> | undefined
  const lookSoon = () => {
    clearTimeout(timer)
    timer = setTimeout(look, SCROLL_SETTLE_MS)
  }
  // Scroll events do not bubble; a capturing listener on the window sees the page's and every
  // scrolling element's. Only those that can move these links count.
  const onScroll = (event: Event) => {
    if (event.target instanceof Node && event.target.contains(root)) lookSoon()
  }
  look()
  window.addEventListener('scroll', onScroll, { capture: true, passive: true })
  window.addEventListener('resize', lookSoon, { passive: true })
  const added = onAddedElements(root, lookSoon)
  return () => {
    clearTimeout(timer)
    looking?.disconnect()
    window.removeEventListener('scroll', onScroll, { capture: true })
    window.removeEventListener('resize', lookSoon)
    added?.disconnect()
  }
}

/** Calls `onElement` for each element added under `root` (null where there is no MutationObserver). */
function onAddedElements(root: HTMLElement, onElement: (element: Element) => void): MutationObserver | null {
  if (typeof MutationObserver === 'undefined') return null
  const observer = new MutationObserver((records) => {
    for (const record of records) for (const node of Array.from(record.addedNodes)) if (node instanceof Element) onElement(node)
  })
  observer.observe(root, { childList: true, subtree: true })
  return observer
}
