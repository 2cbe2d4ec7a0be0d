/**
 * Replaces gatsby-script in the production browser bundle (src/build/gatsby/onCreateWebpackConfig.ts): no page
 * uses `<Script>`, and Gatsby re-exports it from `gatsby` in a way webpack cannot drop (≈1 KB
 * gzip on every page). Using `<Script>` fails loudly: remove the replacement first.
 */
export enum ScriptStrategy {
  postHydrate = 'post-hydrate',
  idle = 'idle',
  offMainThread = 'off-main-thread',
}

export function Script(): never {
  throw new Error('gatsby-script is compiled out of this site (src/build/gatsby/onCreateWebpackConfig.ts): remove that replacement to use <Script>')
}

export const collectedScriptsByPage = { get: (): unknown[] => [], set: (): void => undefined, delete: (): void => undefined }
export const scriptCache = new Set<string>()
export const scriptCallbackCache = new Map<string, unknown>()
