/**
 * Which pages the sitemap lists: every doc, blog and home route. Not the 404 page, not /search
 * (a query page, no content of its own), not the lowercase alias pages (they redirect to the
 * mixed-case route, src/templates/AliasRedirect.tsx), not the /blog/page/N list pages
 * (duplicates of the posts they list) and not the sidebar's category pages (lists of links the
 * sidebar holds, for readers without JavaScript, rendered by src/templates/DocPage.tsx; noindex).
 */
export interface SitemapPageCandidate {
  path: string
  pageContext?: Record<string, unknown> | null
}

const EXCLUDED = [/^\/404(\.html)?\/?$/, /^\/dev-404-page\/?$/, /^\/search\/?$/, /^\/blog\/page\/\d+\/?$/, /^\/offline-plugin-app-shell-fallback/]

export function isSitemapPage(page: SitemapPageCandidate): boolean {
  if (EXCLUDED.some((pattern) => pattern.test(page.path))) return false
  // Alias pages carry the route they redirect to.
  if (page.pageContext && typeof page.pageContext.to === 'string') return false
  // Category pages carry the category they list.
  if (page.pageContext && typeof page.pageContext.category === 'object' && page.pageContext.category !== null) return false
  return true
}
