import * as React from 'react'
import type { PictureGeometries } from '../../pictures/resolvePictures'
import { pictureKey, type PictureName, type PictureProps } from '../../../../pictures/names'

/**
 * The geometry the build computed for a page's charts and diagrams (src/build/content/pictures/resolvePictures.ts),
 * provided where they render: at build time, in Node (src/build/content/renderBuildComponents.ts).
 */
const PictureGeometryContext = React.createContext<PictureGeometries>({})

export function PictureGeometryProvider({ value, children }: { value: PictureGeometries; children: React.ReactNode }) {
  return <PictureGeometryContext.Provider value={value}>{children}</PictureGeometryContext.Provider>
}

/** The geometry of this picture; a missing one is a wiring bug, so it throws. */
export function usePictureGeometry<T>(name: PictureName, props: PictureProps): T {
  const key = pictureKey(name, props)
  const geometry = React.useContext(PictureGeometryContext)[key]
  if (geometry === undefined) throw new Error(`<${name}>: no geometry for "${key}" on this page`)
  return geometry as T
}
