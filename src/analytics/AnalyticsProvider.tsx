import * as React from 'react'
import { startAnalytics } from './start'

/**
 * Starts analytics once the page has hydrated. Renders its children only: nothing of analytics
 * is in the server HTML, and with analytics off nothing runs at all.
 */
export default function AnalyticsProvider({ children }: { children: React.ReactNode }) {
  React.useEffect(() => {
    void startAnalytics()
  }, [])
  return <>{children}</>
}
