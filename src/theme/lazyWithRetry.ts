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
  const load = onceWithRetry(async () => {
    try {
      const mod = await factory()
      component = mod && typeof mod === 'object' && 'default' in mod ? (mod as { default: C }).default : (mod as C)
      return component
    } catch (error) {
      throw error instanceof Error ? error : new Error(String(error))
    }
  })
  return { load: () => (component ? Promise.resolve(component) : load()), loaded: () => component }
}

/**
 * Runs an async loader once and shares its promise; a failure is forgotten, so the next call (a
 * "Retry", the next hover) loads again. Webpack also forgets a failed chunk, so `import()` retries.
 */
export function onceWithRetry<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null
  return () => {
    if (!pending) {
      pending = load().catch((error: unknown) => {
        pending = null
        throw error
      })
    }
    return pending
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
