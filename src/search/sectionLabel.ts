/**
 * The lvl0 of a page's search results: the top-level sidebar category that holds the doc
 * ("SQR Token", "V2 Protocol"), else the navbar label of its sidebar ("Concepts"), else
 * "Documentation". Blog posts are "Blog". DocSearch groups the modal's results under this name.
 * Pure: the doc template uses it for the Pagefind index (./indexAttributes), and the develop index
 * (node/sectionLabels) for every page at once.
 */
import { flattenSidebar, type SidebarNode } from '../theme/navigation/sidebar'
import type { NavbarItem } from '../config/schema/navbar'
import { navbarItemDocId } from '../components/Navbar/itemTypes'

export interface NavbarDocItem {
  docId: string
  label: string
}

export const BLOG_SECTION = 'Blog'
export const FALLBACK_SECTION = 'Documentation'

function contains(item: SidebarNode, docId: string): boolean {
  if (item.docId === docId) return true
  return item.type === 'category' && item.items.some((child) => contains(child, docId))
}

function titleCase(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1)
}

/** The label of a doc in the sidebar `sidebarName` (with its resolved `items`). */
export function sectionOfDoc(docId: string, sidebarName: string | null, items: readonly SidebarNode[] | null, navbarDocs: readonly NavbarDocItem[]): string {
  if (!sidebarName || !items) return FALLBACK_SECTION
  const top = items.find((item) => contains(item, docId))
  if (top && top.type === 'category') return top.label
  const ids = new Set(flattenSidebar(items).map((link) => link.docId))
  return navbarDocs.find((item) => ids.has(item.docId))?.label ?? titleCase(sidebarName)
}

/** The navbar items that name a doc, as sectionOfDoc takes them. */
export function navbarDocItems(items: readonly NavbarItem[]): NavbarDocItem[] {
  return items.flatMap((item) => {
    const docId = navbarItemDocId(item)
    return docId === null ? [] : [{ docId, label: item.label ?? docId }]
  })
}
