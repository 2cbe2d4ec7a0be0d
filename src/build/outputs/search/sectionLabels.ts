/** Section labels (lvl0) for every page of the develop index at once; see ../sectionLabel. */
import type { SidebarNode } from '../../../theme/navigation/sidebar'
import { sidebarOfDocs } from '../../../theme/navigation/sidebar'
import { BLOG_SECTION, FALLBACK_SECTION, sectionOfDoc, type NavbarDocItem } from '../../../search/sectionLabel'

export type { NavbarDocItem } from '../../../search/sectionLabel'

export function createSectionLabeler(sidebars: Record<string, SidebarNode[]>, navbarDocs: readonly NavbarDocItem[]) {
  const owner = sidebarOfDocs(sidebars)
  return function sectionOf(docId: string | null, collection: string): string {
    if (collection === 'blog') return BLOG_SECTION
    const sidebar = docId ? owner.get(docId) : undefined
    if (!docId || !sidebar) return FALLBACK_SECTION
    return sectionOfDoc(docId, sidebar, sidebars[sidebar], navbarDocs)
  }
}
