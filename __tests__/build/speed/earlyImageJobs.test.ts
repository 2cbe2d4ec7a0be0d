/** @jest-environment node */
import fs from 'fs'
import path from 'path'
import { buildSchema, graphql, type GraphQLSchema } from 'graphql'
import { COVER_IMAGE_FIELDS, EARLY_IMAGE_QUERY, forgetNotedImages, notedImages, noteImagesOfPage, startEarlyImageJobs } from '../../../src/build/speed/earlyImageJobs'
import { resolvePageImages } from '../../../src/build/content/pageImages'

/**
 * A schema with the shape of the site's (File → childImageSharp), whose `gatsbyImageData` records the
 * arguments it is asked with, per image file: the arguments are what name a sharp job, so equal
 * arguments mean the page queries find the early jobs.
 */
const SDL = /* GraphQL */ `
  enum Layout { CONSTRAINED FIXED FULL_WIDTH }
  enum Format { AUTO JPG PNG WEBP AVIF }
  enum Placeholder { DOMINANT_COLOR NONE BLURRED }
  scalar JSON
  input StringOp { eq: String ne: String in: [String!] }
  input FileFilter { absolutePath: StringOp }
  type ImageSharp {
    gatsbyImageData(layout: Layout, width: Int, height: Int, formats: [Format], placeholder: Placeholder): JSON
  }
  type File { absolutePath: String! childImageSharp: ImageSharp }
  type FileConnection { nodes: [File!]! }
  type Query { allFile(filter: FileFilter): FileConnection! file(absolutePath: StringOp): File }
`

type Asked = Record<string, unknown[]>

/** The schema, with resolvers over four image files (Gatsby's `eq` and `in` filters). */
function siteSchema(): { schema: GraphQLSchema; asked: Asked } {
  const asked: Asked = {}
  const file = (absolutePath: string) => ({
    absolutePath,
    childImageSharp: {
      gatsbyImageData: (args: Record<string, unknown>) => {
        ;(asked[absolutePath] ??= []).push({ ...args })
        return { images: {} }
      },
    },
  })
  const files = ['/blog/cover.png', '/docs/a.png', '/docs/b.png', '/docs/unused.png'].map(file)
  const schema = buildSchema(SDL)
  const query = schema.getQueryType()!.getFields()
  query.allFile.resolve = (_source, { filter }: { filter: { absolutePath: { in: string[] } } }) => ({ nodes: files.filter((f) => filter.absolutePath.in.includes(f.absolutePath)) })
  query.file.resolve = (_source, { absolutePath }: { absolutePath: { eq: string } }) => files.find((f) => f.absolutePath === absolutePath.eq) ?? null
  return { schema, asked }
}

/** The schema as gatsby-node's `graphql` (query text and variables in, result out). */
function gatsbyGraphql(schema: GraphQLSchema) {
  return <T>(source: string, variableValues?: Record<string, unknown>) => graphql({ schema, source, variableValues }) as Promise<{ errors?: unknown; data?: T }>
}

afterEach(() => forgetNotedImages())

describe('src/build/speed/earlyImageJobs', () => {
  it('asks for a cover what the fragment MdxPageAssets asks, in the same words', () => {
    const source = fs.readFileSync(path.join(__dirname, '../../../src/components/mdx/Pictures/PageAssets.tsx'), 'utf8')
    const fragment = /fragment MdxPageAssets on Mdx \{[\s\S]*?childImageSharp \{([\s\S]*?)\}/.exec(source)
    expect(fragment).not.toBeNull()
    const fields = fragment![1].split('\n').map((l) => l.trim()).filter(Boolean)
    expect(fields).toEqual([...COVER_IMAGE_FIELDS])
  })

  it('notes the images of the pages compiled, once each', () => {
    noteImagesOfPage({ cover: '/blog/cover.png', images: [] })
    noteImagesOfPage({ cover: null, images: [{ file: '/docs/b.png' }, { file: '/docs/a.png' }] })
    noteImagesOfPage({ cover: null, images: [{ file: '/docs/a.png' }] })
    noteImagesOfPage({ cover: null, images: [] })
    expect(notedImages()).toEqual({ covers: ['/blog/cover.png'], bodies: ['/docs/a.png', '/docs/b.png'] })
  })

  it('asks every noted cover for its two renditions, and every body image what the body rendering asks', async () => {
    noteImagesOfPage({ cover: '/blog/cover.png', images: [] })
    noteImagesOfPage({ cover: null, images: [{ file: '/docs/a.png' }, { file: '/docs/b.png' }] })
    const early = siteSchema()
    const outcome = await startEarlyImageJobs(gatsbyGraphql(early.schema))
    expect(outcome).toEqual({ started: true, line: expect.stringMatching(/^Early image jobs: 3 images asked in \d+\.\d\d s/) })
    expect(early.asked['/blog/cover.png']).toEqual([
      { layout: 'CONSTRAINED', width: 760 },
      { layout: 'FIXED', width: 1200, height: 630, formats: ['JPG'], placeholder: 'NONE' },
    ])
    // An image no compiled page refers to is asked nothing.
    expect(Object.keys(early.asked).sort()).toEqual(['/blog/cover.png', '/docs/a.png', '/docs/b.png'])

    // The body rendering's own query (src/build/content/pageImages.ts), through a fresh schema.
    const page = siteSchema()
    const images = [
      { src: './a.png', file: '/docs/a.png' },
      { src: './b.png', file: '/docs/b.png' },
    ]
    expect(Object.keys(await resolvePageImages(images, 'docs/x.mdx', page.schema, {}))).toEqual(['./a.png', './b.png'])
    expect(page.asked['/docs/a.png']).toHaveLength(1)
    expect(early.asked['/docs/a.png']).toEqual(page.asked['/docs/a.png'])
    expect(early.asked['/docs/b.png']).toEqual(page.asked['/docs/b.png'])
  })

  it('sends no query when no page compiled in this build has an image (a rebuild of a page without one)', async () => {
    const graphqlCalls: string[] = []
    const outcome = await startEarlyImageJobs((source) => {
      graphqlCalls.push(source)
      return Promise.resolve({ data: undefined })
    })
    expect(graphqlCalls).toEqual([])
    expect(outcome).toEqual({ started: true, line: expect.stringContaining('no page compiled in this build has an image') })
  })

  it('says why when the query fails, and never rejects', async () => {
    const images = { covers: ['/blog/cover.png'], bodies: [] }
    const failing = await startEarlyImageJobs(() => Promise.resolve({ errors: [new Error('Unknown field "childImageSharp" on type "File"')] }), images)
    expect(failing).toEqual({ started: false, line: expect.stringContaining('the query failed: Unknown field "childImageSharp" on type "File"') })
    const throwing = await startEarlyImageJobs(() => Promise.reject(new Error('schema not built')), images)
    expect(throwing).toEqual({ started: false, line: expect.stringContaining('(schema not built)') })
  })

  it('sends a query the schema accepts', async () => {
    const result = await graphql({ schema: siteSchema().schema, source: EARLY_IMAGE_QUERY, variableValues: { covers: [], bodies: ['/docs/a.png'] } })
    expect(result.errors).toBeUndefined()
  })
})
