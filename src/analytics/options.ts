/**
 * What `initializeAnalytics` passes to the SDK's `init` (spec §4, §7, §9). Pure, so each value is
 * asserted in a unit test. Type-only imports: the SDK itself stays in its lazy chunk.
 */
import type { Types } from '@amplitude/analytics-browser'

export const ANALYTICS_LIMITS = {
  flushIntervalMillis: 1000,
  /** The SDK halves it on a 413. */
  flushQueueSize: 30,
  flushMaxRetries: 5,
  /** 30 minutes. */
  sessionTimeout: 1_800_000,
  cookieExpirationDays: 365,
  /** Calls made before the SDK has loaded and initialised are kept, up to this many. */
  preInitBufferSize: 512,
} as const

/** Header carrying the origin application on every upload. */
export const ORIGIN_APPLICATION_HEADER = 'x-origin-application'

/**
 * With only a proxy URL the collector holds the real key; the SDK still refuses to send without
 * one ("Event rejected due to missing API key"), so it gets this placeholder.
 */
export const PROXY_PLACEHOLDER_API_KEY = '00000000000000000000000000000000'

// Types.LogLevel is a numeric enum: None 0, Error 1, Warn 2 (values, not imports, keep the SDK lazy).
const LOG_LEVEL_NONE = 0 as Types.LogLevel
const LOG_LEVEL_WARN = 2 as Types.LogLevel

export interface InitSettings {
  originApplication: string
  proxyUrl?: string | null
  isProductionEnv: boolean
  optOut: boolean
}

/**
 * IP address, city, region and carrier tracking are off. SDK 2.x only reads `ipAddress` (plus
 * language and platform); without an `ip` on the event the provider cannot derive city or region,
 * and the other two flags are kept for the provider's older ingestion settings.
 */
export const TRACKING_OPTIONS = { ipAddress: false, city: false, region: false, carrier: false } as const

export function apiKeyFor(apiKey: string | null | undefined, proxyUrl: string | null | undefined): string {
  if (apiKey) return apiKey
  if (proxyUrl) return PROXY_PLACEHOLDER_API_KEY
  throw new Error('Analytics needs an API key or a proxy URL')
}

export function buildInitOptions({ originApplication, proxyUrl, isProductionEnv, optOut }: InitSettings): Types.BrowserOptions {
  const trackingOptions: Types.BrowserOptions['trackingOptions'] = TRACKING_OPTIONS
  return {
    ...(proxyUrl ? { serverUrl: proxyUrl } : {}),
    flushIntervalMillis: ANALYTICS_LIMITS.flushIntervalMillis,
    flushQueueSize: ANALYTICS_LIMITS.flushQueueSize,
    flushMaxRetries: ANALYTICS_LIMITS.flushMaxRetries,
    sessionTimeout: ANALYTICS_LIMITS.sessionTimeout,
    identityStorage: 'cookie',
    cookieOptions: { upgrade: true, expiration: ANALYTICS_LIMITS.cookieExpirationDays, sameSite: 'Lax' },
    trackingOptions,
    // We send our own page views and clicks; no autocapture, attribution or session events.
    defaultTracking: false,
    autocapture: false,
    // No calls beyond the uploads: no remote configuration fetch, no diagnostics endpoint.
    remoteConfig: { fetchRemoteConfig: false },
    fetchRemoteConfig: false,
    enableDiagnostics: false,
    // The SDK's own transport (fetch, gzip for the provider), with our header on every upload.
    transport: { type: 'fetch', headers: { [ORIGIN_APPLICATION_HEADER]: originApplication } },
    // The SDK's messages ("Event rejected due to exceeded retry count", …) in development only.
    logLevel: isProductionEnv ? LOG_LEVEL_NONE : LOG_LEVEL_WARN,
    optOut,
  }
}
