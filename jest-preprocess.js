// Jest transformer: the Gatsby-documented Babel setup plus TypeScript.
// https://www.gatsbyjs.com/docs/how-to/testing/unit-testing/
// (Not a root babel.config.js: Gatsby would pick that up for the site build as well.)
const babelOptions = {
  presets: ['babel-preset-gatsby', '@babel/preset-typescript'],
}
module.exports = require('babel-jest').default.createTransformer(babelOptions)
