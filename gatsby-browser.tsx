// https://www.gatsbyjs.com/docs/reference/config-files/gatsby-browser/
import * as React from 'react'
import type { GatsbyBrowser } from 'gatsby'
import { SiteProviders } from './src/theme/providers'
import { trackRouteUpdate } from './src/analytics/track'
import './src/styles/global.css'

export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = ({ element }) => <SiteProviders>{element}</SiteProviders>

// "Page Viewed" on the first page and on every change of path (a no-op unless analytics is configured).
export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = ({ location, prevLocation }) => trackRouteUpdate(location, prevLocation)
