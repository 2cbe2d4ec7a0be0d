import * as React from 'react'
import { useLazyComponent, type LazyLoader } from '../../theme/lazyWithRetry'
import * as styles from './styles.module.css'

interface Props<C> {
  loader: LazyLoader<C>
  /** Renders the loaded component. */
  children: (Component: C) => React.ReactNode
  /** Shown while loading takes longer than the delay (200 ms). @default nothing */
  loading?: React.ReactNode
  /** Wraps the failure message, e.g. in the modal's frame. */
  renderError?: (content: React.ReactNode) => React.ReactNode
}

/** The failure view of a lazily loaded part: the error message and a "Retry" button (spec §8). */
export function ChunkLoadError({ error, retry }: { error: Error; retry: () => void }) {
  return (
    <div className={styles.error} role="alert">
      <p className={styles.message}>{error.message}</p>
      <button type="button" className={styles.retry} onClick={retry}>
        Retry
      </button>
    </div>
  )
}

/** Renders a part loaded with lazyWithRetry: nothing (or `loading`) while it loads, "Retry" when it fails. */
export default function LazyBoundary<C>({ loader, children, loading = null, renderError = (c) => c }: Props<C>) {
  const state = useLazyComponent(loader)
  if (state.status === 'loaded') return <>{children(state.Component)}</>
  if (state.status === 'error') return <>{renderError(<ChunkLoadError error={state.error} retry={state.retry} />)}</>
  return state.pastDelay ? <>{loading}</> : null
}
