// Jest transformer: the Gatsby-documented Babel setup plus TypeScript.
// https://www.gatsbyjs.com/docs/how-to/testing/unit-testing/
// (Not a root babel.config.js: Gatsby would pick that up for the site build as well.)
const crypto = require('crypto')

const babelOptions = {
  presets: ['babel-preset-gatsby', '@babel/preset-typescript'],
}
const babel = require('babel-jest').default.createTransformer(babelOptions)

// The three projects of jest.config.js (node, contracts, dom) share this transformer and its Babel
// options, but Jest keeps one transform cache per project, so without this a file all three load
// (a remark plugin, a module of src/) is transformed up to three times in a clean clone: 2,396
// transforms of 1,330 files, ≈ 70 s of the unit step's CPU. The output depends only on the source,
// its path and how Jest will load it (the flags below), so one transform per process serves every
// project (CI runs the unit tests in one process: in band on two cores).
const transformed = new Map()
function memoKey(source, filename, options) {
  const flags = [options.instrument, options.supportsDynamicImport, options.supportsExportNamespaceFrom, options.supportsStaticESM, options.supportsTopLevelAwait]
  return `${filename}\0${JSON.stringify(flags)}\0${crypto.createHash('sha1').update(source).digest('hex')}`
}

module.exports = {
  ...babel,
  process(source, filename, options) {
    const key = memoKey(source, filename, options)
    let result = transformed.get(key)
    if (result === undefined) {
      result = babel.process(source, filename, options)
      transformed.set(key, result)
    }
    return result
  },
}
