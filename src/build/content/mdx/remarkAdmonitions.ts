/**
 * `:::note[Title]` … `:::` container directives become <Admonition type title> elements.
 * Text and leaf directives that are not ours (`:foo` in prose) are turned back into text, so a
 * stray colon never eats words.
 */
import type { Root, Parent, PhrasingContent, RootContent } from 'mdast'
import type { VFile } from 'vfile'
import { visit, SKIP } from 'unist-util-visit'
import { toString } from 'mdast-util-to-string'
import { ADMONITION_TYPES } from '../../../components/mdx/componentNames'

interface DirectiveNode {
  type: 'containerDirective' | 'leafDirective' | 'textDirective'
  name: string
  children: RootContent[]
  position?: RootContent['position']
}

function isLabel(node: RootContent): boolean {
  return node.type === 'paragraph' && Boolean((node.data as { directiveLabel?: boolean } | undefined)?.directiveLabel)
}

export function remarkAdmonitions() {
  return (tree: Root, file: VFile) => {
    visit(tree, (node, index, parent: Parent | undefined) => {
      if (!parent || index === undefined) return undefined
      if (node.type !== 'containerDirective' && node.type !== 'leafDirective' && node.type !== 'textDirective') {
        return undefined
      }
      const directive = node as unknown as DirectiveNode
      if (directive.type === 'containerDirective') {
        if (!(ADMONITION_TYPES as readonly string[]).includes(directive.name)) {
          file.fail(`Unknown admonition ":::${directive.name}". Use one of: ${ADMONITION_TYPES.join(', ')}`, directive)
        }
        const [first, ...rest] = directive.children
        const hasLabel = first !== undefined && isLabel(first)
        const title = hasLabel ? toString(first) : ''
        const attributes = [{ type: 'mdxJsxAttribute', name: 'type', value: directive.name }]
        if (title) attributes.push({ type: 'mdxJsxAttribute', name: 'title', value: title })
        parent.children[index] = {
          type: 'mdxJsxFlowElement',
          name: 'Admonition',
          attributes,
          children: hasLabel ? rest : directive.children,
          position: directive.position,
        } as unknown as RootContent
        return undefined
      }
      // Not an admonition: restore the text the author wrote.
      const text: PhrasingContent = { type: 'text', value: `:${directive.type === 'leafDirective' ? ':' : ''}${directive.name}` }
      const label = directive.children.length
        ? [{ type: 'text', value: '[' } as PhrasingContent, ...(directive.children as PhrasingContent[]), { type: 'text', value: ']' } as PhrasingContent]
        : []
      const replacement = directive.type === 'leafDirective' ? [{ type: 'paragraph', children: [text, ...label] }] : [text, ...label]
      parent.children.splice(index, 1, ...(replacement as RootContent[]))
      return [SKIP, index + replacement.length]
    })
  }
}
