// https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/
export { onPreInit, createSchemaCustomization, onCreateNode, createResolvers, createPages, onPostBuild } from './src/node/gatsbyNode'

