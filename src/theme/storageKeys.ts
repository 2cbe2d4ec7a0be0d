/**
 * Every browser-storage key the site uses, in one place. They are the keys of the site we replace
 * (DESIGN.md, principle 5), so returning readers keep their choices. Imported by React code and by
 * the inline pre-paint scripts of gatsby-ssr (src/theme/inlineScripts.ts).
 */
export const STORAGE_KEYS = {
  /** Colour mode: 'light' | 'dark'. */
  theme: 'theme',
  /** 'true' once the reader closed the announcement bar with the id stored beside it. */
  announcementDismiss: 'docusaurus.announcement.dismiss',
  /** Id of the announcement the dismissal belongs to; a new id shows the bar again. */
  announcementId: 'docusaurus.announcement.id',
  /** Preferred docs version of the default docs plugin (its version name, e.g. 'current'). */
  docsPreferredVersion: 'docs-preferred-version-default',
  /** Prefix of tab-group choices: `docusaurus.tab.<groupId>`. */
  tabPrefix: 'docusaurus.tab.',
} as const

/** Storage key of a tab group's choice. */
export function tabStorageKey(groupId: string): string {
  return `${STORAGE_KEYS.tabPrefix}${groupId}`
}

/** html attribute set before paint when the current announcement was dismissed. */
export const ANNOUNCEMENT_DISMISSED_ATTRIBUTE = 'data-announcement-dismissed'
