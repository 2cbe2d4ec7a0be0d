/**
 * Marks the content the production search indexes. Pagefind (src/build/outputs/search/pagefindIndex.ts)
 * indexes only elements carrying `data-pagefind-body`, so pages without it (home, blog lists,
 * /search, 404) stay out of results, and reads the page's section label (lvl0) from the attribute
 * named by `data-pagefind-meta`: an attribute, so any characters in the label are safe. A doc's
 * section is worked out at build time (createPages: `searchSection` in the page context).
 */
import { BLOG_SECTION } from './sectionLabel'

export interface SearchIndexAttributes {
  'data-pagefind-body': ''
  'data-search-section': string
  'data-pagefind-meta': string
}

export function searchIndexAttributes(section: string): SearchIndexAttributes {
  return { 'data-pagefind-body': '', 'data-search-section': section, 'data-pagefind-meta': 'section[data-search-section]' }
}

export const BLOG_SEARCH_INDEX_ATTRIBUTES = searchIndexAttributes(BLOG_SECTION)
