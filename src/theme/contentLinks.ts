/**
 * Links inside page bodies are plain `<a>` elements in build-time HTML (src/node/contentTree.ts),
 * not `<Link>`s, and so are the sidebar's. One delegated handler on the element that holds them
 * gives them what a `<Link>` has: client-side navigation on a plain left click, prefetch on hover
 * and when visible (through the same loader entry points, so the prefetch rule applies:
 * src/theme/prefetch.ts). One IntersectionObserver watches all of them: a `<Link>` makes one of
 * its own, and the browser computes every observer's intersections in every frame (≈ 1–4 ms a
 * frame with a 500-link sidebar on the bench machine).
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
 * Attach to the element that holds the links; a new `body` re-scans its links for visibility, and
 * links added later (a sidebar category opened) are watched as they appear.
 */
export function useContentLinks(ref: React.RefObject<HTMLElement>, body: unknown): void {
  React.useEffect(() => {
    const root = ref.current
    if (!root) return undefined
    root.addEventListener('click', onClick)
    root.addEventListener('mouseover', onPointerOver)
    // Visible links are queued like a <Link>'s: Gatsby batches them when the page is idle.
    const observer =
      typeof IntersectionObserver === 'undefined'
        ? null
        : new IntersectionObserver((entries) => {
            for (const entry of entries) {
              const path = entry.isIntersecting && internalPath(entry.target as HTMLAnchorElement)
              if (path && path !== window.location.pathname) {
                loader()?.enqueue(path)
                observer?.unobserve(entry.target)
              }
            }
          })
    const watch = (scope: ParentNode) => scope.querySelectorAll('a[href]').forEach((anchor) => observer?.observe(anchor))
    watch(root)
    const added =
      observer && typeof MutationObserver !== 'undefined'
        ? new MutationObserver((records) => {
            for (const record of records) {
              for (const node of Array.from(record.addedNodes)) {
                if (!(node instanceof Element)) continue
                if (node.matches('a[href]')) observer.observe(node)
                watch(node)
              }
            }
          })
        : null
    added?.observe(root, { childList: true, subtree: true })
    return () => {
      root.removeEventListener('click', onClick)
      root.removeEventListener('mouseover', onPointerOver)
      observer?.disconnect()
      added?.disconnect()
    }
  }, [ref, body])
}
