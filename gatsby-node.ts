// https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/
export { onPreInit, sourceNodes, createSchemaCustomization, onCreateNode, createResolvers, createPages } from './src/node/gatsbyNode'
export { onPostBootstrap, onPostBuild } from './src/node/onPostBuild'
export { onCreateWebpackConfig } from './src/node/webpackDefines'
