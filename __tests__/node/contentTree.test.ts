/**
 * The content tree (static subtrees as build-time HTML, components as React islands) renders the
 * same markup as rendering the whole compiled hast with React, for every page of the site.
 */
import fs from 'fs'
import path from 'path'
import * as React from 'react'
import { Fragment, jsx, jsxs } from 'react/jsx-runtime'
import { renderToStaticMarkup } from 'react-dom/server'
import { toJsxRuntime, type Components } from 'hast-util-to-jsx-runtime'
import type { Root } from 'hast'
import { compileMdx } from '../../src/node/mdx/compileMdx'
import { gatsbyRemarkPlugins } from '../../src/config/mdx'
import { contentTreeFromHast } from '../../src/node/contentTree'
import { MDX_COMPONENT_NAMES } from '../../src/components/mdx/componentNames'
import MdxContent from '../../src/components/MdxContent'

/** Each component renders a tag named after it, with its props as attributes, around its children. */
function mockStub(name: string) {
  return function Stub({ children, ...props }: Record<string, unknown> & { children?: React.ReactNode }) {
    const attributes = Object.fromEntries(Object.entries(props).map(([key, value]) => [`data-${key.toLowerCase()}`, String(value)]))
    return React.createElement(`x-${name.toLowerCase()}`, attributes, children)
  }
}

jest.mock('../../src/components/mdx', () => {
  const names = (jest.requireActual('../../src/components/mdx/componentNames') as typeof import('../../src/components/mdx/componentNames')).MDX_COMPONENT_NAMES
  // Markdown images render through the map too (gatsby-plugin-image, Pictures/MdxImage).
  return { mdxComponents: Object.fromEntries([...names, 'img'].map((name) => [name, mockStub(name)])) }
})

const stubs = Object.fromEntries([...MDX_COMPONENT_NAMES, 'img'].map((name) => [name, mockStub(name)])) as unknown as Partial<Components>

/** How the templates rendered a body before: the whole hast through React in the browser. */
const wholeTree = (hast: Root) =>
  renderToStaticMarkup(toJsxRuntime(hast, { Fragment, jsx, jsxs, components: stubs, elementAttributeNameCase: 'react', stylePropertyNameCase: 'dom' }) as React.ReactElement)

/** MdxContent's markup without its wrapper (the element its delegated link handler sits on). */
const islands = (hast: Root) => {
  const html = renderToStaticMarkup(React.createElement(MdxContent, { content: contentTreeFromHast(hast) }))
  expect(html.startsWith('<div>') && html.endsWith('</div>')).toBe(true)
  return html.slice('<div>'.length, -'</div>'.length)
}

const compile = async (source: string, filePath = 'x.mdx') => (await compileMdx(source, { filePath, gatsbyRemarkPlugins })).hast

function mdxFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    return entry.isDirectory() ? mdxFiles(full) : entry.name.endsWith('.mdx') ? [full] : []
  })
}

describe('src/node/contentTree', () => {
  it('ships static subtrees as HTML and keeps components (and their ancestors) as elements', async () => {
    const hast = await compile(
      ['## Title', '', 'A [link](/concepts/overview) and `code`.', '', 'Supply <Data path="token.symbol" /> here.', '', '---', '', '<Tabs groupId="g">', '<TabItem value="a" label="A">', '', 'Inside *a*.', '', '</TabItem>', '</Tabs>'].join('\n'),
    )
    const tree = contentTreeFromHast(hast).filter((node) => typeof node !== 'string')
    expect(tree[0]).toEqual({ t: 'h2', p: { id: 'title' }, h: expect.stringContaining('Title') })
    expect(tree[1]).toEqual({ t: 'p', h: 'A <a href="/concepts/overview">link</a> and <code>code</code>.' })
    // A paragraph holding a component is walked by React; its text stays text.
    expect(tree[2]).toEqual({ t: 'p', c: ['Supply ', { t: 'Data', p: { path: 'token.symbol' } }, ' here.'] })
    expect(tree[3]).toEqual({ t: 'hr' })
    expect(tree[4]).toMatchObject({ t: 'Tabs', p: { groupId: 'g' }, c: expect.arrayContaining([expect.objectContaining({ t: 'TabItem', p: { value: 'a', label: 'A' } })]) })
  })

  it('keeps SVG attribute names inside a static SVG', () => {
    const hast: Root = {
      type: 'root',
      children: [{ type: 'element', tagName: 'svg', properties: { viewBox: '0 0 1 1' }, children: [{ type: 'element', tagName: 'path', properties: { strokeWidth: 2, d: 'M0 0' }, children: [] }] }],
    }
    expect(islands(hast)).toBe(wholeTree(hast))
    expect(islands(hast)).toContain('stroke-width="2"')
  })

  it('renders every page of the site exactly as rendering its whole hast with React did', async () => {
    const files = [...mdxFiles(path.join(__dirname, '../../content/docs')), ...mdxFiles(path.join(__dirname, '../../content/blog'))]
    expect(files.length).toBeGreaterThan(10)
    for (const file of files) {
      const body = fs.readFileSync(file, 'utf8').replace(/^---\n[\s\S]*?\n---\n/, '')
      const hast = await compile(body, path.relative(process.cwd(), file))
      expect({ file, html: islands(hast) }).toEqual({ file, html: wholeTree(hast) })
    }
  }, 120000)
})
