// https://www.gatsbyjs.com/docs/reference/config-files/gatsby-ssr/
import * as React from 'react'
import type { GatsbySSR } from 'gatsby'
import { SiteProviders } from './src/theme/providers'
import { siteConfig } from './src/config'
import { prePaintHeadComponents } from './src/theme/ssr'
import { searchHeadComponents } from './src/search/ssr'
import { PageErrorBoundary } from './src/components/ErrorPage'

export const wrapRootElement: GatsbySSR['wrapRootElement'] = ({ element }) => <SiteProviders>{element}</SiteProviders>

// Same tree as gatsby-browser, so hydration matches.
export const wrapPageElement: GatsbySSR['wrapPageElement'] = ({ element, props }) => (
  <PageErrorBoundary pathname={props.location.pathname}>{element}</PageErrorBoundary>
)

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHtmlAttributes, setHeadComponents, pathname, loadPageDataSync }) => {
  setHtmlAttributes({ lang: siteConfig.site.defaultLocale, 'data-theme': siteConfig.site.colorMode.defaultMode } as Record<string, string>)
  // Colour mode and a dismissed announcement are applied before first paint (no flash); hosted
  // search adds its preconnect and meta tags.
  setHeadComponents([...prePaintHeadComponents(siteConfig, pathname), ...searchHeadComponents(siteConfig, { pathname, loadPageDataSync })])
}
