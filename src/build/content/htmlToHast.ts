/**
 * A fragment of HTML as hast elements: parsed with htmlparser2 and built with hastscript, which
 * reads attribute values the way hast does (class lists, booleans, numbers, SVG names). Used for
 * the HTML the gatsby-remark plugins write (./mdx/rehypeRawFragments.ts) and for what the build-time
 * components render (./buildComponents.ts).
 */
import type { Element, ElementContent } from 'hast'
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
