/**
 * Where a search hit leads: hits matching the external-URL pattern keep their address and leave
 * the site; absolute URLs to our own site become site-relative so Gatsby navigates client-side.
 */

function safeRegex(pattern: string | undefined): RegExp | null {
  if (!pattern) return null
  try {
    return new RegExp(pattern)
  } catch {
    return null
  }
}

export interface HitUrlOptions {
  siteUrl: string
  externalUrlRegex?: string
}

export function isExternalHit(url: string, options: HitUrlOptions): boolean {
  const external = safeRegex(options.externalUrlRegex)
  if (external?.test(url)) return true
  return /^[a-z][a-z\d+.-]*:/i.test(url) && toSiteRelative(url, options.siteUrl) === url
}

/**
 * The one site-relative URL helper: `https://docs.example/x?q=1#y` → `/x?q=1#y` when the origin is
 * the site's (query and hash kept); anything else, relative paths included, unchanged.
 */
export function toSiteRelative(url: string, siteUrl: string): string {
  try {
    const target = new URL(url)
    const site = new URL(siteUrl)
    if (target.origin !== site.origin) return url
    return `${target.pathname}${target.search}${target.hash}`
  } catch {
    return url
  }
}

/** The URL a hit should carry in the modal: external hits unchanged, ours site-relative. */
export function hitUrl(url: string, options: HitUrlOptions): string {
  if (safeRegex(options.externalUrlRegex)?.test(url)) return url
  return toSiteRelative(url, options.siteUrl)
}

/** The full results page: its route comes from its file, src/pages/search.tsx. */
export const SEARCH_PAGE_PATH = '/search'

export function searchPageHref(searchPagePath: string, query: string): string {
  return query ? `${searchPagePath}?q=${encodeURIComponent(query)}` : searchPagePath
}
