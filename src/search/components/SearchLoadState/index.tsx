import * as React from 'react'
import * as styles from './styles.module.css'

interface Props {
  status: 'idle' | 'loading' | 'error'
  message?: string
  onRetry: () => void
  onClose: () => void
}

/** What the reader sees while the modal's code loads, or why it did not, with Retry. */
export default function SearchLoadState({ status, message, onRetry, onClose }: Props) {
  const retryRef = React.useRef<HTMLButtonElement>(null)
  React.useEffect(() => {
    if (status === 'error') retryRef.current?.focus()
  }, [status])
  return (
    <div className={styles.backdrop} onClick={onClose} role="presentation">
      <div
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-label="Search"
        aria-busy={status !== 'error'}
        onClick={(event) => event.stopPropagation()}
      >
        {status === 'error' ? (
          <div role="alert">
            <p className={styles.title}>Search could not be loaded</p>
            <p className={styles.message}>{message}</p>
            <div className={styles.actions}>
              <button ref={retryRef} type="button" className={styles.primary} onClick={onRetry}>
                Retry
              </button>
              <button type="button" className={styles.secondary} onClick={onClose}>
                Close
              </button>
            </div>
          </div>
        ) : (
          <p className={styles.message} role="status">
            Loading search…
          </p>
        )}
      </div>
    </div>
  )
}
