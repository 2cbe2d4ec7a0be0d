import type { GatsbyNode } from 'gatsby'
import { speedOn } from '../speed/speedSwitch'

/**
 * Every node this plugin makes (SiteData, MdxBody, MdxTwin: onCreateNode below) is the child of a
 * File or Mdx node, so Gatsby removes it with its parent: when the parent is deleted (a file gone:
 * Gatsby's own stale-node check deletes the File and all its descendants) or made again (a file
 * edited: the old node's children go first). Gatsby's stale-node check over our types would only
 * find what that already removes, and it reads every one of our nodes from the store to do it
 * (the compiled trees: ≈ 23 MB at 500 docs, ≈ 0.4 s and its garbage in every rebuild), so it is
 * switched off for them. Kept true by the test that every node onCreateNode creates has a parent.
 */
export const sourceNodes: GatsbyNode['sourceNodes'] = ({ actions }) => {
  if (speedOn('stateful-source-nodes')) actions.enableStatefulSourceNodes?.()
}
