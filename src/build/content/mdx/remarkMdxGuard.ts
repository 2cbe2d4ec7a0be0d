/**
 * Keeps MDX to what a static, data-only render can serve: no `import`/`export`, no
 * `{expressions}` (comments excepted, they are dropped), known components only, and plain
 * string attributes. Each violation fails the build with file, line and a hint.
 */
import type { Root, Parent } from 'mdast'
import type { VFile } from 'vfile'
import { visit, SKIP } from 'unist-util-visit'
import { isMdxComponentName, MDX_COMPONENT_NAMES } from '../../../components/mdx/componentNames'

const COMMENT_ONLY = /^\s*\/\*[\s\S]*\*\/\s*$/

interface MdxExpressionLike {
  value: string
}

interface MdxJsxElementLike {
  name: string | null
  attributes: MdxJsxAttributeLike[]
}

interface MdxJsxAttributeLike {
  type: string
  name?: string
  value?: unknown
}

export function remarkMdxGuard() {
  return (tree: Root, file: VFile) => {
    visit(tree, (node, index, parent: Parent | undefined) => {
      switch (node.type) {
        case 'mdxjsEsm':
          file.fail(
            'import/export is not supported in docs: components are available without imports (see content/AUTHORING.md)',
            node,
          )
          break
        case 'mdxFlowExpression':
        case 'mdxTextExpression': {
          const { value } = node as unknown as MdxExpressionLike
          if (COMMENT_ONLY.test(value) && parent && index !== undefined) {
            parent.children.splice(index, 1)
            return [SKIP, index]
          }
          file.fail(
            `JavaScript expressions are not supported: {${value.slice(0, 40)}}. Escape a literal brace as \\{ or put it in backticks`,
            node,
          )
          break
        }
        case 'mdxJsxFlowElement':
        case 'mdxJsxTextElement': {
          const { name, attributes } = node as unknown as MdxJsxElementLike
          if (name && /^[A-Z]/.test(name) && !isMdxComponentName(name)) {
            file.fail(
              `Unknown component <${name}>. Available: ${MDX_COMPONENT_NAMES.join(', ')}`,
              node,
            )
          }
          for (const attribute of attributes) {
            if (attribute.type !== 'mdxJsxAttribute' || (attribute.value !== null && typeof attribute.value !== 'string')) {
              file.fail(
                `Attribute ${attribute.name ?? '{…}'} of <${name ?? ''}> must be a plain string (name="value")`,
                node,
              )
            }
          }
          break
        }
        default:
          break
      }
      return undefined
    })
  }
}
