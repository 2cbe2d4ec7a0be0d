/**
 * Turns the MDX JSX nodes that survived remark-rehype into plain hast elements named after the
 * component (`<Tabs groupId="x">` → element `Tabs` with property groupId). The tree is then
 * plain JSON that one template renders with a component map.
 */
import type { Root, Element, ElementContent, Properties } from 'hast'
import { visit, SKIP } from 'unist-util-visit'
import { find, html } from 'property-information'
import { isHighlightedCode } from './highlightedCode'

export const MDX_PASS_THROUGH = ['mdxJsxFlowElement', 'mdxJsxTextElement'] as const

interface MdxJsxNode {
  type: (typeof MDX_PASS_THROUGH)[number]
  name: string | null
  attributes: Array<{ type: string; name: string; value: string | null }>
  children: ElementContent[]
}

function toProperties(node: MdxJsxNode): Properties {
  const isHtml = node.name !== null && /^[a-z]/.test(node.name)
  const properties: Properties = {}
  for (const { name, value } of node.attributes) {
    const key = isHtml ? find(html, name === 'className' ? 'class' : name).property : name
    properties[key] = value === null ? true : value
  }
  return properties
}

export function rehypeMdxElements() {
  return (tree: Root) => {
    visit(tree, (node, index, parent) => {
      if (!parent || index === undefined) return undefined
      if (isHighlightedCode(node)) return SKIP
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return undefined
      const jsx = node as unknown as MdxJsxNode
      if (jsx.name === null) {
        parent.children.splice(index, 1, ...jsx.children)
        return [SKIP, index]
      }
      const element: Element = {
        type: 'element',
        tagName: jsx.name,
        properties: toProperties(jsx),
        children: jsx.children,
      }
      parent.children[index] = element
      return undefined
    })
  }
}
