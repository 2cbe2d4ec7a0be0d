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

interface SidebarSections {
  /** Each doc id → the first top-level item that holds it (itself or below it). */
  topOf: ReadonlyMap<string, SidebarNode>
  /** The doc ids the sidebar links to. */
  ids: ReadonlySet<string>
}

/** Per resolved sidebar, made once: a site's every doc page asks, and each answer was a walk of the whole sidebar. */
const sectionsBySidebar = new WeakMap<readonly SidebarNode[], SidebarSections>()

function sectionsOf(items: readonly SidebarNode[]): SidebarSections {
  const known = sectionsBySidebar.get(items)
  if (known) return known
  const topOf = new Map<string, SidebarNode>()
  const visit = (node: SidebarNode, top: SidebarNode) => {
    if (node.docId !== null && !topOf.has(node.docId)) topOf.set(node.docId, top)
    if (node.type === 'category') for (const child of node.items) visit(child, top)
  }
  for (const item of items) visit(item, item)
  const sections = { topOf, ids: new Set(flattenSidebar(items).map((link) => link.docId)) }
  sectionsBySidebar.set(items, sections)
  return sections
}

function titleCase(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1)
}

/** The label of a doc in the sidebar `sidebarName` (with its resolved `items`). */
export function sectionOfDoc(docId: string, sidebarName: string | null, items: readonly SidebarNode[] | null, navbarDocs: readonly NavbarDocItem[]): string {
  if (!sidebarName || !items) return FALLBACK_SECTION
  const { topOf, ids } = sectionsOf(items)
  const top = topOf.get(docId)
  if (top && top.type === 'category') return top.label
  return navbarDocs.find((item) => ids.has(item.docId))?.label ?? titleCase(sidebarName)
}

/** The navbar items that name a doc, as sectionOfDoc takes them. */
export function navbarDocItems(items: readonly NavbarItem[]): NavbarDocItem[] {
  return items.flatMap((item) => {
    const docId = navbarItemDocId(item)
    return docId === null ? [] : [{ docId, label: item.label ?? docId }]
  })
}
