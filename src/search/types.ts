/**
 * What the local engine answers with: one record per matching heading section of a page
 * (DocSearch's hierarchy: lvl0 section, lvl1 page), made from Pagefind's results.
 */

/** Which part of the hierarchy a record stands for: the page itself (its intro) or an h2/h3 section. */
export type RecordLevel = 'lvl1' | 'lvl2' | 'lvl3'

export interface SearchRecord {
  /** Stable id: page url + anchor. */
  id: string
  /** Site-relative URL with anchor, e.g. `/concepts/overview#glossary`. */
  url: string
  level: RecordLevel
  /** Section or sidebar category ("Concepts", "SQR Token", "Blog"). */
  lvl0: string
  /** Page title. */
  lvl1: string
  /** Enclosing h2 (for lvl2 and lvl3 records). */
  lvl2: string | null
  /** The h3 (for lvl3 records). */
  lvl3: string | null
  /** Plain text of the section (without code blocks). */
  text: string
}
