/**
 * Build-time checks whose failures stop the build with the file and the id at fault.
 * Each returns a list of messages; gatsby-node panics with all of them at once.
 */
import type { SquireConfig } from '../../config'
import { firstHref, type SidebarNode } from '../../theme/navigation/sidebar'
import { navbarItemDocId } from '../../components/Navbar/itemTypes'

export interface ContentFile {
  /** Repo-relative path, e.g. content/docs/concepts/overview.mdx */
  file: string
  slug: string
}

/** Two files on one route. (Front matter, title included, is checked per file: src/build/content/frontmatter.ts.) */
export function validateContentFiles(files: readonly ContentFile[]): string[] {
  const errors: string[] = []
  const owners = new Map<string, string>()
  for (const entry of files) {
    const previous = owners.get(entry.slug)
    if (previous) errors.push(`${previous} and ${entry.file} both claim the route ${entry.slug}`)
    else owners.set(entry.slug, entry.file)
  }
  return errors
}

export function validateConfigReferences(config: SquireConfig, docIds: ReadonlySet<string>): string[] {
  const errors: string[] = []
  config.navbar.items.forEach((item, index) => {
    const docId = navbarItemDocId(item)
    if (docId !== null && !docIds.has(docId)) {
      errors.push(`src/config/navbar.ts: navbar item ${index} ("${item.label}") refers to unknown doc id "${docId}"`)
    }
  })
  const check = (file: string, what: string, docId: string) => {
    if (!docIds.has(docId)) errors.push(`${file}: ${what} refers to unknown doc id "${docId}"`)
  }
  if (config.announcement?.link) check('src/config/announcement.ts', `announcement link "${config.announcement.link.label}"`, config.announcement.link.docId)
  check('src/config/pages.ts', 'home "Get started" link', config.pages.home.getStartedDocId)
  config.pages.home.cards.forEach((card) => check('src/config/pages.ts', `home card "${card.title}"`, card.docId))
  check('src/config/pages.ts', '404 page link', config.pages.notFound.docId)
  config.footer.columns.forEach((column) =>
    column.items.forEach((item) => {
      if ('docId' in item && !docIds.has(item.docId)) {
        errors.push(`src/config/footer.ts: footer link "${item.label}" in "${column.title}" refers to unknown doc id "${item.docId}"`)
      }
    }),
  )
  return errors
}

/** Each sidebar named in `landing` must exist and open on that doc. */
export function validateSidebarLandings(
  sidebars: Record<string, SidebarNode[]>,
  landing: Record<string, string>,
  slugOf: (docId: string) => string | undefined,
): string[] {
  const errors: string[] = []
  for (const [name, docId] of Object.entries(landing)) {
    const items = sidebars[name]
    if (!items) {
      errors.push(`src/config/sidebars.ts: sidebar "${name}" does not exist`)
      continue
    }
    const expected = slugOf(docId)
    if (!expected) errors.push(`src/config/sidebars.ts: landing doc of sidebar "${name}" is unknown doc id "${docId}"`)
    else if (firstHref(items) !== expected) {
      errors.push(`src/config/sidebars.ts: sidebar "${name}" should open on ${expected} but opens on ${firstHref(items) ?? 'nothing'}`)
    }
  }
  return errors
}
