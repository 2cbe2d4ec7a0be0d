// Stands in for the webpack defines gatsby-node sets (src/config/build.ts `siteConfigDefine`): the
// config parsed with an empty environment, so no shell GATSBY_* variable changes a test.
import { browserConfigGlobals, buildConfig } from './src/config/build'

Object.assign(globalThis, browserConfigGlobals(buildConfig({})))
