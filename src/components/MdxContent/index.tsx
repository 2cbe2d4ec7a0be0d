import * as React from 'react'
import { mdxComponents } from '../mdx'
import { rendersAsComponent } from '../mdx/componentNames'
import type { ContentNode } from './contentTree'
import { useContentLinks } from '../../theme/contentLinks'
// Styles of the components rendered at build time (their HTML arrives in the content tree).
import '../mdx/Pictures/pictures.css'
import '../mdx/DataComponents/data.css'

interface Props {
  /** The page body as made at build time (fields.content, src/build/content/contentTree.ts). */
  content: readonly ContentNode[]
}

function renderNode(node: ContentNode, key: number): React.ReactNode {
  if (typeof node === 'string') return node
  const type = rendersAsComponent(node.t) ? (mdxComponents[node.t] as React.ComponentType<Record<string, unknown>>) : node.t
  if (node.h !== undefined) return React.createElement(type, { ...node.p, key, dangerouslySetInnerHTML: { __html: node.h } })
  return React.createElement(type, { ...node.p, key }, ...(node.c ?? []).map(renderNode))
}

/**
 * Renders a page body with the component map authors use (see content/AUTHORING.md). Static
 * subtrees are set as HTML, which React does not walk when it hydrates; components are islands.
 * Links in the body navigate and prefetch like `<Link>`s (src/theme/contentLinks.ts).
 */
export default function MdxContent({ content }: Props) {
  const body = React.useRef<HTMLDivElement>(null)
  useContentLinks(body, content)
  return <div ref={body}>{content.map(renderNode)}</div>
}
