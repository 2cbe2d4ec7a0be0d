/**
 * The site plugin tells Gatsby it manages its own nodes' deletion (`enableStatefulSourceNodes`,
 * a public action since Gatsby 5.12), so Gatsby's stale-node sweep skips its node types
 * (docs/decisions/stateful-site-nodes.md).
 *
 * Why: after sourcing, every build walks each node of every type owned by a non-stateful plugin
 * up to its root and deletes it when no plugin touched that root (`deleteStaleNodes`,
 * gatsby/dist/utils/source-nodes.js). For the site's own types that walk reads every MdxBody
 * (each doc's body tree), MdxTwin and SiteData node from LMDB with its parents — ≈ 2 s of a
 * 10,000-doc one-doc rebuild — and can delete nothing: each of those nodes is made in
 * onCreateNode as the child of a File or an Mdx node (src/build/gatsby/onCreateNode.ts), and
 * Gatsby deletes a node's descendants with it (a File gone from disk is swept, an edited file's
 * node is made again) — so their deletion already follows their parent's.
 *
 * Gatsby persists the flag in `.cache` (redux `statefulSourcePlugins`): with the device off, the
 * sweep skips the site's types until `gatsby clean`, which changes nothing in the output for the
 * reason above.
 */
import type { Actions } from 'gatsby'

export function manageSiteNodeDeletion(actions: Pick<Actions, 'enableStatefulSourceNodes'>): void {
  actions.enableStatefulSourceNodes?.()
}
