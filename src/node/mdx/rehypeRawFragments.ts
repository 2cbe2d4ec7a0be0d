/**
 * The HTML that gatsby-remark plugins write into the tree (Prism's highlighted code blocks, the
 * heading anchors) as hast elements. Each such `raw` node is a complete fragment, so it is parsed
 * on its own with htmlparser2 and built with hastscript (which reads attribute values the way
 * hast does: class lists, booleans, SVG names). rehype-raw did the same by serialising and
 * re-parsing the whole page through parse5, which was the largest part of compiling a page;
 * __tests__/node/rehypeRawFragments.test.ts checks both give the same tree for every page.
 * MDX itself has no raw HTML (its tags are JSX), so nothing else reaches this step.
 */
import type { Element, ElementContent, Root, RootContent } from 'hast'
import { h, s } from 'hastscript'
import { parseDocument } from 'htmlparser2'

/** A node of htmlparser2's DOM (domhandler's ChildNode, as this htmlparser2 builds it). */
type ChildNode = ReturnType<typeof parseDocument>['children'][number]

type Space = 'html' | 'svg'

function toHast(nodes: readonly ChildNode[], space: Space): ElementContent[] {
  const out: ElementContent[] = []
  for (const node of nodes) {
    if (node.type === 'text') out.push({ type: 'text', value: node.data })
    else if (node.type === 'comment') out.push({ type: 'comment', value: node.data })
    else if (node.type === 'tag' || node.type === 'script' || node.type === 'style') {
      const inner: Space = space === 'svg' || node.name === 'svg' ? 'svg' : 'html'
      const children = toHast(node.children, inner)
      out.push((inner === 'svg' ? s(node.name, node.attribs, children) : h(node.name, node.attribs, children)) as Element)
    }
  }
  return out
}

/** One fragment of HTML as hast elements. */
export function htmlFragmentToHast(html: string): ElementContent[] {
  return toHast(parseDocument(html, { decodeEntities: true, recognizeSelfClosing: true }).children, 'html')
}

/** Adjacent text nodes as one (what a parse of the page gives: e.g. a text directive given back as text). */
function mergeText(children: RootContent[]): RootContent[] {
  const out: RootContent[] = []
  for (const child of children) {
    const last = out[out.length - 1]
    if (child.type === 'text' && last?.type === 'text') out[out.length - 1] = { type: 'text', value: last.value + child.value }
    else out.push(child)
  }
  return out
}

export function rehypeRawFragments() {
  return (tree: Root) => {
    const expand = (children: RootContent[]): RootContent[] =>
      mergeText(children.flatMap((child): RootContent[] => {
        if (child.type === 'raw') return htmlFragmentToHast(child.value)
        // Elements and MDX components (still mdxJsx* nodes here) may hold code blocks.
        if ('children' in child) (child as { children: RootContent[] }).children = expand(child.children as RootContent[])
        return [child]
      }))
    tree.children = expand(tree.children)
  }
}
