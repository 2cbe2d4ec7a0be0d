// https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/
// One file per lifecycle, in the order Gatsby calls them; the build wing is src/build (docs/architecture.md).
export { onPreInit } from './src/build/gatsby/onPreInit'
export { onPluginInit } from './src/build/gatsby/onPluginInit'
export { onCreateWebpackConfig } from './src/build/gatsby/onCreateWebpackConfig'
export { createSchemaCustomization } from './src/build/gatsby/createSchemaCustomization'
export { sourceNodes } from './src/build/gatsby/sourceNodes'
export { onCreateNode } from './src/build/gatsby/onCreateNode'
export { createResolvers } from './src/build/gatsby/createResolvers'
export { onPostBootstrap } from './src/build/gatsby/onPostBootstrap'
export { createPages } from './src/build/gatsby/createPages'
export { onPreBuild } from './src/build/gatsby/onPreBuild'
export { onPostBuild } from './src/build/gatsby/onPostBuild'
