/**
 * The route progress bar (spec §2, §9): shown only when a route takes longer than 1000 ms to load —
 * the delay after which Gatsby calls onRouteUpdateDelayed — and finished on arrival.
 */
import NProgress from 'nprogress'

/** nprogress settings from spec §9. trickleRate is a setting of nprogress 0.2 its types omit. */
export const ROUTE_PROGRESS_SETTINGS = {
  minimum: 0.08,
  speed: 200,
  trickleSpeed: 800,
  trickleRate: 0.02,
  showSpinner: false,
} as const

let configured = false

function progress(): typeof NProgress {
  if (!configured) {
    NProgress.configure(ROUTE_PROGRESS_SETTINGS as Partial<NProgress.NProgressOptions>)
    configured = true
  }
  return NProgress
}

/** gatsby-browser onRouteUpdateDelayed: the route is slow, show the bar. */
export function startRouteProgress(): void {
  progress().start()
}

/** gatsby-browser onRouteUpdate: the route arrived; finish the bar if it was shown. */
export function finishRouteProgress(): void {
  if (NProgress.isStarted()) progress().done()
}
