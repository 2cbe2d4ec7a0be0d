import fs from 'fs'
import os from 'os'
import path from 'path'
import { InlinedStylesInChunkHashes } from '../../../src/build/outputs/inlinedStyles'
import { isGatsbyEnvDefine, stableEnvDefinitions } from '../../../src/build/speed/webpack/ssrEnvDefinitions'
import { compileHintsBanner } from '../../../src/build/speed/webpack/compileHints'
import { InstalledLoadersPinnedByLockfile, toolchainBuildDependencies } from '../../../src/build/speed/webpack/buildDependencies'
import { buildDefines, GATSBY_SCRIPT, NO_BROWSER_APIS, NO_GATSBY_SCRIPT, onCreateWebpackConfig, PARTYTOWN_BROWSER, REGISTER_SERVICE_WORKER } from '../../../src/build/gatsby/onCreateWebpackConfig'

describe('src/build/gatsby/onCreateWebpackConfig', () => {
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
    const stub = Object.keys(await import('../../../src/theme/noGatsbyScript')).filter((k) => k !== '__esModule').sort()
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
    const config = jest.requireActual('../../../gatsby-config').default as { plugins: Array<string | { resolve: string }> }
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

describe("the HTML renderer's environment definitions", () => {
  class DefinePlugin {
    constructor(public definitions: Record<string, unknown>) {}
  }
  const gatsbyDefinitions = {
    'process.env': '({})',
    'process.env.NODE_ENV': '"production"',
    'process.env.BUILD_STAGE': '"build-html"',
    'process.env.PUBLIC_DIR': '"/site/public"',
    'process.env.GATSBY_ANALYTICS_API_KEY': '"key"',
    'process.env.HOME': '"/root"',
    'process.env.npm_lifecycle_event': '"build"',
    'process.env.GITHUB_SHA': '"abc123"',
    __PATH_PREFIX__: '""',
  }

  it('keeps GATSBY_ variables, Gatsby’s own and every other definition; drops the rest of the shell', () => {
    expect(stableEnvDefinitions(gatsbyDefinitions)).toEqual({
      'process.env': '({})',
      'process.env.NODE_ENV': '"production"',
      'process.env.BUILD_STAGE': '"build-html"',
      'process.env.PUBLIC_DIR': '"/site/public"',
      'process.env.GATSBY_ANALYTICS_API_KEY': '"key"',
      __PATH_PREFIX__: '""',
    })
  })

  it('finds Gatsby’s DefinePlugin (the one defining process.env), not the site’s own', () => {
    expect(isGatsbyEnvDefine(new DefinePlugin(gatsbyDefinitions))).toBe(true)
    expect(isGatsbyEnvDefine(new DefinePlugin({ __SQUIRE_ANALYTICS__: 'false' }))).toBe(false)
    expect(isGatsbyEnvDefine(null)).toBe(false)
    expect(isGatsbyEnvDefine({ definitions: gatsbyDefinitions })).toBe(false)
  })

  function runHook(stage: string) {
    const other = { apply() {} }
    const gatsbyDefine = new DefinePlugin(gatsbyDefinitions)
    const cache = { type: 'filesystem', name: stage, buildDependencies: { config: [require.resolve('gatsby/dist/utils/webpack.config.js')] } }
    const config = { mode: 'production', plugins: [other, gatsbyDefine], cache }
    const replaced: Array<{ plugins: unknown[]; cache: typeof cache }> = []
    const args = {
      stage,
      getConfig: () => config,
      plugins: { define: (definitions: Record<string, unknown>) => new DefinePlugin(definitions), normalModuleReplacement: () => ({}), banner: (options: object) => ({ banner: options }) },
      actions: { setWebpackConfig: jest.fn(), replaceWebpackConfig: (next: (typeof replaced)[number]) => replaced.push(next) },
    }
    ;(onCreateWebpackConfig as unknown as (a: typeof args, o: object) => void)(args, {})
    const added = args.actions.setWebpackConfig.mock.calls.flatMap(([set]: [{ plugins: unknown[] }]) => set.plugins)
    return { replaced, other, gatsbyDefine, added }
  }

  it('build-html: the renderer is configured without the shell’s variables, every other plugin kept', () => {
    const { replaced, other } = runHook('build-html')
    expect(replaced).toHaveLength(1)
    expect(replaced[0].plugins[0]).toBe(other)
    const define = replaced[0].plugins[1] as DefinePlugin
    expect(Object.keys(define.definitions)).toContain('process.env.GATSBY_ANALYTICS_API_KEY')
    expect(Object.keys(define.definitions)).not.toContain('process.env.GITHUB_SHA')
  })

  it('the browser bundles keep Gatsby’s definitions (it defines only GATSBY_ variables there)', () => {
    const { replaced, other, gatsbyDefine } = runHook('build-javascript')
    expect(replaced).toHaveLength(1)
    expect(replaced[0].plugins).toEqual([other, gatsbyDefine])
    expect(replaced[0].plugins[1]).toBe(gatsbyDefine)
  })

  it.each(['build-javascript', 'build-html'])('%s: the persistent cache is kept, with the toolchain’s files as its build dependencies', (stage) => {
    const { replaced, added } = runHook(stage)
    expect(replaced[0].cache).toEqual({ type: 'filesystem', name: stage, buildDependencies: { toolchain: toolchainBuildDependencies(process.cwd()) } })
    expect(added.filter((plugin) => plugin instanceof InstalledLoadersPinnedByLockfile)).toHaveLength(1)
  })

  it.each(['build-javascript', 'build-html'])('%s under SQUIRE_SPEED=0: Gatsby’s config as it is, no build dependencies, hash plugin or compile hints', (stage) => {
    process.env.SQUIRE_SPEED = '0'
    try {
      const { replaced, added } = runHook(stage)
      expect(replaced).toEqual([])
      const names = added.map((plugin) => (plugin as object).constructor.name)
      expect(names).not.toContain('InstalledLoadersPinnedByLockfile')
      expect(names).not.toContain('StableCompilationHash')
      expect(added.filter((plugin) => (plugin as { banner?: unknown }).banner !== undefined)).toEqual([])
    } finally {
      delete process.env.SQUIRE_SPEED
    }
  })

  type SetConfig = { plugins?: unknown[]; optimization?: { splitChunks?: { cacheGroups?: { shared?: unknown } } } }
  /** What the hook sets for `stage` on an empty Gatsby config, one entry per setWebpackConfig call. */
  function configsSetFor(stage: string): SetConfig[] {
    const setWebpackConfig = jest.fn()
    const args = {
      stage,
      getConfig: () => ({}),
      plugins: { define: () => ({}), normalModuleReplacement: () => ({}), banner: (options: object) => ({ banner: options }) },
      actions: { setWebpackConfig, replaceWebpackConfig: jest.fn() },
    }
    ;(onCreateWebpackConfig as unknown as (a: typeof args, o: object) => void)(args, {})
    return setWebpackConfig.mock.calls.map(([config]: [SetConfig]) => config)
  }

  it('build-javascript: the search chunks get the compile-hints banner', () => {
    const added = configsSetFor('build-javascript').flatMap((config) => config.plugins ?? [])
    expect(added).toContainEqual({ banner: compileHintsBanner() })
  })

  it('build-html: the renderer hashes the stylesheets of this build’s browser bundles, so pages whose inlined CSS changed are rendered again', () => {
    const site = fs.mkdtempSync(path.join(os.tmpdir(), 'inlined-styles-hook-'))
    const cwd = process.cwd()
    try {
      process.chdir(site)
      // No browser compilation yet (develop, or a first config): nothing to hash.
      expect(configsSetFor('build-html').flatMap((config) => config.plugins ?? []).some((p) => p instanceof InlinedStylesInChunkHashes)).toBe(false)
      fs.mkdirSync('public')
      fs.writeFileSync('public/webpack.stats.json', JSON.stringify({ assetsByChunkName: { app: ['app-1.js', 'styles.abc.css'] } }))
      for (const speed of ['1', '0']) {
        process.env.SQUIRE_SPEED = speed
        const added = configsSetFor('build-html').flatMap((config) => config.plugins ?? []).filter((p) => p instanceof InlinedStylesInChunkHashes)
        // A behaviour fix, not a speed device: also under SQUIRE_SPEED=0.
        expect(added.map((p) => (p as InlinedStylesInChunkHashes).stylesheets)).toEqual([{ app: ['styles.abc.css'] }])
        expect(configsSetFor('build-javascript').flatMap((config) => config.plugins ?? []).some((p) => p instanceof InlinedStylesInChunkHashes)).toBe(false)
      }
    } finally {
      delete process.env.SQUIRE_SPEED
      process.chdir(cwd)
      fs.rmSync(site, { recursive: true, force: true })
    }
  })

  it.each([
    ['build-javascript', false],
    ['build-html', undefined],
  ])('%s: Gatsby’s chunk shared between page templates is switched off for the browser bundles only', (stage, shared) => {
    const groups = configsSetFor(stage).map((config) => config.optimization?.splitChunks?.cacheGroups).filter(Boolean)
    expect(groups).toEqual(shared === undefined ? [] : [{ shared }])
  })
})
