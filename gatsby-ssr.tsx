// https://www.gatsbyjs.com/docs/reference/config-files/gatsby-ssr/
import * as React from 'react'
import type { GatsbySSR } from 'gatsby'
import { SiteProviders } from './src/theme/providers'
import { siteConfig } from './src/config'
import { searchHeadComponents } from './src/search/ssr'

export const wrapRootElement: GatsbySSR['wrapRootElement'] = ({ element }) => <SiteProviders>{element}</SiteProviders>

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHtmlAttributes, setHeadComponents, pathname }) => {
  setHtmlAttributes({ lang: siteConfig.site.defaultLocale, 'data-theme': siteConfig.site.colorMode.defaultMode } as Record<string, string>)
  setHeadComponents(searchHeadComponents(siteConfig, pathname))
}
