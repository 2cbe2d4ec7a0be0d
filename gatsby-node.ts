// https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/
export { onPreInit, onCreateWebpackConfig, createSchemaCustomization, onCreateNode, createResolvers, createPages } from './src/node/gatsbyNode'
export { onPostBuild } from './src/node/onPostBuild'
