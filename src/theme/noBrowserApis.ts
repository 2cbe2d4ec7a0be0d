/**
 * Stands in for a Gatsby-internal gatsby-browser file in the production bundle
 * (src/build/gatsby/onCreateWebpackConfig.ts): it implements no browser API.
 */
export {}
