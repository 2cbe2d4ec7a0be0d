/**
 * The content tree (static subtrees as build-time HTML, components rendered at build time, islands
 * as React elements) renders the same markup as rendering the whole compiled hast with React, for
 * every page of the site.
 */
import fs from 'fs'
import path from 'path'
import * as React from 'react'
import { Fragment, jsx, jsxs } from 'react/jsx-runtime'
import { renderToStaticMarkup } from 'react-dom/server'
import { toJsxRuntime, type Components } from 'hast-util-to-jsx-runtime'
import type { Root } from 'hast'
import type { IGatsbyImageData } from 'gatsby-plugin-image'
import { compileMdx } from '../../../src/build/content/mdx/compileMdx'
import { gatsbyRemarkPlugins } from '../../../src/config/mdx'
import { contentTreeFromHast } from '../../../src/build/content/contentTree'
import { expandBuildComponents, type BuildRenderContext } from '../../../src/build/content/renderBuildComponents'
import { ISLAND_COMPONENT_NAMES } from '../../../src/components/mdx/componentNames'
import { buildComponents } from '../../../src/build/content/components/buildComponents'
import { SiteDataProvider } from '../../../src/data/SiteData'
import { PictureGeometryProvider } from '../../../src/build/content/components/Pictures/PictureGeometry'
import { PageImagesProvider, type PageImages } from '../../../src/build/content/components/Pictures/PageImages'
import { resolvePictures } from '../../../src/build/content/pictures/resolvePictures'
import type { DataTree } from '../../../src/data/lookup'
import MdxContent from '../../../src/components/MdxContent'

/** Each island renders a tag named after it, with its props as attributes, around its children. */
function mockStub(name: string) {
  return function Stub({ children, ...props }: Record<string, unknown> & { children?: React.ReactNode }) {
    const attributes = Object.fromEntries(Object.entries(props).map(([key, value]) => [`data-${key.toLowerCase()}`, String(value)]))
    return React.createElement(`x-${name.toLowerCase()}`, attributes, children)
  }
}

jest.mock('../../../src/components/mdx', () => {
  const names = (jest.requireActual('../../../src/components/mdx/componentNames') as typeof import('../../../src/components/mdx/componentNames')).ISLAND_COMPONENT_NAMES
  return { mdxComponents: Object.fromEntries(names.map((name) => [name, mockStub(name)])) }
})

const ROOT = path.join(__dirname, '../../..')

/** content/data as the build reads it (one SiteData node per JSON file). */
const siteData: DataTree = Object.fromEntries(
  fs
    .readdirSync(path.join(ROOT, 'content/data'))
    .filter((f) => f.endsWith('.json'))
    .map((f) => [f.replace(/\.json$/, ''), JSON.parse(fs.readFileSync(path.join(ROOT, 'content/data', f), 'utf8'))]),
)

/** What sharp would make of an image: enough for MdxImage to render a <picture>. */
const fakeImage = (src: string): IGatsbyImageData => ({
  layout: 'constrained',
  width: 760,
  height: 380,
  images: { fallback: { src: `/static/x/${path.basename(src)}`, srcSet: `/static/x/${path.basename(src)} 760w`, sizes: '(min-width: 760px) 760px, 100vw' }, sources: [] },
})

interface Compiled {
  hast: Root
  context: BuildRenderContext
}

const compile = async (source: string, filePath = 'x.mdx'): Promise<Compiled> => {
  const { hast, images } = await compileMdx(source, { filePath, gatsbyRemarkPlugins })
  const pageImages: PageImages = Object.fromEntries(images.map((image) => [image.src, fakeImage(image.src)]))
  return { hast, context: { data: siteData, sourcePath: filePath, images: pageImages } }
}

/** How the templates rendered a body before: the whole hast through React (build components with their providers). */
const wholeTree = ({ hast, context }: Compiled) => {
  const components = { ...buildComponents, ...Object.fromEntries(ISLAND_COMPONENT_NAMES.map((name) => [name, mockStub(name)])) } as unknown as Partial<Components>
  const body = toJsxRuntime(hast, { Fragment, jsx, jsxs, components, elementAttributeNameCase: 'react', stylePropertyNameCase: 'dom' }) as React.ReactElement
  const pictures = resolvePictures(hast, context.data, context.sourcePath)
  const images = React.createElement(PageImagesProvider, { value: context.images, children: body })
  const geometry = React.createElement(PictureGeometryProvider, { value: pictures, children: images })
  return renderToStaticMarkup(React.createElement(SiteDataProvider, { value: context.data, children: geometry }))
}

/** MdxContent's markup without its wrapper (the element its delegated link handler sits on). */
const islands = ({ hast, context }: Compiled) => {
  const html = renderToStaticMarkup(React.createElement(MdxContent, { content: contentTreeFromHast(expandBuildComponents(hast, context)) }))
  expect(html.startsWith('<div>') && html.endsWith('</div>')).toBe(true)
  return html.slice('<div>'.length, -'</div>'.length)
}

/** useId values differ between one whole render and one render per component: compare them by order of appearance. */
const normaliseIds = (html: string) => {
  const seen = new Map<string, string>()
  return html.replace(/:[A-Za-z0-9-]*R[A-Za-z0-9]*:/g, (id) => {
    if (!seen.has(id)) seen.set(id, `:id${seen.size}:`)
    return seen.get(id) as string
  })
}

const idsOf = (html: string) => Array.from(html.matchAll(/ id="([^"]+)"/g), (m) => m[1])

function mdxFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    return entry.isDirectory() ? mdxFiles(full) : entry.name.endsWith('.mdx') ? [full] : []
  })
}

describe('src/build/content/contentTree', () => {
  it('ships static subtrees as HTML, renders build components into them and keeps islands (and their ancestors) as elements', async () => {
    const compiled = await compile(
      ['## Title', '', 'A [link](/concepts/overview) and `code`.', '', 'Supply <Data path="token.symbol" /> here.', '', '---', '', '<Tabs groupId="g">', '<TabItem value="a" label="A">', '', 'Inside *a*.', '', '</TabItem>', '</Tabs>'].join('\n'),
    )
    const tree = contentTreeFromHast(expandBuildComponents(compiled.hast, compiled.context)).filter((node) => typeof node !== 'string')
    expect(tree[0]).toEqual({ t: 'h2', p: { id: 'title' }, h: expect.stringContaining('Title') })
    expect(tree[1]).toEqual({ t: 'p', h: 'A <a href="/concepts/overview">link</a> and <code>code</code>.' })
    // A data component is text by the time the browser gets the page: its paragraph is static.
    expect(tree[2]).toEqual({ t: 'p', h: `Supply ${String((siteData.token as { symbol: string }).symbol)} here.` })
    expect(tree[3]).toEqual({ t: 'hr' })
    expect(tree[4]).toMatchObject({ t: 'Tabs', p: { groupId: 'g' }, c: expect.arrayContaining([expect.objectContaining({ t: 'TabItem', p: { value: 'a', label: 'A' } })]) })
  })

  it('refuses a build component that was not rendered at build time', async () => {
    const { hast } = await compile('Supply <Data path="token.symbol" />.')
    expect(() => contentTreeFromHast(hast)).toThrow('contentTree: <Data> was not rendered at build time')
  })

  it('names the file and the component when content/data lacks what a component asks for', async () => {
    const compiled = await compile('Supply <Data path="token.nope" />.', 'content/docs/bad.mdx')
    expect(() => expandBuildComponents(compiled.hast, compiled.context)).toThrow(/^content\/docs\/bad\.mdx: <Data>: .*token\.nope/)
  })

  it('keeps SVG attribute names inside a static SVG', () => {
    const hast: Root = {
      type: 'root',
      children: [{ type: 'element', tagName: 'svg', properties: { viewBox: '0 0 1 1' }, children: [{ type: 'element', tagName: 'path', properties: { strokeWidth: 2, d: 'M0 0' }, children: [] }] }],
    }
    const compiled: Compiled = { hast, context: { data: siteData, sourcePath: 'x.mdx', images: {} } }
    expect(islands(compiled)).toBe(wholeTree(compiled))
    expect(islands(compiled)).toContain('stroke-width="2"')
  })

  it('renders every page of the site exactly as rendering its whole hast with React did, with unique ids', async () => {
    const files = [...mdxFiles(path.join(ROOT, 'content/docs')), ...mdxFiles(path.join(ROOT, 'content/blog'))]
    expect(files.length).toBeGreaterThan(10)
    let pictures = 0
    for (const file of files) {
      const body = fs.readFileSync(file, 'utf8').replace(/^---\n[\s\S]*?\n---\n/, '')
      const compiled = await compile(body, path.relative(process.cwd(), file))
      const html = islands(compiled)
      expect({ file, html: normaliseIds(html) }).toEqual({ file, html: normaliseIds(wholeTree(compiled)) })
      const ids = idsOf(html)
      expect({ file, duplicates: ids.filter((id, index) => ids.indexOf(id) !== index) }).toEqual({ file, duplicates: [] })
      pictures += (html.match(/class="sq-pic-figure"/g) ?? []).length
    }
    // The site's charts, diagrams and images all went through this path.
    expect(pictures).toBeGreaterThan(5)
  }, 120000)
})
