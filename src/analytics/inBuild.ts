/**
 * Whether this build ships analytics at all. webpack replaces `__SQUIRE_ANALYTICS__` with `true`
 * or `false` (src/node/webpackDefines.ts: GATSBY_ANALYTICS_API_KEY or GATSBY_ANALYTICS_PROXY_URL
 * set at build time), so with analytics off every branch guarded by this constant is dead code and
 * the analytics client, its validation and the SDK loader are in no bundle. Outside webpack (Jest)
 * the identifier is undeclared: the site config decides, as it does at run time.
 */
declare const __SQUIRE_ANALYTICS__: boolean | undefined

export const ANALYTICS_IN_BUILD: boolean = typeof __SQUIRE_ANALYTICS__ === 'boolean' ? __SQUIRE_ANALYTICS__ : true
