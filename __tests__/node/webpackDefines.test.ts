import { buildDefines, onCreateWebpackConfig } from '../../src/node/webpackDefines'

describe('src/node/webpackDefines', () => {
  it('compiles analytics out unless a key or a collector URL is set at build time', () => {
    expect(buildDefines({})).toEqual({ __SQUIRE_ANALYTICS__: 'false' })
    expect(buildDefines({ GATSBY_ANALYTICS_API_KEY: '' })).toEqual({ __SQUIRE_ANALYTICS__: 'false' })
    expect(buildDefines({ GATSBY_ANALYTICS_API_KEY: 'key' })).toEqual({ __SQUIRE_ANALYTICS__: 'true' })
    expect(buildDefines({ GATSBY_ANALYTICS_PROXY_URL: 'http://127.0.0.1:1/collect' })).toEqual({ __SQUIRE_ANALYTICS__: 'true' })
  })
})

describe('onCreateWebpackConfig', () => {
  it('declares no callback parameter (Gatsby would wait for it and the build would hang)', () => {
    expect(onCreateWebpackConfig?.length).toBeLessThan(3)
  })
})
