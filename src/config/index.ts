/**
 * The parsed, typed site configuration. Parsed once; gatsby-config, gatsby-node and components
 * import it from here. Environment variables switch on hosted search and analytics at build time.
 */
import { parseSiteConfig, type SquireConfig, type SquireConfigInput } from './schema'
import { site } from './site'
import { navbar } from './navbar'
import { footer } from './footer'
import { sidebars } from './sidebars'
import { announcement } from './announcement'

export type { SquireConfig, SquireConfigInput }
export { sidebarLandingDocs } from './sidebars'

/** Reads hosted-search credentials: all three variables or none. */
export function hostedSearchFromEnv(env: Record<string, string | undefined>): SquireConfigInput['search'] {
  const appId = env.GATSBY_DOCSEARCH_APP_ID
  const apiKey = env.GATSBY_DOCSEARCH_API_KEY
  const indexName = env.GATSBY_DOCSEARCH_INDEX_NAME
  const given = [appId, apiKey, indexName].filter(Boolean).length
  if (given > 0 && given < 3) {
    throw new Error(
      'Hosted search needs GATSBY_DOCSEARCH_APP_ID, GATSBY_DOCSEARCH_API_KEY and GATSBY_DOCSEARCH_INDEX_NAME together; set all three or none.',
    )
  }
  return {
    hosted: appId && apiKey && indexName ? { appId, apiKey, indexName } : null,
    externalUrlRegex: env.GATSBY_DOCSEARCH_EXTERNAL_URL_REGEX || undefined,
  }
}

/** Webpack replaces each `process.env.GATSBY_*` reference at build time, so they are listed one by one. */
const buildEnv: Record<string, string | undefined> = {
  GATSBY_DOCSEARCH_APP_ID: process.env.GATSBY_DOCSEARCH_APP_ID,
  GATSBY_DOCSEARCH_API_KEY: process.env.GATSBY_DOCSEARCH_API_KEY,
  GATSBY_DOCSEARCH_INDEX_NAME: process.env.GATSBY_DOCSEARCH_INDEX_NAME,
  GATSBY_DOCSEARCH_EXTERNAL_URL_REGEX: process.env.GATSBY_DOCSEARCH_EXTERNAL_URL_REGEX,
  GATSBY_ANALYTICS_API_KEY: process.env.GATSBY_ANALYTICS_API_KEY,
  GATSBY_ANALYTICS_PROXY_URL: process.env.GATSBY_ANALYTICS_PROXY_URL,
}

export function buildConfig(env: Record<string, string | undefined> = buildEnv): SquireConfig {
  return parseSiteConfig({
    site,
    navbar,
    footer,
    sidebars,
    announcement,
    search: hostedSearchFromEnv(env),
    analytics: {
      apiKey: env.GATSBY_ANALYTICS_API_KEY || null,
      proxyUrl: env.GATSBY_ANALYTICS_PROXY_URL || null,
      originApplication: 'docs',
    },
  })
}

export const siteConfig: SquireConfig = buildConfig()

/** Components read the config through this hook (it is static, so no provider is needed). */
export function useSiteConfig(): SquireConfig {
  return siteConfig
}
