import type { AnalyticsConfig } from '../config/schema/analytics'

/** Analytics is on when the build set a provider key or a collector URL. */
export const isAnalyticsEnabled = (config: AnalyticsConfig): boolean => Boolean(config.apiKey || config.proxyUrl)
