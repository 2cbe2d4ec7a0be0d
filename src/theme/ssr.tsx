/** What gatsby-ssr adds to each page's HTML for the reader behaviours (see inlineScripts.ts). */
import * as React from 'react'
import type { BrowserSiteConfig } from '../config'
import { announcementScript, baseUrlBannerScript, colorModeScript, pathnameAlignScript } from './inlineScripts'

function InlineScript({ id, code }: { id: string; code: string }) {
  return <script key={id} id={id} dangerouslySetInnerHTML={{ __html: code }} />
}

/** Pre-paint scripts for <head>: address spelling, colour mode, dismissed announcement, base-URL check. */
export function prePaintHeadComponents(config: BrowserSiteConfig, pathname: string): React.ReactElement[] {
  const scripts = [
    <InlineScript key="squire-pathname" id="squire-pathname" code={pathnameAlignScript()} />,
    <InlineScript key="squire-color-mode" id="squire-color-mode" code={colorModeScript(config.site.colorMode)} />,
  ]
  if (config.announcement?.isCloseable) {
    scripts.push(<InlineScript key="squire-announcement" id="squire-announcement" code={announcementScript(config.announcement.id)} />)
  }
  scripts.push(<InlineScript key="squire-base-url" id="squire-base-url" code={baseUrlBannerScript(config.site.pathPrefix, pathname)} />)
  return scripts
}
