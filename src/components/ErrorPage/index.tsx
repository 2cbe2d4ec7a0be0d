import * as React from 'react'
import ErrorBoundary, { type FallbackParams } from '../ErrorBoundary'
import { useDocumentTitle } from '../../theme/useDocumentTitle'
import * as styles from './styles.module.css'

const CRASH_TITLE = 'Page Error'

/** "This page crashed." with the error message and a "Try again" button (spec §8). */
export function ErrorPageContent({ error, tryAgain }: FallbackParams) {
  useDocumentTitle(CRASH_TITLE)
  return (
    <div className={styles.crash} role="alert">
      <h1 className={styles.heading}>This page crashed.</h1>
      <p className={styles.message}>{error.message}</p>
      <button type="button" className={styles.button} onClick={tryAgain}>
        Try again
      </button>
    </div>
  )
}

const renderCrash = (params: FallbackParams) => <ErrorPageContent {...params} />

/**
 * Two boundaries with one fallback. The content one sits inside the site frame (Layout's <main>),
 * so navbar and footer stay; the page one (wrapPageElement) catches what fails outside it. A new
 * route clears either.
 */
export function ContentErrorBoundary({ resetKey, children }: { resetKey: string; children: React.ReactNode }) {
  return (
    <ErrorBoundary resetKey={resetKey} fallback={renderCrash}>
      {children}
    </ErrorBoundary>
  )
}

export function PageErrorBoundary({ pathname, children }: { pathname: string; children: React.ReactNode }) {
  return <ContentErrorBoundary resetKey={pathname}>{children}</ContentErrorBoundary>
}
