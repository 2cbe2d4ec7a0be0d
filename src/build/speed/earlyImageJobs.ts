/**
 * Speed device `early-image-jobs` (docs/decisions/early-image-jobs.md): the site's image jobs start
 * before webpack (onPreBuild) instead of during the page queries.
 *
 * Why: sharp's jobs (AVIF, WebP and the fallback of every cover and body image) are created by the
 * `gatsbyImageData` resolvers of the page queries and run in the main process, one image at a time
 * (gatsby-plugin-sharp's queue) with one sharp thread each. On two cores the queries end long before
 * the jobs do, and Gatsby waits for them with its query worker idle: 7–9 s of a 2,000-doc cold build
 * with one core busy and its query worker idle at its largest. Asked here, before webpack, the same
 * fields create the same jobs (a job is named by its input file and arguments), which then run
 * beside webpack, while the query worker is small; when the page queries ask for them Gatsby finds
 * each one done or in progress and does not run it again. Same files, same bytes: only when they
 * are made changes.
 *
 * Which images: those onCreateNode saw on the pages it compiled in this process (every page in a
 * cold build; in a rebuild the edited ones, the others' jobs being done). Which fields: the ones the
 * page queries ask, the cover fields of the fragment `MdxPageAssets`
 * (src/components/mdx/Pictures/PageAssets.tsx; a unit test keeps the two equal) and the body image
 * field of src/build/content/pageImages.ts. A field asked here that no page asks
 * for would make an image no page uses; one a page asks for and this does not is made as before.
 */
import type { Reporter } from 'gatsby'
import { BODY_IMAGE_FIELD } from '../content/pageImages'
import { runImageJobsInChildProcess } from './imageJobProcess'
import { speedOn } from './speedSwitch'

/** The ImageSharp fields the fragment MdxPageAssets asks of a page's cover, in the same words. */
export const COVER_IMAGE_FIELDS = [
  'gatsbyImageData(layout: CONSTRAINED, width: 760)',
  'social: gatsbyImageData(layout: FIXED, width: 1200, height: 630, formats: [JPG], placeholder: NONE)',
] as const

/**
 * The images of the pages compiled in this process (onCreateNode): every page in a cold build, the
 * edited ones in a rebuild (the others' jobs are done and recorded by Gatsby). Paths are absolute.
 */
const covers = new Set<string>()
const bodyImages = new Set<string>()

/** Notes one page's images (its `cover` and `images` node fields) for the early jobs. */
export function noteImagesOfPage(fields: { cover: string | null; images: ReadonlyArray<{ file: string }> }): void {
  if (fields.cover) covers.add(fields.cover)
  for (const image of fields.images) bodyImages.add(image.file)
}

/** The images noted so far (for the tests, and the query's variables). */
export function notedImages(): { covers: string[]; bodies: string[] } {
  return { covers: [...covers].sort(), bodies: [...bodyImages].sort() }
}

/** Forgets the noted images (tests). */
export function forgetNotedImages(): void {
  covers.clear()
  bodyImages.clear()
}

/** The noted covers and body images, with the fields the page queries will ask of them. */
export const EARLY_IMAGE_QUERY = /* GraphQL */ `
  query SquireEarlyImageJobs($covers: [String!]!, $bodies: [String!]!) {
    covers: allFile(filter: { absolutePath: { in: $covers } }) {
      nodes { childImageSharp { ${COVER_IMAGE_FIELDS.join(' ')} } }
    }
    bodies: allFile(filter: { absolutePath: { in: $bodies } }) {
      nodes { childImageSharp { ${BODY_IMAGE_FIELD} } }
    }
  }
`

interface EarlyImageResult {
  covers: { nodes: Array<{ childImageSharp: object | null }> }
  bodies: { nodes: Array<{ childImageSharp: object | null }> }
}

type GraphqlFunction = <T>(query: string, variables?: Record<string, unknown>) => Promise<{ errors?: unknown; data?: T }>

/** The number of images whose jobs the query asked for (an image that is a cover and a body image counts twice). */
export function imagesAsked(data: EarlyImageResult): number {
  return [...data.covers.nodes, ...data.bodies.nodes].filter((n) => n.childImageSharp).length
}

export interface EarlyImageOutcome {
  started: boolean
  /** A line for the build log: verbose when started, a warning when not. */
  line: string
}

/**
 * Asks for the image fields now. Never rejects: when the query fails, the page queries create the
 * jobs as they would without this device, and the outcome says why (a schema change, most likely).
 */
export async function startEarlyImageJobs(graphql: GraphqlFunction, images = notedImages()): Promise<EarlyImageOutcome> {
  const started = Date.now()
  if (images.covers.length + images.bodies.length === 0) return { started: true, line: 'Early image jobs: no page compiled in this build has an image (src/build/speed/earlyImageJobs.ts)' }
  const notStarted = (why: string): EarlyImageOutcome => ({ started: false, line: `Early image jobs not started (${why}); the page queries make them (src/build/speed/earlyImageJobs.ts)` })
  try {
    const result = await graphql<EarlyImageResult>(EARLY_IMAGE_QUERY, images)
    if (result.errors || !result.data) return notStarted(`the query failed: ${errorText(result.errors)}`)
    return { started: true, line: `Early image jobs: ${imagesAsked(result.data)} images asked in ${((Date.now() - started) / 1000).toFixed(2)} s (src/build/speed/earlyImageJobs.ts)` }
  } catch (error) {
    return notStarted(error instanceof Error ? error.message : String(error))
  }
}

/**
 * In a build, from onPreBuild (after bootstrap, before webpack): sharp's jobs move to a child
 * process of their own (./imageJobProcess.ts), then start (this module). Not awaited: Gatsby waits
 * for every job after the page queries, as it always does.
 */
export function startImageJobsEarly(graphql: GraphqlFunction, reporter: Pick<Reporter, 'verbose' | 'warn'>): void {
  if (speedOn('image-job-process') && !runImageJobsInChildProcess(process.cwd())) {
    reporter.warn('Image jobs run in the main process: gatsby-plugin-sharp/gatsby-worker has no IMAGE_PROCESSING to hand to a child process (src/build/speed/imageJobProcess.ts)')
  }
  if (!speedOn('early-image-jobs')) return
  void startEarlyImageJobs(graphql).then(({ started, line }) => (started ? reporter.verbose(line) : reporter.warn(line)))
}

function errorText(errors: unknown): string {
  if (Array.isArray(errors)) return errors.map((e: unknown) => (e instanceof Error ? e.message : String(e))).join('; ')
  return String(errors ?? 'no data')
}
