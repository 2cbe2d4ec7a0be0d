/**
 * @jest-environment node
 *
 * The speed patches (patches/speed, reversed by `npm run patches:stock`): what makes a one-doc
 * rebuild skip the work whose inputs did not change (docs/decisions/). Each test fails without its
 * patch, and with SQUIRE_SPEED=0 no record is read or written.
 * - gatsby, compile-gatsby-files: Parcel runs only when a source file it compiled from, a folder
 *   beside one, a config file or a compiler version changed, or an output is not as written.
 * - gatsby, squire-compilation-record: a webpack compilation is skipped only when its config
 *   (as serialized), every file and folder it depends on and every output are as recorded.
 * - gatsby, start-up: Gatsby's webpack config module loads the CSS and Babel loaders' code only when
 *   a compilation runs them.
 */
import childProcess from 'child_process'
import fs from 'fs'
import os from 'os'
import path from 'path'

interface RecordModule {
  serializeConfig(value: unknown): string
  compilationKey(config: unknown, program: Record<string, unknown>): string
  writeRecord(directory: string, stage: string, key: string, config: unknown, stats: unknown, result: unknown): boolean
  recordedCompilation(directory: string, stage: string, key: string, why?: (reason: string) => void): unknown
}
interface CompileModule {
  compiledFilesAreCurrent(siteRoot: string, why?: (reason: string) => void): Array<{ filePath: string; mainEntryPath: string }> | null
  writeCompileRecord(siteRoot: string, bundles: Array<{ filePath: string; mainEntryPath: string }>, inputs: string[]): void
}
/* eslint-disable @typescript-eslint/no-require-imports */
const record = require('gatsby/dist/utils/webpack/squire-compilation-record') as RecordModule
const compile = require('gatsby/dist/utils/parcel/compile-gatsby-files') as CompileModule
/* eslint-enable @typescript-eslint/no-require-imports */

let dir: string
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rebuild-patches-'))
})
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))
const write = (relative: string, text: string) => {
  const file = path.join(dir, relative)
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, text)
  return file
}

// Real work (Babel parses, Gatsby modules loaded in fresh processes): more than Jest's 5 s on a busy host.
jest.setTimeout(30_000)

describe('patches/: webpack compilations recorded and skipped (squire-compilation-record)', () => {
  class DefinePlugin {
    constructor(readonly definitions: Record<string, string>) {}
  }
  const store = { getState: () => ({ nodes: Math.random() }), dispatch: () => undefined }
  const config = (define = '"production"', test = (file: string) => file.endsWith('.js')) => ({
    mode: 'production',
    module: { rules: [{ test, use: [{ loader: 'babel-loader', options: { stage: 'build-javascript' } }] }] },
    plugins: [new DefinePlugin({ 'process.env.NODE_ENV': define }), { store }],
  })

  test('the serialized config is the same for equal configs, and changes with an option, a definition or a function body', () => {
    const base = record.serializeConfig(config())
    expect(record.serializeConfig(config())).toBe(base)
    expect(record.serializeConfig(config('"development"'))).not.toBe(base)
    expect(record.serializeConfig(config(undefined, (file) => file.endsWith('.mjs')))).not.toBe(base)
    expect(base).toContain('DefinePlugin')
    // Gatsby's store, which a plugin holds, is not part of the config.
    expect(base).toContain('[store]')
  })

  test("the key leaves out Gatsby's reporter and logging switches, not what reaches the bundles", () => {
    const program = { directory: '/site', prefixPaths: false, verbose: false, report: { errorMap: {} } }
    const key = record.compilationKey(config(), program)
    expect(record.compilationKey(config(), { ...program, verbose: true, report: { errorMap: { 'plugin-1': {} } } })).toBe(key)
    expect(record.compilationKey(config(), { ...program, prefixPaths: true })).not.toBe(key)
    process.env.GATSBY_REBUILD_PATCH_TEST = '1'
    try {
      expect(record.compilationKey(config(), program)).not.toBe(key)
    } finally {
      delete process.env.GATSBY_REBUILD_PATCH_TEST
    }
  })

  test('a recorded compilation is reused until a dependency, a folder, a missing path, an output or the key changes', () => {
    const source = write('src/page.js', 'export default 1')
    const folder = path.join(dir, 'src')
    const missing = path.join(dir, 'src/page.tsx')
    const output = write('public/app-1.js', 'bundle')
    // What Gatsby's stats plugin writes beside the browser bundles, recorded with them.
    for (const file of ['public/chunk-map.json', 'public/webpack.stats.json', 'public/_gatsby/slices/_gatsby-scripts-1.html']) write(file, '{}')
    const stats = {
      compilation: {
        fileDependencies: new Set([source, folder]),
        buildDependencies: new Set<string>(),
        missingDependencies: new Set([missing]),
        contextDependencies: new Set([folder]),
        outputOptions: { path: path.join(dir, 'public') },
        getAssets: () => [{ name: 'app-1.js' }],
      },
    }
    const result = { hash: 'abc', warnings: [], assets: ['app-1.js'] }
    const reasons: string[] = []
    const check = (key = 'key-1') => record.recordedCompilation(dir, 'build-javascript', key, (why) => reasons.push(why))
    const recordIt = () => expect(record.writeRecord(dir, 'build-javascript', 'key-1', {}, stats, result)).toBe(true)

    expect(check()).toBeNull()
    recordIt()
    expect(check()).toEqual(result)
    expect(check('key-2')).toBeNull()

    fs.writeFileSync(source, 'export default 2')
    expect(check()).toBeNull()
    recordIt()
    fs.writeFileSync(missing, 'export default 3')
    expect(check()).toBeNull()
    fs.rmSync(missing)
    expect(check()).toEqual(result)
    write('src/other.js', '')
    expect(check()).toBeNull()
    recordIt()
    fs.writeFileSync(output, 'edited bundle')
    expect(check()).toBeNull()
    recordIt()
    fs.rmSync(output)
    expect(check()).toBeNull()
    expect(reasons).toEqual([
      'no record of an earlier compilation',
      "the webpack config, Gatsby's settings or GATSBY_* variables changed",
      `${source} changed`,
      `${missing} appeared`,
      `the entries of ${folder} changed`,
      `output ${output} changed`,
      `output ${output} changed`,
    ])
  })

  test('nothing is recorded when a dependency cannot be read', () => {
    const stats = {
      compilation: {
        fileDependencies: new Set([path.join(dir, 'gone.js')]),
        buildDependencies: new Set<string>(),
        missingDependencies: new Set<string>(),
        contextDependencies: new Set<string>(),
        outputOptions: { path: dir },
        getAssets: () => [],
      },
    }
    expect(record.writeRecord(dir, 'build-html', 'k', {}, stats, { hash: 'h' })).toBe(false)
    expect(record.recordedCompilation(dir, 'build-html', 'k')).toBeNull()
  })
})

describe('patches/: Parcel compiles gatsby-config and gatsby-node only when their inputs changed', () => {
  function site() {
    const entry = write('gatsby-node.ts', "export { onPostBuild } from './src/a'")
    const input = write('src/a.ts', 'export const onPostBuild = () => 1')
    write('tsconfig.json', '{}')
    const output = write('.cache/compiled/gatsby-node.js', 'exports.onPostBuild = () => 1')
    const bundles = [{ filePath: output, mainEntryPath: entry }]
    compile.writeCompileRecord(dir, bundles, [entry, input])
    return { input, output, bundles }
  }
  const current = (reasons: string[] = []) => compile.compiledFilesAreCurrent(dir, (why) => reasons.push(why))

  test('the recorded bundles stand while nothing changed', () => {
    const { bundles } = site()
    expect(current()).toEqual(bundles)
  })

  test('an edited source, a file added beside one, a config file, a plugins folder or an edited output means a compile', () => {
    const { input, output } = site()
    const reasons: string[] = []
    fs.writeFileSync(input, 'export const onPostBuild = () => 2')
    expect(current(reasons)).toBeNull()
    site()
    write('src/b.ts', '')
    expect(current(reasons)).toBeNull()
    site()
    write('tsconfig.json', '{"compilerOptions":{}}')
    expect(current(reasons)).toBeNull()
    site()
    fs.writeFileSync(output, 'exports.onPostBuild = () => 3')
    expect(current(reasons)).toBeNull()
    site()
    fs.mkdirSync(path.join(dir, 'plugins'))
    expect(current(reasons)).toBeNull()
    expect(reasons).toEqual([`inputs ${input} changed`, `folders ${path.join(dir, 'src')} changed`, 'config tsconfig.json changed', `output ${output} changed`, 'a plugins folder is compiled every time'])
  })

  test('without a record, Parcel runs', () => {
    const reasons: string[] = []
    expect(current(reasons)).toBeNull()
    expect(reasons).toEqual(['no record of an earlier compile'])
  })
})

describe("patches/: requiring Gatsby's webpack config loads no loader code", () => {
  // A fresh Node process: which packages the require pulled in.
  const loadedBy = (script: string): string[] =>
    JSON.parse(
      childProcess.execFileSync(process.execPath, ['-e', `${script};console.log(JSON.stringify(Object.keys(require.cache)))`], { cwd: process.cwd(), encoding: 'utf8', env: { ...process.env, FORCE_COLOR: '0' } }).trim().split('\n').pop() ?? '[]',
    ) as string[]
  const packagesIn = (files: string[], names: string[]) => names.filter((name) => files.some((file) => file.includes(`/node_modules/${name}/`)))
  const LOADER_CODE = ['autoprefixer', 'postcss-flexbugs-fixes', 'babel-loader', '@babel/core', 'eslint-webpack-plugin']

  test('autoprefixer, postcss-flexbugs-fixes, babel-loader and @babel/core wait for a compilation', () => {
    expect(packagesIn(loadedBy("require('gatsby/dist/utils/webpack.config.js')"), LOADER_CODE)).toEqual([])
  }, 30_000)
})

describe('patches/: SQUIRE_SPEED=0, or the record named in SQUIRE_SPEED_OFF, reads and writes no record', () => {
  const saved = process.env.SQUIRE_SPEED
  afterEach(() => {
    if (saved === undefined) delete process.env.SQUIRE_SPEED
    else process.env.SQUIRE_SPEED = saved
  })

  test('the webpack compilation record and the Parcel compile record are neither written nor read', () => {
    const entry = write('gatsby-node.ts', 'export {}')
    const output = write('.cache/compiled/gatsby-node.js', 'exports.x = 1')
    const bundles = [{ filePath: output, mainEntryPath: entry }]
    compile.writeCompileRecord(dir, bundles, [entry])
    expect(compile.compiledFilesAreCurrent(dir)).toEqual(bundles)
    process.env.SQUIRE_SPEED = '0'
    const reasons: string[] = []
    expect(compile.compiledFilesAreCurrent(dir, (why) => reasons.push(why))).toBeNull()
    expect(reasons).toEqual(['switched off (SQUIRE_SPEED, SQUIRE_SPEED_OFF)'])
    fs.rmSync(path.join(dir, '.cache'), { recursive: true, force: true })
    write('.cache/compiled/gatsby-node.js', 'exports.x = 1')
    compile.writeCompileRecord(dir, bundles, [entry])
    delete process.env.SQUIRE_SPEED
    expect(compile.compiledFilesAreCurrent(dir)).toBeNull()
    process.env.SQUIRE_SPEED = '0'
    expect(record.writeRecord(dir, 'build-html', 'k', {}, { compilation: { fileDependencies: new Set(), buildDependencies: new Set(), missingDependencies: new Set(), contextDependencies: new Set(), outputOptions: { path: dir }, getAssets: () => [] } }, { hash: 'h' })).toBeFalsy()
    expect(record.recordedCompilation(dir, 'build-html', 'k')).toBeNull()
  })

  test('SQUIRE_SPEED_OFF switches off each record by its own name only', () => {
    const saved = process.env.SQUIRE_SPEED_OFF
    try {
      const entry = write('gatsby-node.ts', 'export {}')
      const output = write('.cache/compiled/gatsby-node.js', 'exports.x = 1')
      const bundles = [{ filePath: output, mainEntryPath: entry }]
      compile.writeCompileRecord(dir, bundles, [entry])
      process.env.SQUIRE_SPEED_OFF = 'webpack-compilation-record,lazy-compiler'
      expect(compile.compiledFilesAreCurrent(dir)).toEqual(bundles)
      process.env.SQUIRE_SPEED_OFF = 'digest-cache,parcel-compile-record'
      const reasons: string[] = []
      expect(compile.compiledFilesAreCurrent(dir, (why) => reasons.push(why))).toBeNull()
      expect(reasons).toEqual(['switched off (SQUIRE_SPEED, SQUIRE_SPEED_OFF)'])
      process.env.SQUIRE_SPEED_OFF = 'webpack-compilation-record'
      expect(record.recordedCompilation(dir, 'build-html', 'k', (why) => reasons.push(why))).toBeNull()
      expect(reasons).toEqual(['switched off (SQUIRE_SPEED, SQUIRE_SPEED_OFF)', 'switched off (SQUIRE_SPEED, SQUIRE_SPEED_OFF)'])
    } finally {
      if (saved === undefined) delete process.env.SQUIRE_SPEED_OFF
      else process.env.SQUIRE_SPEED_OFF = saved
    }
  })
})
