/**
 * The one place that loads the SDK: a dynamic import, so the ≈68 KB (gzip) chunk is fetched only
 * when analytics is configured, after hydration, and never in the first-view bundle.
 */
export type AnalyticsSdk = typeof import('@amplitude/analytics-browser')

export const loadSdk = (): Promise<AnalyticsSdk> => import(/* webpackChunkName: "amplitude" */ '@amplitude/analytics-browser')
