/**
 * Head tags for hosted search, added to every page by gatsby-ssr's onRenderBody: a preconnect hint
 * to the provider's host and the docsearch meta tags. Nothing when hosted search is off, so a
 * site without credentials names no search host at all.
 */
import * as React from 'react'
import type { BrowserSiteConfig } from '../config'
import { algoliaHost, docsearchMeta, isDocPage, type RenderedPageData } from './hosted'

/** The page being rendered, as onRenderBody receives it. */
export interface RenderedPage {
  pathname: string
  loadPageDataSync: (pathname: string) => RenderedPageData
}

function pageData({ pathname, loadPageDataSync }: RenderedPage): RenderedPageData | null {
  try {
    return loadPageDataSync(pathname)
  } catch {
    // No page data (a page Gatsby renders without any): not a doc.
    return null
  }
}

export function searchHeadComponents(config: BrowserSiteConfig, page: RenderedPage): React.ReactElement[] {
  const hosted = config.search.hosted
  if (!hosted) return []
  const language = config.site.defaultLocale
  return [
    <link key="docsearch-preconnect" rel="preconnect" href={algoliaHost(hosted.appId)} crossOrigin="anonymous" />,
    ...docsearchMeta(isDocPage(pageData(page)), language).map((meta) => <meta key={meta.name} name={meta.name} content={meta.content} />),
  ]
}
