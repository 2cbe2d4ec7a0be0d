/**
 * Build-time constants for the browser bundles (the documented seam: onCreateWebpackConfig +
 * DefinePlugin). `__SQUIRE_ANALYTICS__` is false unless analytics is configured at build time,
 * so webpack drops the analytics code from a build without it (global.d.ts).
 */
import type { GatsbyNode } from 'gatsby'
import { onCreateWebpackConfig as siteConfigWebpackConfig } from './gatsbyNode'

export function buildDefines(env: Record<string, string | undefined> = process.env): Record<string, string> {
  return { __SQUIRE_ANALYTICS__: JSON.stringify(Boolean(env.GATSBY_ANALYTICS_API_KEY || env.GATSBY_ANALYTICS_PROXY_URL)) }
}

/**
 * gatsby-node's one onCreateWebpackConfig: the parsed site config (src/node/gatsbyNode.ts), then
 * these. Rest parameters on purpose: a function declaring a third (callback) parameter makes
 * Gatsby wait for that callback, and the build hangs.
 */
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = (...params) => {
  siteConfigWebpackConfig?.(...params)
  const [{ actions, plugins }] = params
  actions.setWebpackConfig({ plugins: [plugins.define(buildDefines())] })
}
