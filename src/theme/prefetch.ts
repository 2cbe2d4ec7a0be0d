/**
 * Puts the prefetch rule (src/theme/prefetchPolicy.ts) in front of Gatsby's two prefetch paths,
 * which every `<Link>` and the content links (src/theme/contentLinks.ts) go through: `enqueue`
 * (the link became visible) and `hovering` (the pointer is on it). Gatsby's visible path keeps its
 * own queue and its stricter connection check (it also skips any 2g, and data-saver alone).
 */
import { prefetchAllowed } from './prefetchPolicy'

interface Abortable {
  abort?: () => void
}

export interface GatsbyLoader {
  enqueue: (path: string) => Abortable | undefined
  hovering: (path: string) => void
}

const declined = { then: (resolve: (value: boolean) => void) => resolve(false), abort: () => undefined }
const WRAPPED = Symbol.for('squire.prefetchPolicy')

/** Wraps the loader's prefetch entry points once; returns false when there is no loader. */
export function installPrefetchPolicy(loader: GatsbyLoader | undefined = (window as unknown as { ___loader?: GatsbyLoader }).___loader): boolean {
  if (!loader) return false
  const marked = loader as GatsbyLoader & { [WRAPPED]?: true }
  if (marked[WRAPPED]) return true
  const { enqueue, hovering } = loader
  loader.enqueue = (path) => (prefetchAllowed() ? enqueue(path) : declined)
  loader.hovering = (path) => {
    if (prefetchAllowed()) hovering(path)
  }
  marked[WRAPPED] = true
  return true
}

/** For plain anchors: the same entry points a `<Link>` uses. */
export function loader(): GatsbyLoader | undefined {
  return typeof window === 'undefined' ? undefined : (window as unknown as { ___loader?: GatsbyLoader }).___loader
}
