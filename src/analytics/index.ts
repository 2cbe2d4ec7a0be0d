/**
 * Analytics for the docs site (Amplitude browser SDK, loaded lazily; off unless configured).
 * Components use the hooks and track functions; the SDK is reached only through client.ts.
 */
export { default as AnalyticsProvider } from './AnalyticsProvider'
export { useMenuClickTracking, useNavbarClickTracking, useSentiment } from './hooks'
export { trackMenuClicked, trackNavbarClicked, trackRouteUpdate, trackSearchBarClicked, trackSentimentSubmitted, analyticsEnabled } from './track'
export { initializeAnalytics, sendAnalyticsEvent, setUserProperties, addToUserProperty, sendRevenue } from './client'
export * from './vocabulary'
