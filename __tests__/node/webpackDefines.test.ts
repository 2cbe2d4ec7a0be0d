import fs from 'fs'
import { buildDefines, GATSBY_SCRIPT, NO_BROWSER_APIS, NO_GATSBY_SCRIPT, onCreateWebpackConfig, PARTYTOWN_BROWSER, REGISTER_SERVICE_WORKER } from '../../src/node/webpackDefines'

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

describe('the partytown browser plugin replacement', () => {
  it('matches Gatsby’s internal partytown gatsby-browser and points at a file that exists', () => {
    const partytown = require.resolve('gatsby/dist/internal-plugins/partytown/gatsby-browser.js')
    expect(PARTYTOWN_BROWSER.test(partytown)).toBe(true)
    expect(PARTYTOWN_BROWSER.test(require.resolve('gatsby/dist/internal-plugins/partytown/gatsby-node.js'))).toBe(false)
    expect(fs.existsSync(NO_BROWSER_APIS)).toBe(true)
  })
})

describe('the gatsby-script replacement', () => {
  it('matches the bare package request only and exports what gatsby re-exports', async () => {
    expect(GATSBY_SCRIPT.test('gatsby-script')).toBe(true)
    expect(GATSBY_SCRIPT.test('gatsby-script/dist/index.js')).toBe(false)
    const real = Object.keys(jest.requireActual('gatsby-script')).filter((k) => k !== '__esModule').sort()
    const stub = Object.keys(await import('../../src/theme/noGatsbyScript')).filter((k) => k !== '__esModule').sort()
    expect(stub).toEqual(real)
    expect(fs.existsSync(NO_GATSBY_SCRIPT)).toBe(true)
  })
})

describe('the service-worker registration replacement', () => {
  it('matches Gatsby’s request for it and no registered plugin implements registerServiceWorker', () => {
    expect(REGISTER_SERVICE_WORKER.test('./register-service-worker')).toBe(true)
    expect(REGISTER_SERVICE_WORKER.test(require.resolve('gatsby/cache-dir/register-service-worker.js'))).toBe(true)
    expect(REGISTER_SERVICE_WORKER.test('./production-app')).toBe(false)
    // A plugin that registers a service worker (gatsby-plugin-offline …) would need the real module.
    const config = jest.requireActual('../../gatsby-config').default as { plugins: Array<string | { resolve: string }> }
    const names = config.plugins.map((plugin) => (typeof plugin === 'string' ? plugin : plugin.resolve))
    expect(names.length).toBeGreaterThan(5)
    for (const name of names) {
      let browserFile: string
      try {
        browserFile = require.resolve(`${name}/gatsby-browser`)
      } catch {
        continue
      }
      expect([name, /registerServiceWorker/.test(fs.readFileSync(browserFile, 'utf8'))]).toEqual([name, false])
    }
  })
})
