// Stands in for the webpack define gatsby-node sets (src/config/build.ts `siteConfigDefine`): the
// config parsed with an empty environment, so no shell GATSBY_* variable changes a test.
import { buildConfig, SITE_CONFIG_GLOBAL } from './src/config/build'

Object.assign(globalThis, { [SITE_CONFIG_GLOBAL]: buildConfig({}) })
