// https://www.gatsbyjs.com/docs/reference/config-files/gatsby-browser/
import * as React from 'react'
import type { GatsbyBrowser } from 'gatsby'
import { SiteProviders } from './src/theme/providers'
import './src/styles/global.css'

export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = ({ element }) => <SiteProviders>{element}</SiteProviders>
