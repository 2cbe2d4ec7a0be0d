import * as React from 'react'
import { Link } from 'gatsby'
import * as styles from './styles.module.css'

/** Where the checks behind a `verified:` line are explained. */
export const VERIFICATION_PAGE = '/contracts/verified-against-the-code'

/**
 * One line under a doc's title saying what of the page is checked against the compiled
 * contracts (the page's `verified:` front matter), linking to how. A page without it says nothing.
 */
export default function VerifiedNote({ text }: { text: string | null | undefined }) {
  if (!text) return null
  return (
    <p className={styles.note}>
      <span aria-hidden="true" className={styles.mark}>
        ✓
      </span>{' '}
      {text}. <Link to={VERIFICATION_PAGE}>How this is checked</Link>
    </p>
  )
}
