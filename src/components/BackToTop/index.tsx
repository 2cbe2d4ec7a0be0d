import * as React from 'react'
import { useScrolledPast } from '../../theme/useScrolledPast'
import * as styles from './styles.module.css'

/** Shown after this much scrolling (px). */
export const BACK_TO_TOP_THRESHOLD = 300

/** A button that scrolls back to the top of the page, shown once the reader has scrolled down. */
export default function BackToTop() {
  const visible = useScrolledPast(BACK_TO_TOP_THRESHOLD)
  const onClick = () => {
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' })
  }
  return (
    <button type="button" className={styles.button} data-visible={visible || undefined} aria-label="Scroll back to top" title="Back to top" onClick={onClick}>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" d="M6 14l6-6 6 6" />
      </svg>
    </button>
  )
}
