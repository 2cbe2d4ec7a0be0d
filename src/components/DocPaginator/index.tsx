import * as React from 'react'
import { Link } from 'gatsby'
import type { PageLink } from '../../theme/navigation/sidebar'
import * as styles from './styles.module.css'

interface Props {
  previous: PageLink | null
  next: PageLink | null
  label?: string
}

/** Previous / next page links at the bottom of a doc or post. */
export default function DocPaginator({ previous, next, label = 'Docs pages' }: Props) {
  if (!previous && !next) return null
  return (
    <nav className={styles.paginator} aria-label={label}>
      {previous ? (
        <Link to={previous.href} className={styles.card} rel="prev">
          <span className={styles.sub}>Previous</span>
          <span className={styles.label}>« {previous.label}</span>
        </Link>
      ) : (
        <span />
      )}
      {next ? (
        <Link to={next.href} className={`${styles.card} ${styles.next}`} rel="next">
          <span className={styles.sub}>Next</span>
          <span className={styles.label}>{next.label} »</span>
        </Link>
      ) : null}
    </nav>
  )
}
