/**
 * Starts the sharp jobs of every raster image the pages will ask for as soon as the pages exist
 * (createPages), instead of when the page queries run.
 *
 * Why: Gatsby creates an image's jobs (AVIF/WebP/fallback renditions) when a query first resolves
 * its `gatsbyImageData`, which in a build is after both webpack bundles, and then waits for them
 * before writing HTML: seconds of encoding on the critical path. Asked here with the same
 * arguments as the page queries, the same jobs (Gatsby keys a job by its inputs and arguments)
 * run in sharp's native threads while webpack keeps the main thread busy; when the page queries
 * ask again, Gatsby finds the jobs already done or under way and reuses them.
 *
 * The arguments must stay those of the page queries: `MdxPageAssets`
 * (src/components/mdx/Pictures/PageAssets.tsx) for covers and src/build/content/pageImages.ts for body
 * images. `__tests__/build/speed/warmImageJobs.test.ts` fails when they drift apart.
 */
import { BODY_IMAGE_WIDTH } from '../content/pageImages'

/** The cover selection of the `MdxPageAssets` fragment, argument for argument. */
export const COVER_IMAGE_SELECTION = `gatsbyImageData(layout: CONSTRAINED, width: 760)
          social: gatsbyImageData(layout: FIXED, width: 1200, height: 630, formats: [JPG], placeholder: NONE)`

/** The body image selection of src/build/content/pageImages.ts. */
export const BODY_IMAGE_SELECTION = `gatsbyImageData(layout: CONSTRAINED, width: ${BODY_IMAGE_WIDTH})`

export const IMAGE_WARM_UP_QUERY = `
  query SquireImageWarmUp {
    allMdx {
      nodes {
        fields {
          cover { childImageSharp { ${COVER_IMAGE_SELECTION} } }
          images { file { childImageSharp { ${BODY_IMAGE_SELECTION} } } }
        }
      }
    }
  }
`

type GraphqlRunner = (query: string) => Promise<{ errors?: unknown }>

/**
 * Runs the warm-up query. Not awaited by the caller: the jobs it starts are awaited by Gatsby
 * before the HTML is written. A failure is only reported: the page queries ask for the same
 * images and fail the build with the page named if an image cannot be processed.
 */
export function warmImageJobs(graphql: GraphqlRunner, report: (message: string) => void): Promise<void> {
  return graphql(IMAGE_WARM_UP_QUERY).then(
    (result) => {
      if (result.errors) report(`Image warm-up query failed (the page queries will retry): ${String(result.errors)}`)
    },
    (error: unknown) => report(`Image warm-up query failed (the page queries will retry): ${error instanceof Error ? error.message : String(error)}`),
  )
}
