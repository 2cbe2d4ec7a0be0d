/**
 * Marks the content the production search indexes. Pagefind (src/search/node/pagefindIndex.ts)
 * indexes only elements carrying `data-pagefind-body`, so pages without it (home, blog lists,
 * /search, 404) stay out of results, and reads the page's section label (lvl0) from the attribute
 * named by `data-pagefind-meta`: an attribute, so any characters in the label are safe.
 */
import { useSiteConfig } from '../config'
import { useSidebar } from '../components/Sidebar/useSidebar'
import { BLOG_SECTION, navbarDocItems, sectionOfDoc } from './sectionLabel'

export interface SearchIndexAttributes {
  'data-pagefind-body': ''
  'data-search-section': string
  'data-pagefind-meta': string
}

export function searchIndexAttributes(section: string): SearchIndexAttributes {
  return { 'data-pagefind-body': '', 'data-search-section': section, 'data-pagefind-meta': 'section[data-search-section]' }
}

/** Attributes for a doc's article: its section from its sidebar and the navbar. */
export function useDocSearchIndexAttributes(docId: string, sidebarName: string | null): SearchIndexAttributes {
  const { navbar } = useSiteConfig()
  const items = useSidebar(sidebarName)
  return searchIndexAttributes(sectionOfDoc(docId, sidebarName, items, navbarDocItems(navbar.items)))
}

export const BLOG_SEARCH_INDEX_ATTRIBUTES = searchIndexAttributes(BLOG_SECTION)
