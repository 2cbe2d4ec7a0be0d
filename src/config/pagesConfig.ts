/**
 * The doc links of the home and 404 pages (src/config/pages.ts), inlined by webpack only into the
 * modules that read them (src/config/build.ts `siteConfigDefine`), so other pages do not carry them.
 */
import type { SquireConfig } from './schema'

declare const __SQUIRE_PAGES_CONFIG__: SquireConfig['pages']

export function usePagesConfig(): SquireConfig['pages'] {
  return __SQUIRE_PAGES_CONFIG__
}
