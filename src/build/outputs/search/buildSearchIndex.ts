/**
 * Builds the records of the local search index from the compiled pages: one record for each
 * page's intro (lvl1) and one per h2/h3 section, with the hierarchy and the URL with its anchor.
 */
import type { Root } from 'hast'
import { extractSections, type ComponentText } from './extractSections'
import type { SearchIndexFile, SearchRecord } from '../../../search/types'
import { SEARCH_INDEX_VERSION } from '../../../search/types'

export interface IndexablePage {
  slug: string
  title: string
  /** The lvl0 of the page's records. */
  section: string
  hast: Root
}

/** Longest text kept per record: enough for matching and snippets, bounded for huge sections. */
export const MAX_RECORD_TEXT = 6000

function clip(text: string): string {
  if (text.length <= MAX_RECORD_TEXT) return text
  return text.slice(0, MAX_RECORD_TEXT).replace(/\s+\S*$/, '')
}

export function recordsOfPage(page: IndexablePage, componentText?: ComponentText): SearchRecord[] {
  return extractSections(page.hast, componentText).map((section): SearchRecord => {
    const url = section.anchor ? `${page.slug}#${section.anchor}` : page.slug
    const level = section.depth === 1 ? 'lvl1' : section.depth === 2 ? 'lvl2' : 'lvl3'
    return {
      id: url,
      url,
      level,
      lvl0: page.section,
      lvl1: page.title,
      lvl2: level === 'lvl2' ? section.heading : level === 'lvl3' ? section.parentHeading : null,
      lvl3: level === 'lvl3' ? section.heading : null,
      text: clip(section.text),
    }
  })
}

export function buildSearchIndex(pages: readonly IndexablePage[], componentText?: ComponentText): SearchIndexFile {
  const seen = new Set<string>()
  const records: SearchRecord[] = []
  for (const page of pages) {
    for (const record of recordsOfPage(page, componentText)) {
      // Two headings with one anchor cannot both be linked; keep the first.
      if (seen.has(record.id)) continue
      seen.add(record.id)
      records.push(record)
    }
  }
  return { version: SEARCH_INDEX_VERSION, records }
}
