// https://www.gatsbyjs.com/docs/reference/config-files/gatsby-ssr/
import * as React from 'react'
import { withPrefix, type GatsbySSR } from 'gatsby'
import { SiteProviders } from './src/theme/providers'
import { siteConfig } from './src/config'
import { prePaintHeadComponents } from './src/theme/ssr'
import { searchHeadComponents } from './src/search/ssr'
import { PageErrorBoundary } from './src/components/ErrorPage'
import { agentHeadComponents, agentPreBodyComponents, discoveryUrls } from './src/build/outputs/agents/discovery'

export const wrapRootElement: GatsbySSR['wrapRootElement'] = ({ element }) => <SiteProviders>{element}</SiteProviders>

// Same tree as gatsby-browser, so hydration matches.
export const wrapPageElement: GatsbySSR['wrapPageElement'] = ({ element, props }) => (
  <PageErrorBoundary pathname={props.location.pathname}>{element}</PageErrorBoundary>
)

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHtmlAttributes, setHeadComponents, setPreBodyComponents, pathname, loadPageDataSync }) => {
  setHtmlAttributes({ lang: siteConfig.site.defaultLocale, 'data-theme': siteConfig.site.colorMode.defaultMode } as Record<string, string>)
  // Colour mode and a dismissed announcement are applied before first paint (no flash); hosted
  // search adds its preconnect and meta tags; agents get the Markdown's address (static HTML only:
  // src/build/outputs/agents/discovery.tsx).
  const agents = discoveryUrls(siteConfig.site.siteUrl, { pathname, loadPageDataSync }, withPrefix)
  setHeadComponents([...prePaintHeadComponents(siteConfig, pathname), ...searchHeadComponents(siteConfig, { pathname, loadPageDataSync }), ...agentHeadComponents(agents)])
  setPreBodyComponents(agentPreBodyComponents(agents))
}
