/** @jest-environment node */
import fs from 'fs'
import path from 'path'
import { buildSchema, graphql, type GraphQLSchema } from 'graphql'
import { COVER_IMAGE_FIELDS, EARLY_IMAGE_QUERY, startEarlyImageJobs } from '../../../src/build/speed/earlyImageJobs'
import { resolvePageImages } from '../../../src/build/content/pageImages'

/**
 * A schema with the shape of the site's (Mdx → fields → cover / images → File → childImageSharp),
 * whose `gatsbyImageData` records the arguments it is asked with, per image file: the arguments
 * are what name a sharp job, so equal arguments mean the page queries find the early jobs.
 */
const SDL = /* GraphQL */ `
  enum Layout { CONSTRAINED FIXED FULL_WIDTH }
  enum Format { AUTO JPG PNG WEBP AVIF }
  enum Placeholder { DOMINANT_COLOR NONE BLURRED }
  scalar JSON
  input StringOp { eq: String ne: String }
  input FileFilter { id: StringOp absolutePath: StringOp }
  input MdxImageFilter { src: StringOp }
  input MdxImageListFilter { elemMatch: MdxImageFilter }
  input MdxFieldsFilter { cover: FileFilter images: MdxImageListFilter }
  input MdxFilter { fields: MdxFieldsFilter }
  type ImageSharp {
    gatsbyImageData(layout: Layout, width: Int, height: Int, formats: [Format], placeholder: Placeholder): JSON
  }
  type File { absolutePath: String! childImageSharp: ImageSharp }
  type MdxImage { src: String! file: File }
  type MdxFields { cover: File images: [MdxImage!] }
  type Mdx { fields: MdxFields }
  type MdxConnection { nodes: [Mdx!]! }
  type Query { allMdx(filter: MdxFilter): MdxConnection! file(absolutePath: StringOp): File }
`

type Asked = Record<string, unknown[]>

/** The schema, with resolvers over three pages: one with a cover, one with two body images, one with neither. */
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
  const mdx = [
    { fields: { cover: file('/blog/cover.png'), images: [] as Array<{ src: string; file: unknown }> } },
    { fields: { cover: null, images: [{ src: './a.png', file: file('/docs/a.png') }, { src: './b.png', file: file('/docs/b.png') }] } },
    { fields: { cover: null, images: [] } },
  ]
  const schema = buildSchema(SDL)
  const query = schema.getQueryType()!.getFields()
  // Gatsby's filters, for the two the query uses.
  type Filter = { fields?: { cover?: unknown; images?: unknown } }
  query.allMdx.resolve = (_source, { filter }: { filter?: Filter }) => ({
    nodes: mdx.filter((m) => (!filter?.fields?.cover || m.fields.cover) && (!filter?.fields?.images || m.fields.images.length > 0)),
  })
  query.file.resolve = (_source, { absolutePath }: { absolutePath: { eq: string } }) => file(absolutePath.eq)
  return { schema, asked }
}

/** The schema as gatsby-node's `graphql` (query text in, result out). */
function gatsbyGraphql(schema: GraphQLSchema) {
  return <T>(source: string) => graphql({ schema, source }) as Promise<{ errors?: unknown; data?: T }>
}

describe('src/build/speed/earlyImageJobs', () => {
  it('asks for a cover what the fragment MdxPageAssets asks, in the same words', () => {
    const source = fs.readFileSync(path.join(__dirname, '../../../src/components/mdx/Pictures/PageAssets.tsx'), 'utf8')
    const fragment = /fragment MdxPageAssets on Mdx \{[\s\S]*?childImageSharp \{([\s\S]*?)\}/.exec(source)
    expect(fragment).not.toBeNull()
    const fields = fragment![1].split('\n').map((l) => l.trim()).filter(Boolean)
    expect(fields).toEqual([...COVER_IMAGE_FIELDS])
  })

  it('asks every cover for its two renditions, and every body image what the body rendering asks', async () => {
    const early = siteSchema()
    const outcome = await startEarlyImageJobs(gatsbyGraphql(early.schema))
    expect(outcome).toEqual({ started: true, line: expect.stringMatching(/^Early image jobs: 3 images asked in \d+\.\d\d s/) })
    expect(early.asked['/blog/cover.png']).toEqual([
      { layout: 'CONSTRAINED', width: 760 },
      { layout: 'FIXED', width: 1200, height: 630, formats: ['JPG'], placeholder: 'NONE' },
    ])

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

  it('asks nothing of pages with neither', async () => {
    const { schema, asked } = siteSchema()
    await startEarlyImageJobs(gatsbyGraphql(schema))
    expect(Object.keys(asked).sort()).toEqual(['/blog/cover.png', '/docs/a.png', '/docs/b.png'])
  })

  it('says why when the query fails, and never rejects', async () => {
    const failing = await startEarlyImageJobs(() => Promise.resolve({ errors: [new Error('Unknown field "cover" on type "MdxFields"')] }))
    expect(failing).toEqual({ started: false, line: expect.stringContaining('the query failed: Unknown field "cover" on type "MdxFields"') })
    const throwing = await startEarlyImageJobs(() => Promise.reject(new Error('schema not built')))
    expect(throwing).toEqual({ started: false, line: expect.stringContaining('(schema not built)') })
  })

  it('sends a query the schema accepts', async () => {
    const result = await graphql({ schema: siteSchema().schema, source: EARLY_IMAGE_QUERY })
    expect(result.errors).toBeUndefined()
  })
})
