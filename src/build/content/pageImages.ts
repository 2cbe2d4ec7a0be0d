/**
 * The raster images a page's Markdown refers to by relative path (`fields.images`), processed by
 * the sharp pipeline (gatsbyImageData, the same arguments a page query would pass), for the body's
 * build-time rendering (./buildComponents.ts). Runs the ImageSharp resolver through the schema with
 * the page query's own context, so the image jobs and the page's dependencies are Gatsby's usual.
 */
import { graphql, type GraphQLSchema } from 'gatsby/graphql'
import type { IGatsbyImageData } from 'gatsby-plugin-image'
import type { PageImages } from './components/Pictures/PageImages'

/** Width of the doc column: a body image is never shown wider. */
export const BODY_IMAGE_WIDTH = 760

/** The ImageSharp field a body image is rendered from (also asked early: src/build/speed/earlyImageJobs.ts). */
export const BODY_IMAGE_FIELD = `gatsbyImageData(layout: CONSTRAINED, width: ${BODY_IMAGE_WIDTH})`

const IMAGE_QUERY = `
  query SquirePageImage($path: String!) {
    file(absolutePath: { eq: $path }) {
      childImageSharp {
        ${BODY_IMAGE_FIELD}
      }
    }
  }
`

interface ImageResult {
  file: { childImageSharp: { gatsbyImageData: IGatsbyImageData } | null } | null
}

export async function resolvePageImages(
  images: ReadonlyArray<{ src: string; file: string }>,
  sourcePath: string,
  schema: GraphQLSchema,
  context: object,
): Promise<PageImages> {
  const out: Record<string, IGatsbyImageData> = {}
  for (const image of images) {
    const result = await graphql({ schema, source: IMAGE_QUERY, variableValues: { path: image.file }, contextValue: context })
    const data = (result.data as ImageResult | null | undefined)?.file?.childImageSharp?.gatsbyImageData
    if (result.errors?.length || !data) {
      const reason = result.errors?.map((e) => e.message).join('; ')
      throw new Error(`${sourcePath}: image ${image.src} is not a processed image (it must live under content/ and be a raster image)${reason ? `: ${reason}` : ''}`)
    }
    out[image.src] = data
  }
  return out
}
