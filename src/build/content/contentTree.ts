/**
 * hast → the content tree the page templates render (src/components/MdxContent/contentTree.ts).
 *
 * Every element with no MDX component inside is rendered here, at build time, to HTML with the
 * same hast → React conversion the browser used to run (hast-util-to-jsx-runtime) and React's own
 * serialiser, and shipped as its inner HTML: the browser neither downloads a hast renderer nor
 * walks those nodes when it hydrates. Components and their ancestors stay React elements.
 */
import type { Element, ElementContent, Root } from 'hast'
import { toJsxRuntime, type Options } from 'hast-util-to-jsx-runtime'
import { Fragment, jsx, jsxs } from 'react/jsx-runtime'
import { renderToStaticMarkup } from 'react-dom/server'
import { createElement, type ReactElement, type ReactNode } from 'react'
import { isBuildComponentName, rendersAsComponent } from '../../components/mdx/componentNames'
import type { ContentElement, ContentNode } from '../../components/MdxContent/contentTree'

type Space = 'html' | 'svg'

const reactOptions = (space: Space): Options => ({
  Fragment,
  jsx,
  jsxs,
  elementAttributeNameCase: 'react',
  stylePropertyNameCase: 'dom',
  space,
})

/** An element's properties as React props (className, htmlFor, style object …). */
export function reactPropsOf(node: Element, space: Space = 'html'): Record<string, unknown> {
  const shallow = toJsxRuntime({ ...node, children: [] }, reactOptions(space)) as ReactElement<Record<string, unknown>>
  const { children: _none, ...props } = shallow.props
  return props
}

function containsComponent(node: ElementContent): boolean {
  return node.type === 'element' && (rendersAsComponent(node.tagName) || node.children.some(containsComponent))
}

/** Whitespace between table rows and cells is dropped, as hast-util-to-jsx-runtime does. */
const TABLE_PARENTS = new Set(['table', 'thead', 'tbody', 'tfoot', 'tr'])
const isWhitespace = (node: ElementContent) => node.type === 'text' && /^[ \t\n\f\r]*$/.test(node.value)

function convert(node: ElementContent, space: Space): ContentNode | null {
  if (node.type === 'text') return node.value
  if (node.type !== 'element') return null
  if (containsComponent(node)) {
    const props = reactPropsOf(node, space)
    const childSpace: Space = space === 'svg' || node.tagName === 'svg' ? 'svg' : 'html'
    const children = TABLE_PARENTS.has(node.tagName) ? node.children.filter((child) => !isWhitespace(child)) : node.children
    const out: ContentElement = { t: node.tagName }
    if (Object.keys(props).length) out.p = props
    if (children.length) out.c = convertChildren(children, childSpace)
    return out
  }
  // Static: React renders the element (its own rules for tables, SVG names, styles …); its
  // children go out as HTML.
  const rendered = toJsxRuntime(node, reactOptions(space)) as ReactElement<Record<string, unknown> & { children?: ReactNode }>
  const { children, ...props } = rendered.props
  const out: ContentElement = { t: node.tagName }
  if (Object.keys(props).length) out.p = props
  if (children !== undefined && children !== null) out.h = renderToStaticMarkup(createElement(Fragment, null, children))
  return out
}

function convertChildren(children: ElementContent[], space: Space): ContentNode[] {
  const out: ContentNode[] = []
  for (const child of children) {
    const converted = convert(child, space)
    if (converted !== null) out.push(converted)
  }
  return out
}

/** Build components must have been rendered first (./buildComponents.ts, ./pageContent.ts). */
function assertRenderedAtBuild(node: ElementContent): void {
  if (node.type !== 'element') return
  if (isBuildComponentName(node.tagName)) throw new Error(`contentTree: <${node.tagName}> was not rendered at build time`)
  node.children.forEach(assertRenderedAtBuild)
}

/** The compiled page body (fields.hast, its build components rendered) as the content tree the browser renders. */
export function contentTreeFromHast(tree: Root): ContentNode[] {
  const children = tree.children as ElementContent[]
  children.forEach(assertRenderedAtBuild)
  return convertChildren(children, 'html')
}
