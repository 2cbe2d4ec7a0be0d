import * as React from 'react'
import { graphql } from 'gatsby'
// Types only: a value import of gatsby-plugin-image pulls its whole runtime into the shared chunk.
import type { IGatsbyImageData } from 'gatsby-plugin-image'
import type { PictureGeometries } from '../../../pictures/resolvePictures'
import { pictureKey, type PictureName, type PictureProps } from '../../../pictures/names'

/**
 * What the page query resolved for this page's pictures: chart/diagram geometry (`Mdx.pictures`)
 * and the processed raster images its Markdown refers to by relative path (`fields.images`).
 * The page template provides it; the picture and image components read it.
 */
export interface PageAssets {
  pictures: PictureGeometries
  /** Relative `src` as written (`./x.png`) → gatsby-plugin-image data. */
  images: Readonly<Record<string, IGatsbyImageData>>
}

const EMPTY: PageAssets = { pictures: {}, images: {} }
const PageAssetsContext = React.createContext<PageAssets>(EMPTY)

export function PageAssetsProvider({ value, children }: { value: PageAssets; children: React.ReactNode }) {
  return <PageAssetsContext.Provider value={value}>{children}</PageAssetsContext.Provider>
}

export function usePageImage(src: string): IGatsbyImageData | undefined {
  return React.useContext(PageAssetsContext).images[src]
}

/** The geometry the build computed for this picture; a missing one is a wiring bug, so it throws. */
export function usePictureGeometry<T>(name: PictureName, props: PictureProps): T {
  const key = pictureKey(name, props)
  const geometry = React.useContext(PageAssetsContext).pictures[key]
  if (geometry === undefined) {
    throw new Error(`<${name}>: no geometry for "${key}" on this page (the page query must select Mdx.pictures)`)
  }
  return geometry as T
}

interface QueriedImage {
  readonly src: string
  readonly file: { readonly childImageSharp: { readonly gatsbyImageData: unknown } | null } | null
}

/** PageAssets from a page query's `pictures` and `fields.images`; an image sharp could not read fails the render (and the build). */
export function pageAssetsFrom(pictures: unknown, images: ReadonlyArray<QueriedImage> | null | undefined, sourcePath: string): PageAssets {
  const map: Record<string, IGatsbyImageData> = {}
  for (const image of images ?? []) {
    const data = image.file?.childImageSharp?.gatsbyImageData
    if (!data) throw new Error(`${sourcePath}: image ${image.src} is not a processed image (it must live under content/ and be a raster image)`)
    map[image.src] = data as IGatsbyImageData
  }
  return { pictures: (pictures ?? {}) as PictureGeometries, images: map }
}

/** URL of a cover's social-card rendition (1200×630 JPEG, queried as `social`), for og:image. */
export function socialCardOf(image: IGatsbyImageData | null | undefined): string | undefined {
  return image?.images.fallback?.src
}

/**
 * What a page query asks for the page's pictures: chart and diagram geometry, Markdown images and
 * the cover (with its social card). The doc and blog templates spread it: `...MdxPageAssets`.
 */
export const mdxPageAssetsFragment = graphql`
  fragment MdxPageAssets on Mdx {
    pictures
    fields {
      images {
        src
        file {
          childImageSharp {
            gatsbyImageData(layout: CONSTRAINED, width: 760)
          }
        }
      }
      cover {
        childImageSharp {
          gatsbyImageData(layout: CONSTRAINED, width: 760)
          social: gatsbyImageData(layout: FIXED, width: 1200, height: 630, formats: [JPG], placeholder: NONE)
        }
      }
    }
  }
`
