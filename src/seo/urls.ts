/**
 * Absolute URLs for head tags, feeds, the sitemap, llms.txt and robots.txt. One rule everywhere:
 * `siteUrl` + `pathPrefix` + path, the home page with its slash, every other route without one.
 */
export interface SiteLocation {
  /** Origin the site is served from, e.g. https://docs.squire.exchange (no trailing slash needed). */
  siteUrl: string
  /** Gatsby pathPrefix ('' or '/docs'); only applied when the site is built with --prefix-paths. */
  pathPrefix?: string
}

function trimSlashes(value: string): string {
  return value.replace(/\/+$/, '')
}

/** `'/concepts/overview'` → `'https://docs.squire.exchange/concepts/overview'`. Absolute URLs pass through. */
export function absoluteUrl(location: SiteLocation, path: string): string {
  if (/^[a-z][a-z\d+.-]*:/i.test(path)) return path
  const prefix = location.pathPrefix ? `/${location.pathPrefix.replace(/^\/+|\/+$/g, '')}` : ''
  const normalised = path.startsWith('/') ? path : `/${path}`
  return `${trimSlashes(location.siteUrl)}${prefix}${normalised}`
}

/** The canonical form of a route path: no trailing slash (except the home page), no index.html. */
export function canonicalPath(path: string): string {
  const withoutIndex = path.replace(/\/index\.html$/, '/')
  const trimmed = withoutIndex.length > 1 ? withoutIndex.replace(/\/+$/, '') : withoutIndex
  return trimmed || '/'
}
