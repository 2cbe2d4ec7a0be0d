/**
 * The site configuration as components see it: plain data. gatsby-node parses src/config once in
 * Node (src/config/build.ts) and webpack inlines the result here (`onCreateWebpackConfig`), so
 * neither zod nor the config modules reach the browser. Jest sets the same global
 * (jest.siteConfig.ts).
 */
import type { SquireConfig } from './schema'

export type { SquireConfig, SquireConfigInput } from './schema'

/**
 * The config as every page gets it: all but the sidebar definitions, resolved at build time
 * (docsSidebars), and the home/404 links (./pagesConfig.ts).
 */
export type BrowserSiteConfig = Omit<SquireConfig, 'sidebars' | 'pages'>

declare const __SQUIRE_SITE_CONFIG__: BrowserSiteConfig

export const siteConfig: BrowserSiteConfig = __SQUIRE_SITE_CONFIG__

/** Components read the config through this hook (it is static, so no provider is needed). */
export function useSiteConfig(): BrowserSiteConfig {
  return siteConfig
}
