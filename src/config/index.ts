/**
 * The site configuration as components see it: plain data. gatsby-node parses src/config once in
 * Node (src/config/build.ts) and webpack inlines the result here (`onCreateWebpackConfig`), so
 * neither zod nor the config modules reach the browser. Jest sets the same global
 * (jest.siteConfig.ts).
 */
import type { SquireConfig } from './schema'

export type { SquireConfig, SquireConfigInput } from './schema'

declare const __SQUIRE_SITE_CONFIG__: SquireConfig

export const siteConfig: SquireConfig = __SQUIRE_SITE_CONFIG__

/** Components read the config through this hook (it is static, so no provider is needed). */
export function useSiteConfig(): SquireConfig {
  return siteConfig
}
