/** A doc node as the sidebar needs it (createResolvers' docsSidebars and createPages). */
import type { DocSummary } from '../../theme/navigation/sidebar'

export interface DocNodeForSidebar {
  fields?: { docId?: string | null; slug?: string }
  frontmatter?: { title?: string | null; sidebar_label?: string | null; sidebar_position?: number | null; description?: string | null }
}

export function toDocSummary(node: DocNodeForSidebar): DocSummary | null {
  if (!node.fields?.docId || !node.fields.slug) return null
  return {
    id: node.fields.docId,
    slug: node.fields.slug,
    title: node.frontmatter?.title ?? node.fields.docId,
    sidebarLabel: node.frontmatter?.sidebar_label,
    sidebarPosition: node.frontmatter?.sidebar_position,
    description: node.frontmatter?.description ?? null,
  }
}
