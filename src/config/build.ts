/**
 * The site configuration, parsed once in Node (gatsby-config, gatsby-node, build steps). The
 * browser never runs this module: gatsby-node hands the parsed result to webpack as plain data
 * (`siteConfigDefine`), and components read it through `src/config/index.ts`.
 * Environment variables switch on hosted search and analytics at build time.
 */
import { parseSiteConfig, ConfigError, type SquireConfig, type SquireConfigInput } from './schema'
import type { BrowserSiteConfig } from './index'
import { site } from './site'
import { navbar } from './navbar'
import { footer } from './footer'
import { sidebars } from './sidebars'
import { announcement } from './announcement'
import { pages } from './pages'

/** Reads hosted-search credentials: all three variables or none. */
export function hostedSearchFromEnv(env: Record<string, string | undefined>): SquireConfigInput['search'] {
  const appId = env.GATSBY_DOCSEARCH_APP_ID
  const apiKey = env.GATSBY_DOCSEARCH_API_KEY
  const indexName = env.GATSBY_DOCSEARCH_INDEX_NAME
  const given = [appId, apiKey, indexName].filter(Boolean).length
  if (given > 0 && given < 3) {
    throw new ConfigError(
      'Hosted search needs GATSBY_DOCSEARCH_APP_ID, GATSBY_DOCSEARCH_API_KEY and GATSBY_DOCSEARCH_INDEX_NAME together; set all three or none.',
    )
  }
  return {
    hosted: appId && apiKey && indexName ? { appId, apiKey, indexName } : null,
    externalUrlRegex: env.GATSBY_DOCSEARCH_EXTERNAL_URL_REGEX || undefined,
  }
}

/** Parses the config modules of src/config with the given environment (throws ConfigError). */
export function buildConfig(env: Record<string, string | undefined> = process.env): SquireConfig {
  return parseSiteConfig({
    site,
    navbar,
    footer,
    sidebars,
    announcement,
    pages,
    search: hostedSearchFromEnv(env),
    analytics: {
      apiKey: env.GATSBY_ANALYTICS_API_KEY || null,
      proxyUrl: env.GATSBY_ANALYTICS_PROXY_URL || null,
      originApplication: 'docs',
    },
  })
}

export type LoadedConfig = { ok: true; config: SquireConfig } | { ok: false; error: Error }

let loaded: LoadedConfig | undefined

/**
 * The config of this build, parsed on first call. Never throws: gatsby-config falls back to an
 * empty config on failure so that gatsby-node's onPreInit can report the formatted error.
 */
export function loadSiteConfig(): LoadedConfig {
  if (!loaded) {
    try {
      loaded = { ok: true, config: buildConfig(process.env) }
    } catch (error) {
      loaded = { ok: false, error: error instanceof Error ? error : new Error(String(error)) }
    }
  }
  return loaded
}

/** The parsed config, for code that runs after onPreInit has checked it. */
export function getSiteConfig(): SquireConfig {
  const result = loadSiteConfig()
  if (!result.ok) throw result.error
  return result.config
}

/** The name webpack replaces with the parsed config in browser and HTML-renderer bundles. */
export const SITE_CONFIG_GLOBAL = '__SQUIRE_SITE_CONFIG__'
/** … and the one it replaces with the home and 404 pages' links (only those pages reference it). */
export const PAGES_CONFIG_GLOBAL = '__SQUIRE_PAGES_CONFIG__'

/** What the browser gets of the config, under each global. */
export function browserConfigGlobals(config: SquireConfig): { [SITE_CONFIG_GLOBAL]: BrowserSiteConfig; [PAGES_CONFIG_GLOBAL]: SquireConfig['pages'] } {
  // The sidebar definitions are resolved in Node (pages get them from the docsSidebars query), so
  // they would only weigh on every page; the home and 404 links weigh only on those two pages.
  const { sidebars: _resolvedInNode, pages, ...browserConfig } = config
  return { [SITE_CONFIG_GLOBAL]: browserConfig, [PAGES_CONFIG_GLOBAL]: pages }
}

/** DefinePlugin entries that inline the parsed config as plain object literals. */
export function siteConfigDefine(config: SquireConfig): Record<string, string> {
  return Object.fromEntries(Object.entries(browserConfigGlobals(config)).map(([name, value]) => [name, JSON.stringify(value)]))
}
