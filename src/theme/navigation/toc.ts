/** Builds the nested table of contents from a page's flat heading list. */

export interface Heading {
  depth: number
  id: string
  value: string
}

export interface TocItem {
  id: string
  value: string
  level: number
  children: TocItem[]
}

export const TOC_DEFAULT_MIN_LEVEL = 2
export const TOC_DEFAULT_MAX_LEVEL = 3

/**
 * Nests headings between `minLevel` and `maxLevel` under the nearest shallower heading.
 * A heading deeper than its parent by more than one level still nests under that parent.
 */
export function buildToc(
  headings: readonly Heading[],
  minLevel = TOC_DEFAULT_MIN_LEVEL,
  maxLevel = TOC_DEFAULT_MAX_LEVEL,
): TocItem[] {
  if (minLevel > maxLevel) {
    throw new Error(`Table of contents: min heading level ${minLevel} is greater than max level ${maxLevel}`)
  }
  const root: TocItem[] = []
  const stack: TocItem[] = []
  for (const heading of headings) {
    if (heading.depth < minLevel || heading.depth > maxLevel) continue
    const item: TocItem = { id: heading.id, value: heading.value, level: heading.depth, children: [] }
    while (stack.length && stack[stack.length - 1].level >= item.level) stack.pop()
    const parent = stack[stack.length - 1]
    ;(parent ? parent.children : root).push(item)
    stack.push(item)
  }
  return root
}

/** What a page's front matter says about its table of contents (docs only; null in a blog post). */
export interface TocSettings {
  hide_table_of_contents?: boolean | null
  toc_min_heading_level?: number | null
  toc_max_heading_level?: number | null
}

/** The table of contents a page shows: `Mdx.toc`, worked out at build time (src/build/gatsby/createResolvers.ts). */
export function tocOf(headings: readonly Heading[], settings: TocSettings | null | undefined): TocItem[] {
  if (settings?.hide_table_of_contents) return []
  return buildToc(headings, settings?.toc_min_heading_level ?? TOC_DEFAULT_MIN_LEVEL, settings?.toc_max_heading_level ?? TOC_DEFAULT_MAX_LEVEL)
}
