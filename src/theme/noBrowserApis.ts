/**
 * Stands in for a Gatsby-internal gatsby-browser file in the production bundle
 * (src/node/webpackDefines.ts): it implements no browser API.
 */
export {}
