/**
 * A build keeps the last build's SitePage nodes instead of deleting and making them all again.
 *
 * Why: after the source plugins have run, Gatsby deletes every node no plugin touched in this
 * build (`deleteStaleNodes`, in gatsby/dist/utils/source-nodes.js). A page's node is made by
 * createPage, which runs later (createPages), so every build deleted all SitePage nodes and
 * createPages wrote them all back: at 10,000 docs ≈ 3.3 s deleting 11,117 nodes and several
 * seconds writing them (the datastore, the schema's inference metadata), for pages that had not
 * changed.
 *
 * Touched here, while sourcing, a page's node survives that sweep. createPage then finds it
 * unchanged (same content digest) and only touches it, or writes it again when its context or
 * component changed. A page that createPages does not make again is still deleted, with its
 * node: Gatsby deletes untouched pages after createPages (`deleteUntouchedPages`), and its
 * internal data bridge deletes the node of every deleted page. What can differ from a cold build
 * is the order in which a query without a sort returns SitePage nodes (a new page comes after the
 * kept ones): the one query of SitePage nodes, the sitemap's, sorts by path.
 */
import type { Actions, Node } from 'gatsby'

/** Touches every SitePage node the last build left, so Gatsby's stale-node sweep keeps them. Returns how many. */
export function keepPageNodes(pageNodes: readonly Node[], actions: Pick<Actions, 'touchNode'>): number {
  for (const node of pageNodes) actions.touchNode(node)
  return pageNodes.length
}
