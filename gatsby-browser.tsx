// https://www.gatsbyjs.com/docs/reference/config-files/gatsby-browser/
// Global styles first: component styles imported below must come after them in the CSS bundle.
import './src/styles/global.css'
import * as React from 'react'
import type { GatsbyBrowser } from 'gatsby'
import { SiteProviders } from './src/theme/providers'
import { trackRouteUpdate } from './src/analytics/track'
import { PageErrorBoundary } from './src/components/ErrorPage'
import { markClientLoaded } from './src/theme/baseUrlCheck'
import { finishRouteProgress, startRouteProgress } from './src/theme/routeProgress'
import { installScrollRestoration, rememberScrollPosition, restoreScrollPosition } from './src/theme/scrollRestoration'
import { installPrefetchPolicy } from './src/theme/prefetch'

export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = ({ element }) => <SiteProviders>{element}</SiteProviders>

// A crash inside a page shows the crash page with "Try again"; a new route clears it.
export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = ({ element, props }) => (
  <PageErrorBoundary pathname={props.location.pathname}>{element}</PageErrorBoundary>
)

export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => {
  markClientLoaded()
  installScrollRestoration()
  // Hover and visible prefetch follow spec §7 (src/theme/prefetchPolicy.ts).
  installPrefetchPolicy()
}

// Scroll: top, or the anchor; back/forward restores the position (src/theme/scrollRestoration.ts).
export const onPreRouteUpdate: GatsbyBrowser['onPreRouteUpdate'] = ({ prevLocation }) => {
  rememberScrollPosition(prevLocation)
}

export const shouldUpdateScroll: GatsbyBrowser['shouldUpdateScroll'] = ({ routerProps, prevRouterProps }) =>
  restoreScrollPosition(routerProps.location, prevRouterProps?.location)

// Gatsby calls this when a route has taken more than 1000 ms to load (spec §9).
export const onRouteUpdateDelayed: GatsbyBrowser['onRouteUpdateDelayed'] = () => {
  startRouteProgress()
}

export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = ({ location, prevLocation }) => {
  finishRouteProgress()
  // "Page Viewed" on the first page and on every change of path (a no-op unless analytics is configured).
  trackRouteUpdate(location, prevLocation)
}
