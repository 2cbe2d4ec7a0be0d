import * as React from 'react'
import * as styles from './styles.module.css'

interface Props {
  /** Full "Edit this page" URL; none hides the link. */
  editUrl?: string | null
  /** Last commit date, formatted at build time, and its ISO form; null without git history. */
  lastUpdated?: string | null
  lastUpdatedIso?: string | null
}

/** Under a doc: "Edit this page" and the date of the source file's last commit. */
export default function DocFooter({ editUrl, lastUpdated, lastUpdatedIso }: Props) {
  if (!editUrl && !lastUpdated) return null
  return (
    <footer className={styles.footer}>
      {editUrl ? (
        <a href={editUrl} target="_blank" rel="noopener noreferrer" className={styles.edit}>
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
            <path fill="currentColor" d="M3 17.25V21h3.75L17.8 9.94l-3.75-3.75L3 17.25zm17.7-10.2a1 1 0 0 0 0-1.42l-2.33-2.33a1 1 0 0 0-1.42 0l-1.83 1.83 3.75 3.75 1.83-1.83z" />
          </svg>
          Edit this page
        </a>
      ) : null}
      {lastUpdated ? (
        <p className={styles.updated}>
          Last updated on <time dateTime={lastUpdatedIso ?? undefined}>{lastUpdated}</time>
        </p>
      ) : null}
    </footer>
  )
}

/** The edit URL of a source file: the configured base plus the repo-relative path. */
export function editUrlFor(editUrlBase: string, sourcePath: string): string {
  return `${editUrlBase.replace(/\/?$/, '/')}${sourcePath.replace(/^\//, '')}`
}
