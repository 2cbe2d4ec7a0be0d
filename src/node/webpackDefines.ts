/**
 * Build-time constants for the browser bundles (the documented seam: onCreateWebpackConfig +
 * DefinePlugin). `__SQUIRE_ANALYTICS__` is false unless analytics is configured at build time,
 * so webpack drops the analytics code from a build without it (global.d.ts).
 */
import type { GatsbyNode } from 'gatsby'

export function buildDefines(env: Record<string, string | undefined> = process.env): Record<string, string> {
  return { __SQUIRE_ANALYTICS__: JSON.stringify(Boolean(env.GATSBY_ANALYTICS_API_KEY || env.GATSBY_ANALYTICS_PROXY_URL)) }
}

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ actions, plugins }) => {
  actions.setWebpackConfig({ plugins: [plugins.define(buildDefines())] })
}
