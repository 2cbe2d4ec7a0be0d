/**
 * @jest-environment node
 */
import fs from 'fs'
import os from 'os'
import path from 'path'
import webpack from 'webpack'
import { InstalledLoadersPinnedByLockfile, toolchainBuildDependencies, withToolchainBuildDependencies, type DirectoryReader } from '../../../../src/build/speed/webpack/buildDependencies'

const root = path.resolve(__dirname, '../../../..')

function fakeReader(files: string[]): DirectoryReader {
  const set = new Set(files.map((file) => path.join('/site', file)))
  return {
    exists: (file) => set.has(file) || [...set].some((known) => known.startsWith(`${file}/`)),
    list: (folder) => [...set].filter((file) => path.dirname(file) === folder).map((file) => path.basename(file)),
  }
}

describe('the webpack cache’s build dependencies', () => {
  it('are this project’s lockfile, package.json, patches and webpack customisation, nothing from node_modules', () => {
    const files = toolchainBuildDependencies(root).map((file) => path.relative(root, file))
    expect(files).toContain('package-lock.json')
    expect(files).toContain('package.json')
    expect(files).toContain('gatsby-config.ts')
    expect(files).toContain('gatsby-node.ts')
    expect(files).toContain('src/build/gatsby/onCreateWebpackConfig.ts')
    expect(files).toContain('src/build/speed/webpack/buildDependencies.ts')
    for (const kind of ['behaviour', 'speed']) for (const patch of fs.readdirSync(path.join(root, 'patches', kind))) expect(files).toContain(`patches/${kind}/${patch}`)
    expect(files.filter((file) => file.includes('node_modules'))).toEqual([])
    // None of them is a module webpack would follow through require.cache.
    expect(files.filter((file) => /\.c?js$/.test(file))).toEqual([])
  })

  it('leave out what a project does not have, and tests beside the webpack modules', () => {
    const reader = fakeReader(['yarn.lock', 'package.json', 'gatsby-config.ts', 'src/build/speed/webpack/a.ts', 'src/build/speed/webpack/a.test.ts'])
    expect(toolchainBuildDependencies('/site', reader)).toEqual(['/site/gatsby-config.ts', '/site/package.json', '/site/src/build/speed/webpack/a.ts', '/site/yarn.lock'])
  })

  it('replace Gatsby’s list (its webpack.config.js and every plugin’s gatsby-node) in a filesystem cache only', () => {
    const gatsbys = { type: 'filesystem', name: 'build-javascript', cacheLocation: '/site/.cache/webpack/stage-build-javascript', buildDependencies: { config: ['/site/node_modules/gatsby/dist/utils/webpack.config.js'] } }
    const reader = fakeReader(['package-lock.json'])
    expect(withToolchainBuildDependencies(gatsbys, '/site', reader)).toEqual({ ...gatsbys, buildDependencies: { toolchain: ['/site/package-lock.json'] } })
    expect(withToolchainBuildDependencies({ type: 'memory' }, '/site', reader)).toBeNull()
    expect(withToolchainBuildDependencies(false, '/site', reader)).toBeNull()
    expect(withToolchainBuildDependencies(undefined, '/site', reader)).toBeNull()
  })

  it('stay Gatsby’s when no lockfile pins the installed packages', () => {
    const gatsbys = { type: 'filesystem', buildDependencies: { config: ['/site/node_modules/gatsby/dist/utils/webpack.config.js'] } }
    expect(withToolchainBuildDependencies(gatsbys, '/site', fakeReader(['package.json', 'patches/speed/a.patch']))).toBeNull()
  })
})

describe('a webpack filesystem cache with the toolchain build dependencies', () => {
  jest.setTimeout(60_000)

  /**
   * Compiles a one-module site with a persistent cache, through an installed loader and one of the
   * project's; returns how many modules were built (not restored) and the build dependencies
   * webpack stored with its cache.
   */
  async function compile(dir: string): Promise<{ built: number; stored: string[] }> {
    const cache = withToolchainBuildDependencies({ type: 'filesystem', cacheDirectory: path.join(dir, '.cache') }, dir)
    const installedLoader = path.join(dir, 'node_modules', 'banner-loader', 'index.js')
    const projectLoader = path.join(dir, 'loaders', 'trim-loader.js')
    const compiler = webpack({
      mode: 'production',
      context: dir,
      entry: './src/index.js',
      output: { path: path.join(dir, 'public') },
      cache: cache as webpack.FileCacheOptions,
      optimization: { minimize: false },
      module: { rules: [{ test: /\.js$/, use: [installedLoader, projectLoader] }] },
      plugins: [new InstalledLoadersPinnedByLockfile()],
    })
    let built = 0
    let stored: string[] = []
    compiler.hooks.compilation.tap('count', (compilation) => compilation.hooks.buildModule.tap('count', () => (built += 1)))
    compiler.hooks.done.tap({ name: 'stored', stage: 100 }, ({ compilation }) => (stored = [...compilation.buildDependencies]))
    const stats = await new Promise<webpack.Stats>((resolve, reject) => compiler.run((error, result) => (error || !result ? reject(error) : resolve(result))))
    await new Promise((resolve) => compiler.close(resolve))
    expect(stats.hasErrors()).toBe(false)
    return { built, stored }
  }

  it('is reused while those files are unchanged and emptied when one of them changes', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'build-dependencies-'))
    try {
      for (const folder of ['src', 'patches/speed', 'loaders', 'node_modules/banner-loader']) fs.mkdirSync(path.join(dir, folder), { recursive: true })
      fs.writeFileSync(path.join(dir, 'src', 'index.js'), 'console.log("hello")   \n')
      fs.writeFileSync(path.join(dir, 'node_modules', 'banner-loader', 'index.js'), 'module.exports = function (source) { return "/* banner */\\n" + source }\n')
      fs.writeFileSync(path.join(dir, 'loaders', 'trim-loader.js'), 'module.exports = function (source) { return source.trim() }\n')
      fs.writeFileSync(path.join(dir, 'package-lock.json'), '{"lockfileVersion":3,"packages":{}}\n')
      fs.writeFileSync(path.join(dir, 'patches', 'speed', 'gatsby+5.16.1.patch'), 'one\n')
      const first = await compile(dir)
      expect(first.built).toBe(1)
      // The project's loader is still followed; the installed one is left to the lockfile.
      expect(first.stored.sort()).toEqual([path.join(dir, 'loaders', 'trim-loader.js'), path.join(dir, 'package-lock.json'), path.join(dir, 'patches', 'speed', 'gatsby+5.16.1.patch')])
      expect((await compile(dir)).built).toBe(0)
      fs.writeFileSync(path.join(dir, 'patches', 'speed', 'gatsby+5.16.1.patch'), 'two\n')
      expect((await compile(dir)).built).toBe(1)
      expect((await compile(dir)).built).toBe(0)
      fs.writeFileSync(path.join(dir, 'package-lock.json'), '{"lockfileVersion":3,"packages":{"":{}}}\n')
      expect((await compile(dir)).built).toBe(1)
      // The project's loader is a build dependency as webpack makes it one.
      expect((await compile(dir)).built).toBe(0)
      fs.writeFileSync(path.join(dir, 'loaders', 'trim-loader.js'), 'module.exports = function (source) { return source.trimEnd() }\n')
      expect((await compile(dir)).built).toBe(1)
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})
