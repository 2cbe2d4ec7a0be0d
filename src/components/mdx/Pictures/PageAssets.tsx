import { graphql } from 'gatsby'
// Types only: a value import of gatsby-plugin-image pulls its whole runtime into the shared chunk.
import type { IGatsbyImageData } from 'gatsby-plugin-image'

/** URL of a cover's social-card rendition (1200×630 JPEG, queried as `social`), for og:image. */
export function socialCardOf(image: IGatsbyImageData | null | undefined): string | undefined {
  return image?.images.fallback?.src
}

/**
 * What a page query asks for the page's cover (with its social card). The doc and blog templates
 * spread it: `...MdxPageAssets`. Markdown images in the body need nothing here: they are rendered
 * with the body at build time (src/build/content/pageImages.ts).
 */
export const mdxPageAssetsFragment = graphql`
  fragment MdxPageAssets on Mdx {
    fields {
      cover {
        childImageSharp {
          gatsbyImageData(layout: CONSTRAINED, width: 760)
          social: gatsbyImageData(layout: FIXED, width: 1200, height: 630, formats: [JPG], placeholder: NONE)
        }
      }
    }
  }
`
