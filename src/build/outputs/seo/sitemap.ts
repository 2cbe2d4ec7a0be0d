/**
 * Which pages the sitemap lists: every doc, blog and home route. Not the 404 page, not /search
 * (a query page, no content of its own), not the lowercase alias pages (they redirect to the
 * mixed-case route, src/templates/AliasRedirect.tsx), not the /blog/page/N list pages
 * (duplicates of the posts they list) and not the sidebar's category pages (lists of links the
 * sidebar holds, for readers without JavaScript, rendered by src/templates/DocPage.tsx; noindex).
 *
 * The query reads no page's context: Gatsby walks every object of each node a query returns, and
 * a doc page's context holds its sidebar view, so `allSitePage { pageContext }` cost ≈ 7 s at
 * 10,000 docs, in every build. Doc pages come from the docs' slugs instead (a category page has
 * the doc template but no doc), the other pages from a SitePage query that leaves out the doc and
 * alias templates.
 */
import { TEMPLATES } from '../../content/templates'

export interface SitemapQueryData {
  docs: { nodes: Array<{ fields: { slug: string | null } | null }> }
  otherPages: { nodes: Array<{ path: string }> }
}

export const SITEMAP_QUERY = /* GraphQL */ `
  query SquireSitemap {
    docs: allMdx(filter: { fields: { collection: { eq: "docs" } } }) { nodes { fields { slug } } }
    otherPages: allSitePage(filter: { component: { nin: ${JSON.stringify([TEMPLATES.doc, TEMPLATES.alias])} } }) { nodes { path } }
  }
`

const EXCLUDED = [/^\/404(\.html)?\/?$/, /^\/dev-404-page\/?$/, /^\/search\/?$/, /^\/blog\/page\/\d+\/?$/, /^\/offline-plugin-app-shell-fallback/]

/** Whether a page of the query's answer belongs in the sitemap (the routes above that no template tells apart). */
export function isSitemapPath(path: string): boolean {
  return !EXCLUDED.some((pattern) => pattern.test(path))
}

/** The sitemap's pages from the query's answer, sorted by path (the same order whatever order the pages were made in). */
export function sitemapPages(data: SitemapQueryData): Array<{ path: string }> {
  const docs = data.docs.nodes.map((node) => node.fields?.slug).filter((slug): slug is string => typeof slug === 'string')
  const paths = new Set([...docs, ...data.otherPages.nodes.map((page) => page.path)].filter(isSitemapPath))
  return [...paths].sort().map((path) => ({ path }))
}
