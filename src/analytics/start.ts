/**
 * Starts analytics for the site, once, after hydration (from AnalyticsProvider): initialise the
 * SDK (loaded lazily), set the user properties and keep `darkmode` current, send
 * "Application Loaded", and report Web Vitals. Does nothing unless analytics is configured.
 */
import { siteConfig } from '../config'
import type { AnalyticsConfig } from '../config/schema/analytics'
import { isAnalyticsEnabled } from './enabled'
import { initializeAnalytics, setUserProperties } from './client'
import { observeDarkMode, readUserProperties } from './userProperties'
import { reportWebVitals } from './webVitals'
import { trackAppLoaded, trackWebVitals } from './track'
import { UserProperty } from './vocabulary'
import type { AnalyticsSdk } from './sdk'

let started = false

export interface StartOptions {
  config?: AnalyticsConfig
  isProductionEnv?: boolean
  /** Replaced in tests. */
  load?: () => Promise<AnalyticsSdk>
  loadWebVitals?: Parameters<typeof reportWebVitals>[1]
}

/** Returns a promise settled when the SDK is ready (or at once when analytics is off). */
export function startAnalytics({
  config = siteConfig.analytics,
  isProductionEnv = process.env.NODE_ENV === 'production',
  load,
  loadWebVitals,
}: StartOptions = {}): Promise<void> {
  if (started || !isAnalyticsEnabled(config)) return Promise.resolve()
  started = true
  const ready = initializeAnalytics(config.apiKey, config.originApplication, { proxyUrl: config.proxyUrl, isProductionEnv, load })
  setUserProperties(readUserProperties())
  observeDarkMode((dark) => setUserProperties({ [UserProperty.DARK_MODE]: dark }))
  trackAppLoaded()
  reportWebVitals(trackWebVitals, loadWebVitals).catch(() => undefined)
  return ready
}
