declare module '*.module.css' {
  const classes: { readonly [key: string]: string }
  export = classes
}
declare module '*.css'

/**
 * Whether this build ships analytics at all: webpack replaces it with `true` or `false`
 * (src/build/gatsby/onCreateWebpackConfig.ts: GATSBY_ANALYTICS_API_KEY or GATSBY_ANALYTICS_PROXY_URL set at build
 * time), so with analytics off every branch it guards is dead code and no analytics code ships.
 * Jest sets it to true (jest.config.js): there the site config decides, as at run time.
 */
declare const __SQUIRE_ANALYTICS__: boolean

/** Parcel's internal module whose getWatcherOptions patches/@parcel+core+2.8.3.patch changes (__tests__/patches/patches.test.ts). */
declare module '@parcel/core/lib/RequestTracker' {
  export function getWatcherOptions(options: { projectRoot: string; cacheDir: string }): { ignore: string[] }
}
