/** Removes unist `position` and empty `data` so the stored tree carries content only. */
import type { Node } from 'unist'

export function stripPositions(node: Node): void {
  delete node.position
  if (node.data && Object.keys(node.data).length === 0) delete node.data
  const children = (node as Node & { children?: Node[] }).children
  if (children) for (const child of children) stripPositions(child)
}
