import * as React from 'react'
import { Link } from 'gatsby'
import type { AnnouncementConfig } from '../../config/schema/announcement'
import { hrefForDocId } from '../navLinks'
import * as styles from './styles.module.css'

interface Props {
  announcement: NonNullable<AnnouncementConfig>
  onClose: () => void
}

/** The bar above the navbar: configured text, an optional link, a close button. */
export default function AnnouncementBar({ announcement, onClose }: Props) {
  return (
    <div className={styles.bar} role="region" aria-label="Announcement" data-announcement-id={announcement.id}>
      <p className={styles.content}>
        {announcement.content}
        {announcement.link ? (
          <>
            {' '}
            <Link to={hrefForDocId(announcement.link.docId)} className={styles.link}>
              {announcement.link.label}
            </Link>
          </>
        ) : null}
      </p>
      {announcement.isCloseable ? (
        <button type="button" className={styles.close} onClick={onClose} aria-label="Close announcement" title="Close">
          <svg viewBox="0 0 15 15" width="14" height="14" aria-hidden="true">
            <path stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M2 2l11 11M13 2L2 13" />
          </svg>
        </button>
      ) : null}
    </div>
  )
}
