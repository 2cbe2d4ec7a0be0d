import fs from 'fs'
import os from 'os'
import path from 'path'
import { compileMdx, MdxCompileError } from '../../../src/node/mdx/compileMdx'
import { mdxBodyToMarkdown } from '../../../src/llms/mdxToMarkdown'
import { pictureFields, PictureFieldError } from '../../../src/pictures/node/gatsby'
import { fixtureData } from '../../pictures/fixture'

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

describe('Mdx.pictures (build-time geometry)', () => {
  const page = (properties: Record<string, string> = {}) =>
    ({ type: 'root', children: [{ type: 'element', tagName: 'p', properties: {}, children: [{ type: 'element', tagName: 'AllocationChart', properties, children: [] }] }] }) as const

  it('computes geometry for each picture on the page from the SiteData nodes, keyed as the components look it up', async () => {
    const { picturesResolver } = await import('../../../src/pictures/node/gatsby')
    const nodeModel = { findAll: jest.fn(async () => ({ entries: Object.entries(fixtureData).map(([name, data]) => ({ name, data })) })) }
    const result = (await picturesResolver.resolve({ fields: { hast: page(), sourcePath: 'content/docs/t.mdx' } }, {}, { nodeModel })) as Record<string, { barTotal: number; width: number }>
    expect(Object.keys(result)).toEqual(['AllocationChart'])
    expect(result.AllocationChart.barTotal).toBeCloseTo(result.AllocationChart.width)
    expect(nodeModel.findAll).toHaveBeenCalledWith({ type: 'SiteData' })
    await expect(picturesResolver.resolve({ fields: {} }, {}, { nodeModel })).resolves.toEqual({})
  })

  it('names the page and the component when the data is wrong', async () => {
    const { resolvePictures } = await import('../../../src/pictures/resolvePictures')
    expect(() => resolvePictures(page({ path: 'token.missing' }) as never, fixtureData, 'content/docs/t.mdx')).toThrow(
      'content/docs/t.mdx: <AllocationChart>: content/data: "token.missing" has no "missing"',
    )
  })
})
