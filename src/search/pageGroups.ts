/**
 * Search hits grouped by the page they lead to, as the /search page lists them (and the MCP
 * server, scripts/mcp/siteSearch.mjs, answers): one group a page, pages in the order of their
 * first hit, each page's hits in their own order. Hits of any shape: `urlOf` says where one leads.
 */

export interface PageGroup<Hit> {
  /** The page's URL: the hit URL without its `#fragment`. */
  route: string
  /** Never empty: a page is listed because a hit leads to it. */
  hits: [Hit, ...Hit[]]
}

/** `/concepts/pools#fees` → `/concepts/pools`. */
export function pageOfUrl(url: string): string {
  const hash = url.indexOf('#')
  return hash === -1 ? url : url.slice(0, hash)
}

export function groupHitsByPage<Hit>(hits: readonly Hit[], urlOf: (hit: Hit) => string): Array<PageGroup<Hit>> {
  const groups = new Map<string, PageGroup<Hit>>()
  for (const hit of hits) {
    const route = pageOfUrl(urlOf(hit))
    const group = groups.get(route)
    if (group) group.hits.push(hit)
    else groups.set(route, { route, hits: [hit] })
  }
  return [...groups.values()]
}
