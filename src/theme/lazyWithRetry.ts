/**
 * Lazily loaded parts that can be retried. React.lazy remembers a failed import for ever; a loader
 * from lazyWithRetry forgets a failure, so "Retry" (or the next hover) runs the import again —
 * webpack then requests the chunk anew. The search box uses it for the DocSearch modal.
 */
import * as React from 'react'

type Module<C> = { default: C } | C

export interface LazyLoader<C> {
  /** Starts loading unless loaded or loading; resolves with the component. Call on hover/focus to prefetch. */
  load(): Promise<C>
  /** The component once loaded, else null. */
  loaded(): C | null
}

/**
 * @param factory the dynamic import, e.g. `() => import('./SearchModal')` (default export or the module itself)
 * @example
 * const modal = lazyWithRetry(() => import('@docsearch/react').then((m) => m.DocSearchModal))
 * onMouseEnter={() => void modal.load().catch(() => {})}
 * <LazyBoundary loader={modal}>{(DocSearchModal) => <DocSearchModal {...props} />}</LazyBoundary>
 */
export function lazyWithRetry<C>(factory: () => Promise<Module<C>>): LazyLoader<C> {
  let component: C | null = null
  let pending: Promise<C> | null = null
  return {
    load() {
      if (component) return Promise.resolve(component)
      if (!pending) {
        pending = factory().then(
          (mod) => {
            component = mod && typeof mod === 'object' && 'default' in mod ? (mod as { default: C }).default : (mod as C)
            pending = null
            return component
          },
          (error: unknown) => {
            pending = null // forget the failure: the next load() imports again
            throw error instanceof Error ? error : new Error(String(error))
          },
        )
      }
      return pending
    },
    loaded: () => component,
  }
}

/** Delay before a loading indicator shows, so fast loads never flash one (spec §9). */
export const LAZY_LOADING_DELAY_MS = 200

export type LazyStatus<C> =
  | { status: 'loading'; pastDelay: boolean }
  | { status: 'loaded'; Component: C }
  | { status: 'error'; error: Error; retry: () => void }

/** Loads `loader` on mount; on failure exposes the error and a retry that loads it again. */
export function useLazyComponent<C>(loader: LazyLoader<C>, delayMs = LAZY_LOADING_DELAY_MS): LazyStatus<C> {
  const initial = loader.loaded()
  const [state, setState] = React.useState<LazyStatus<C>>(initial ? { status: 'loaded', Component: initial } : { status: 'loading', pastDelay: false })
  const [attempt, setAttempt] = React.useState(0)

  React.useEffect(() => {
    const ready = loader.loaded()
    if (ready) {
      setState({ status: 'loaded', Component: ready })
      return undefined
    }
    let live = true
    setState({ status: 'loading', pastDelay: false })
    const timer = setTimeout(() => live && setState((s) => (s.status === 'loading' ? { status: 'loading', pastDelay: true } : s)), delayMs)
    loader.load().then(
      (Component) => live && setState({ status: 'loaded', Component }),
      (error: Error) => live && setState({ status: 'error', error, retry: () => setAttempt((n) => n + 1) }),
    )
    return () => {
      live = false
      clearTimeout(timer)
    }
  }, [loader, attempt, delayMs])

  return state
}
