/**
 * The route progress bar (spec §2, §9): shown only when a route takes longer than 1000 ms to load —
 * the delay after which Gatsby calls onRouteUpdateDelayed — and finished on arrival.
 *
 * nprogress is imported only then (its own chunk): a reader who never meets a slow route never
 * downloads it. If the route arrives before the chunk, the bar is not shown at all.
 */
import type NProgressType from 'nprogress'

/** nprogress settings from spec §9. trickleRate is a setting of nprogress 0.2 its types omit. */
export const ROUTE_PROGRESS_SETTINGS = {
  minimum: 0.08,
  speed: 200,
  trickleSpeed: 800,
  trickleRate: 0.02,
  showSpinner: false,
} as const

type NProgress = typeof NProgressType

let loaded: Promise<NProgress> | null = null
/** Whether a route is pending now: set on a delayed route, cleared on arrival. */
let pending = false

function loadProgress(): Promise<NProgress> {
  loaded ??= import(/* webpackChunkName: "nprogress" */ 'nprogress').then(({ default: NProgress }) => {
    NProgress.configure(ROUTE_PROGRESS_SETTINGS as Partial<NProgress['settings']>)
    return NProgress
  })
  return loaded
}

/** gatsby-browser onRouteUpdateDelayed: the route is slow, show the bar. Resolves once shown (or skipped). */
export function startRouteProgress(): Promise<void> {
  pending = true
  return loadProgress().then(
    (NProgress) => {
      if (pending) NProgress.start()
    },
    () => undefined,
  )
}

/** gatsby-browser onRouteUpdate: the route arrived; finish the bar if it was shown. */
export function finishRouteProgress(): void {
  pending = false
  if (!loaded) return
  void loaded.then(
    (NProgress) => {
      if (NProgress.isStarted()) NProgress.done()
    },
    () => undefined,
  )
}
