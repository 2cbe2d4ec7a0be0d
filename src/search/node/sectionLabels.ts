/**
 * The lvl0 of a page's records: the top-level sidebar category that holds the doc ("SQR Token",
 * "V2 Protocol"), else the navbar label of its sidebar ("Concepts"), else "Documentation".
 * Blog posts are "Blog". DocSearch groups the modal's results under this name.
 */
import type { SidebarNode } from '../../theme/navigation/sidebar'
import { flattenSidebar, sidebarOfDocs } from '../../theme/navigation/sidebar'

export interface NavbarDocItem {
  docId: string
  label: string
}

function contains(item: SidebarNode, docId: string): boolean {
  if (item.docId === docId) return true
  return item.type === 'category' && item.items.some((child) => contains(child, docId))
}

function titleCase(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1)
}

export function createSectionLabeler(sidebars: Record<string, SidebarNode[]>, navbarDocs: readonly NavbarDocItem[]) {
  const owner = sidebarOfDocs(sidebars)
  const sidebarLabel = new Map<string, string>()
  for (const [name, items] of Object.entries(sidebars)) {
    const ids = new Set(flattenSidebar(items).map((link) => link.docId))
    const navItem = navbarDocs.find((item) => ids.has(item.docId))
    sidebarLabel.set(name, navItem?.label ?? titleCase(name))
  }
  return function sectionOf(docId: string | null, collection: string): string {
    if (collection === 'blog') return 'Blog'
    const sidebar = docId ? owner.get(docId) : undefined
    if (!docId || !sidebar) return 'Documentation'
    const top = sidebars[sidebar].find((item) => contains(item, docId))
    if (top && top.type === 'category') return top.label
    return sidebarLabel.get(sidebar) ?? titleCase(sidebar)
  }
}
