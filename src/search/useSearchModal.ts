/**
 * State of the search modal: open or closed, the query it opens with, and the lazy load of its
 * code (idle → loading → ready | error, with retry).
 */
import * as React from 'react'
import { loadErrorMessage } from './lazy'
import { loadSearchUi, type SearchUi } from './modal/loadSearchUi'
import { trackSearchBarClicked } from '../analytics/track'

export type LoadState = { status: 'idle' | 'loading' } | { status: 'ready'; ui: SearchUi } | { status: 'error'; message: string }

export interface SearchModalState {
  isOpen: boolean
  initialQuery: string | undefined
  load: LoadState
  /** Starts loading without opening (hover, focus, touch). */
  prefetch: () => void
  open: (initialQuery?: string) => void
  close: () => void
  retry: () => void
}

export function useSearchModal(loader: () => Promise<SearchUi> = loadSearchUi): SearchModalState {
  const [isOpen, setOpen] = React.useState(false)
  const [initialQuery, setInitialQuery] = React.useState<string | undefined>(undefined)
  const [load, setLoad] = React.useState<LoadState>({ status: 'idle' })
  const mounted = React.useRef(true)
  React.useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])

  const start = React.useCallback(
    (showErrors: boolean) => {
      setLoad((current) => (current.status === 'ready' ? current : { status: 'loading' }))
      loader().then(
        (ui) => mounted.current && setLoad({ status: 'ready', ui }),
        (error: unknown) => {
          if (!mounted.current) return
          // A failed prefetch stays quiet (back to idle); opening shows the error with Retry.
          setLoad(showErrors ? { status: 'error', message: loadErrorMessage(error) } : { status: 'idle' })
        },
      )
    },
    [loader],
  )

  const prefetch = React.useCallback(() => {
    if (load.status === 'idle') start(false)
  }, [load.status, start])

  const open = React.useCallback(
    (query?: string) => {
      setInitialQuery(query)
      setOpen(true)
      start(true)
      trackSearchBarClicked()
    },
    [start],
  )

  const close = React.useCallback(() => {
    setOpen(false)
    setInitialQuery(undefined)
  }, [])

  const retry = React.useCallback(() => start(true), [start])

  return { isOpen, initialQuery, load, prefetch, open, close, retry }
}
