/**
 * Build-time side of the picture components: finds the pictures a compiled page uses and computes
 * their geometry from content/data (d3, node only). Served as the `Mdx.pictures` GraphQL field,
 * so a data change re-runs the page query and chart and table always read the same data.
 */
import type { Root, Element, RootContent } from 'hast'
import type { DataTree } from '../../../data/lookup'
import { readAllocations } from './allocations'
import { allocationGeometry, vestingGeometry, curveGeometry, twapGeometry, rangeGeometry } from './geometry'
import { isPictureName, pictureKey, type PictureName, type PictureProps } from '../../../pictures/names'

export type PictureGeometries = Record<string, unknown>

function geometryOf(name: PictureName, props: PictureProps, data: DataTree): unknown {
  switch (name) {
    case 'AllocationChart':
      return allocationGeometry(readAllocations(data, props.path))
    case 'VestingChart':
      return vestingGeometry(readAllocations(data, props.path))
    case 'CurveDiagram':
      return curveGeometry()
    case 'TwapDiagram':
      return twapGeometry()
    case 'RangeDiagram':
      return rangeGeometry()
    case 'SwapSequenceDiagram':
      return null
  }
}

export function picturesIn(tree: Root): Array<{ name: PictureName; props: PictureProps }> {
  const found: Array<{ name: PictureName; props: PictureProps }> = []
  const walk = (node: Root | RootContent) => {
    if (node.type === 'element' && isPictureName(node.tagName)) {
      const path = (node as Element).properties?.path
      found.push({ name: node.tagName, props: typeof path === 'string' ? { path } : {} })
    }
    if ('children' in node) node.children.forEach(walk)
  }
  walk(tree)
  return found
}

/** Geometry of every picture on the page, keyed by `pictureKey`. Throws naming the page on bad data. */
export function resolvePictures(tree: Root, data: DataTree, sourcePath: string): PictureGeometries {
  const out: PictureGeometries = {}
  for (const { name, props } of picturesIn(tree)) {
    const key = pictureKey(name, props)
    if (key in out) continue
    try {
      out[key] = geometryOf(name, props, data)
    } catch (error) {
      throw new Error(`${sourcePath}: <${name}>: ${(error as Error).message}`)
    }
  }
  return out
}
