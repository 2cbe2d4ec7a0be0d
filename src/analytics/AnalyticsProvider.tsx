import * as React from 'react'
import { analyticsEnabled } from './track'

/**
 * Starts analytics once the page has hydrated. Renders its children only: nothing of analytics
 * is in the server HTML. The starter is its own chunk, loaded only when analytics is configured;
 * a build without analytics has no such chunk (`__SQUIRE_ANALYTICS__`, global.d.ts).
 */
export default function AnalyticsProvider({ children }: { children: React.ReactNode }) {
  React.useEffect(() => {
    if (__SQUIRE_ANALYTICS__ && analyticsEnabled()) void import(/* webpackChunkName: "analytics" */ './start').then(({ startAnalytics }) => startAnalytics())
  }, [])
  return <>{children}</>
}
