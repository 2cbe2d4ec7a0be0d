/**
 * The picture components authors use in MDX, and how a page's pictures are keyed: the build
 * computes each picture's geometry once per page (`Mdx.pictures`, see ./resolvePictures.ts) and
 * the component finds it again by the same key. Shared by node and browser code (no d3 here).
 */
export const PICTURE_COMPONENT_NAMES = [
  'AllocationChart',
  'VestingChart',
  'CurveDiagram',
  'SwapSequenceDiagram',
  'TwapDiagram',
  'RangeDiagram',
] as const

export type PictureName = (typeof PICTURE_COMPONENT_NAMES)[number]

export function isPictureName(name: string): name is PictureName {
  return (PICTURE_COMPONENT_NAMES as readonly string[]).includes(name)
}

/** Attributes a picture reads; any other attribute is ignored. */
export interface PictureProps {
  path?: string
}

export function pictureKey(name: PictureName, props: PictureProps): string {
  return props.path ? `${name}:${props.path}` : name
}

/** A Markdown image path relative to the page (`./x.png`, `img/x.png`), not a URL or site path. */
export function isRelativeSrc(src: string): boolean {
  return !/^([a-z][a-z0-9+.-]*:|\/|#)/i.test(src)
}
