import fs from 'fs'
import os from 'os'
import path from 'path'
import { compileMdx } from '../../../../src/build/content/mdx/compileMdx'
import { MdxCompileError } from '../../../../src/build/content/mdx/mdxCompileError'
import { mdxBodyToMarkdown } from '../../../../src/build/outputs/llms/mdxToMarkdown'
import { pictureFields, PictureFieldError } from '../../../../src/build/content/pictures/gatsby'
import { fixtureData } from '../../../pictures/fixture'
import type { Root } from 'hast'
import { buildSchema, type GraphQLSchema } from 'gatsby/graphql'
import { pageContent } from '../../../../src/build/content/pageContent'
import { resolvePageImages } from '../../../../src/build/content/pageImages'

// A page in a temporary folder with one real PNG next to it.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'squire-pictures-'))
const page = path.join(dir, 'page.mdx')
fs.writeFileSync(path.join(dir, 'shot.png'), Buffer.from('89504e470d0a1a0a', 'hex'))
const compile = (source: string) => compileMdx(source, { filePath: page, lineOffset: 5 })

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

describe('relative images in MDX', () => {
  it('lists a relative image with its file and lifts it out of its paragraph', async () => {
    const out = await compile('Intro.\n\n![A chart of fees](./shot.png)\n\n![Remote](https://example.com/x.png)\n')
    expect(out.images).toEqual([{ src: './shot.png', absolutePath: path.join(dir, 'shot.png') }])
    const [, img] = out.hast.children.filter((n) => n.type === 'element')
    expect(img).toMatchObject({ tagName: 'img', properties: { src: './shot.png', alt: 'A chart of fees' } })
  })

  it('fails naming file:line for a missing file, a non-raster file and an image inside running text', async () => {
    await expect(compile('Intro.\n\n![Gone](./missing.png)\n')).rejects.toThrow(`${page}:8:1: Image not found: ./missing.png`)
    await expect(compile('![Vector](./x.svg)\n')).rejects.toThrow(/:6:1: Image \.\/x\.svg: only raster images/)
    const inline = compile('See ![icon](./shot.png) here.\n').catch((e: unknown) => e)
    await expect(inline).resolves.toBeInstanceOf(MdxCompileError)
    await expect(inline).resolves.toMatchObject({ line: 6, reason: expect.stringContaining('must stand in a paragraph of its own') })
  })

  it('links a relative front matter image as the cover, and requires its alt text', () => {
    const file = { absolutePath: page }
    expect(pictureFields([], { image: './shot.png', image_alt: 'Fees' }, file, 'content/blog/p.mdx')).toEqual({ images: [], cover: path.join(dir, 'shot.png') })
    expect(pictureFields([], { image: '/img/card.png' }, file, 'content/blog/p.mdx').cover).toBeNull()
    expect(() => pictureFields([], { image: './shot.png' }, file, 'content/blog/p.mdx')).toThrow(PictureFieldError)
    expect(() => pictureFields([], { image: './nope.png', image_alt: 'x' }, file, 'content/blog/p.mdx')).toThrow('content/blog/p.mdx:0: front matter image not found: ./nope.png')
  })
})

describe('pictures in the Markdown export', () => {
  const ctx = { data: fixtureData, absolute: (p: string) => `https://docs.example${p}` }

  it('prints a chart as its text alternative, numbers included', async () => {
    await expect(mdxBodyToMarkdown('Before.\n\n<AllocationChart />\n', ctx)).resolves.toBe(
      'Before.\n\n**Figure: TST allocation: 1,000 TST in 3 parts**\n\n- Team: 40% · 400 TST\n- Community: 35% · 350 TST\n- Launch liquidity: 25% · 250 TST\n',
    )
    const vesting = await mdxBodyToMarkdown('<VestingChart />', ctx)
    expect(vesting).toContain('- Month 12: 600 TST unlocked (60%)')
  })

  it('prints each diagram as its text alternative and a relative image as its alt text', async () => {
    const md = await mdxBodyToMarkdown('<CurveDiagram />\n\n<SwapSequenceDiagram />\n\n<TwapDiagram />\n\n<RangeDiagram />\n\n![Two layouts](./shot.png)\n', ctx)
    expect(md).toContain('**Figure: The constant-product curve x · y = k')
    expect(md).toContain('output: 27,198.33 USDC')
    expect(md).toContain('- Step 4, k check: Balances, less 0.30% of each input')
    expect(md).toContain('= 3,157.50')
    expect(md).toContain('Pool price 3,000')
    expect(md).toContain('Image: Two layouts')
    expect(md).not.toContain('shot.png')
  })
})

/** The node model as the content resolver sees it: the SiteData nodes, and the page's MdxBody node holding the tree as JSON text. */
const nodeModel = (hast: Root = { type: 'root', children: [] }) => ({
  findAll: jest.fn(async () => ({ entries: Object.entries(fixtureData).map(([name, data]) => ({ name, data })) })),
  getNodeById: jest.fn(({ id }: { id: string }) => (id === 'body-1' ? { hastJson: JSON.stringify(hast) } : null)),
})

describe('the page body rendered at build time (MdxFields.content)', () => {
  const page = (properties: Record<string, string> = {}): Root => ({
    type: 'root',
    children: [{ type: 'element', tagName: 'p', properties: {}, children: [{ type: 'element', tagName: 'AllocationChart', properties, children: [] }] }],
  })
  const noSchema = {} as GraphQLSchema

  it('renders a chart from the SiteData nodes into static HTML the browser only sets', async () => {
    const model = nodeModel(page())
    const content = await pageContent({ bodyId: 'body-1', sourcePath: 'content/docs/t.mdx' }, { nodeModel: model }, noSchema)
    expect(model.getNodeById).toHaveBeenCalledWith({ id: 'body-1', type: 'MdxBody' })
    expect(model.findAll).toHaveBeenCalledWith({ type: 'SiteData' })
    expect(content).toEqual([{ t: 'p', h: expect.stringContaining('<figure class="sq-pic-figure"><svg class="sq-pic-svg"') }])
    const html = (content[0] as { h: string }).h
    expect(html).toContain('Team: 40% · 400 TST')
    expect(html.match(/data-allocation=/g)).toHaveLength(3)
  })

  it('fails naming the page when its compiled body node is missing', async () => {
    await expect(pageContent({ bodyId: 'gone', sourcePath: 'content/docs/t.mdx' }, { nodeModel: nodeModel() }, noSchema)).rejects.toThrow('content/docs/t.mdx: its compiled body (MdxBody gone) is missing')
  })

  it('does not read content/data for a page without build components', async () => {
    const hast: Root = { type: 'root', children: [{ type: 'element', tagName: 'p', properties: {}, children: [{ type: 'text', value: 'Plain.' }] }] }
    const model = nodeModel(hast)
    await expect(pageContent({ bodyId: 'body-1' }, { nodeModel: model }, noSchema)).resolves.toEqual([{ t: 'p', h: 'Plain.' }])
    expect(model.findAll).not.toHaveBeenCalled()
  })

  it('names the page and the component when the data is wrong', async () => {
    const { resolvePictures } = await import('../../../../src/build/content/pictures/resolvePictures')
    expect(() => resolvePictures(page({ path: 'token.missing' }), fixtureData, 'content/docs/t.mdx')).toThrow(
      'content/docs/t.mdx: <AllocationChart>: content/data: "token.missing" has no "missing"',
    )
    await expect(pageContent({ bodyId: 'body-1', sourcePath: 'content/docs/t.mdx' }, { nodeModel: nodeModel(page({ path: 'token.missing' })) }, noSchema)).rejects.toThrow(
      'content/docs/t.mdx: <AllocationChart>: content/data: "token.missing" has no "missing"',
    )
  })
})

describe('Markdown images rendered at build time', () => {
  /** A schema with the one field the image query reads, answering from `files` (absolute path → gatsbyImageData). */
  function imageSchema(files: Record<string, unknown>): GraphQLSchema {
    const schema = buildSchema(`
      scalar JSON
      enum ImageLayout { FIXED FULL_WIDTH CONSTRAINED }
      type ImageSharp { gatsbyImageData(layout: ImageLayout, width: Int): JSON }
      type File { childImageSharp: ImageSharp }
      input StringQueryOperatorInput { eq: String }
      type Query { file(absolutePath: StringQueryOperatorInput): File }
    `)
    const file = schema.getQueryType()?.getFields().file
    if (!file) throw new Error('no file field')
    file.resolve = (_source, args: { absolutePath: { eq: string } }) => {
      const data = files[args.absolutePath.eq]
      return data ? { childImageSharp: { gatsbyImageData: data } } : null
    }
    return schema
  }
  const shot = { layout: 'constrained', width: 760, height: 330, images: { fallback: { src: '/static/a/shot.png', srcSet: '/static/a/shot.png 760w', sizes: '100vw' }, sources: [{ type: 'image/avif', srcSet: '/static/a/shot.avif 760w', sizes: '100vw' }] } }

  it('turns a relative image into a lazy <picture> with width, height and its caption, in static HTML', async () => {
    const hast = (await compile('![Two layouts](./shot.png "Packing")\n')).hast
    const schema = imageSchema({ [path.join(dir, 'shot.png')]: shot })
    const content = await pageContent({ bodyId: 'body-1', sourcePath: 'content/docs/i.mdx', images: [{ src: './shot.png', file: path.join(dir, 'shot.png') }] }, { nodeModel: nodeModel(hast) }, schema)
    const html = JSON.stringify(content)
    expect(html).toContain('<picture><source type=\\"image/avif\\"')
    expect(html).toMatch(/<img class=\\"sq-pic-image\\" src=\\"\/static\/a\/shot.png\\"[^>]*width=\\"760\\" height=\\"330\\" alt=\\"Two layouts\\" loading=\\"lazy\\"/)
    expect(html).toContain('<figcaption class=\\"sq-pic-caption\\">Packing</figcaption>')
  })

  it('fails naming the page when sharp has no image for a relative path', async () => {
    await expect(resolvePageImages([{ src: './x.png', file: '/nowhere/x.png' }], 'content/docs/x.mdx', imageSchema({}), {})).rejects.toThrow(
      'content/docs/x.mdx: image ./x.png is not a processed image',
    )
  })
})
