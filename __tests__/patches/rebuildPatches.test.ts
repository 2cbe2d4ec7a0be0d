/**
 * @jest-environment node
 *
 * patches/ (applied by patch-package on install): what makes a one-doc rebuild skip the work whose
 * inputs did not change (README "Development notes"). Each test fails without its patch.
 * - gatsby-core-utils: the physical CPU count is worked out once per process, not by a shell
 *   pipeline on every cpuCoreCount() call.
 * - gatsby, compile-gatsby-files: Parcel runs only when a source file it compiled from, a folder
 *   beside one, a config file or a compiler version changed, or an output is not as written.
 * - gatsby, squire-compilation-record: a webpack compilation is skipped only when its config
 *   (as serialized), every file and folder it depends on and every output are as recorded.
 * - gatsby, ts-codegen: the types file is generated again only when the schema or a query changed.
 * - gatsby, never-inferred-types: the schema step does not read the nodes of types that are never
 *   inferred (`@dontInfer`) to build inference metadata nobody uses.
 * - gatsby, start-up: Gatsby's webpack config module loads the CSS and Babel loaders' code only when
 *   a compilation runs them.
 * - gatsby, squire-exports-cache: the exports of plugins' gatsby-browser/gatsby-ssr files, found by
 *   parsing them with Babel, are kept by the code's digest, so later builds and workers parse none.
 */
import childProcess from 'child_process'
import fs from 'fs'
import os from 'os'
import path from 'path'
import { buildSchema, parse } from 'graphql'

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
interface TypegenDefinition {
  name: string
  def: ReturnType<typeof parse>['definitions'][number]
  text: string
  hash: number
  filePath: string
  isStaticQuery: boolean
  isFragment: boolean
}
type WriteTypes = (directory: string, schema: ReturnType<typeof buildSchema>, definitions: Map<string, TypegenDefinition>, options: Record<string, unknown>) => Promise<void>

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

describe('patches/: gatsby-core-utils works out the physical CPU count once', () => {
  test('three calls run the shell pipeline once', () => {
    const exec = jest.spyOn(childProcess, 'execSync')
    try {
      jest.isolateModules(() => {
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        const { getPhysicalCpuCount } = require('gatsby-core-utils/dist/physical-cpu-count') as { getPhysicalCpuCount(): number }
        const counts = [getPhysicalCpuCount(), getPhysicalCpuCount(), getPhysicalCpuCount()]
        expect(new Set(counts).size).toBe(1)
        expect(counts[0]).toBeGreaterThan(0)
      })
      expect(exec.mock.calls.length).toBeLessThanOrEqual(1)
    } finally {
      exec.mockRestore()
    }
  })
})

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

describe('patches/: the GraphQL types file is generated only when the schema or a query changed', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { writeTypeScriptTypes } = require('gatsby/dist/utils/graphql-typegen/ts-codegen') as { writeTypeScriptTypes: WriteTypes }
  const options = { typesOutputPath: 'src/gatsby-types.d.ts', generateOnBuild: true, documentSearchPaths: ['./gatsby-node.ts'] }
  const query = (text: string): Map<string, TypegenDefinition> => {
    const document = parse(text)
    return new Map([['DocPage', { name: 'DocPage', def: document.definitions[0], text, hash: text.length, filePath: path.join(dir, 'src/templates/DocPage.tsx'), isStaticQuery: false, isFragment: false }]])
  }
  const schema = buildSchema('type Doc { title: String, slug: String } type Query { doc: Doc }')
  const types = () => path.join(dir, options.typesOutputPath)
  const age = () => {
    const past = new Date('2020-01-01T00:00:00Z')
    fs.utimesSync(types(), past, past)
    return past.getTime()
  }

  // Real GraphQL codegen runs (the first loads its plugins): past Jest's 5 s default once, on a busy 2-core CI host.
  test('generated once, skipped while nothing changed, generated again for a changed query or schema', async () => {
    write('gatsby-node.ts', '')
    await writeTypeScriptTypes(dir, schema, query('query DocPage { doc { title } }'), options)
    expect(fs.readFileSync(types(), 'utf8')).toContain('type DocPageQuery')
    let written = age()
    await writeTypeScriptTypes(dir, schema, query('query DocPage { doc { title } }'), options)
    expect(Math.round(fs.statSync(types()).mtimeMs)).toBe(written)

    await writeTypeScriptTypes(dir, schema, query('query DocPage { doc { title slug } }'), options)
    expect(fs.readFileSync(types(), 'utf8')).toContain('slug')
    written = age()
    await writeTypeScriptTypes(dir, buildSchema('type Doc { title: String, slug: String, date: String } type Query { doc: Doc }'), query('query DocPage { doc { title slug } }'), options)
    expect(Math.round(fs.statSync(types()).mtimeMs)).not.toBe(written)
    expect(fs.readFileSync(types(), 'utf8')).toContain('date')
  }, 30_000)

  test('a types file edited by hand is generated again', async () => {
    write('gatsby-node.ts', '')
    await writeTypeScriptTypes(dir, schema, query('query DocPage { doc { title } }'), options)
    fs.writeFileSync(types(), '// edited')
    await writeTypeScriptTypes(dir, schema, query('query DocPage { doc { title } }'), options)
    expect(fs.readFileSync(types(), 'utf8')).toContain('type DocPageQuery')
  }, 30_000)
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

  test("a build loading Gatsby's functions plugin leaves its dev-server middleware (express) to gatsby develop", () => {
    const files = loadedBy("require('gatsby/dist/internal-plugins/functions/gatsby-node.js')")
    expect(packagesIn(files, ['express', 'body-parser', 'multer'])).toEqual([])
    expect(packagesIn(loadedBy("if (typeof require('gatsby/dist/internal-plugins/functions/middleware.js').functionMiddlewares !== 'function') throw new Error('gone')"), ['express'])).toEqual(['express'])
  }, 30_000)

  test('they are the same modules once used: the Babel loader and the PostCSS plugins', () => {
    const files = loadedBy(`
      const loader = require('gatsby/dist/utils/babel-loader.js').default
      if (typeof loader !== 'function' || loader !== require('gatsby/dist/utils/babel-loader.js').default) throw new Error('no loader function')
      const { createWebpackUtils } = require('gatsby/dist/utils/webpack-utils.js')
      const css = createWebpackUtils('build-javascript', { directory: process.cwd(), browserslist: ['defaults'] }).loaders.postcss()
      const { plugins } = css.options.postcssOptions({})
      if (plugins[0] !== require('postcss-flexbugs-fixes') || plugins[1].postcssPlugin !== 'autoprefixer') throw new Error('postcss plugins: ' + plugins.map((p) => p.postcssPlugin))`)
    expect(packagesIn(files, ['autoprefixer', 'postcss-flexbugs-fixes', 'babel-loader', '@babel/core'])).toEqual(['autoprefixer', 'postcss-flexbugs-fixes', 'babel-loader', '@babel/core'])
  }, 30_000)
})

describe('patches/: the schema step reads no node of a type that is never inferred', () => {
  /* eslint-disable @typescript-eslint/no-require-imports */
  const { typesNeverInferred } = require('gatsby/dist/schema/never-inferred-types') as { typesNeverInferred(definitions: Array<{ typeOrTypeDef: unknown }>): Set<string> }
  const { builtInTypeDefinitions } = require('gatsby/dist/schema/types/built-in-types') as { builtInTypeDefinitions(): unknown[] }
  const { buildObjectType } = require('gatsby/dist/schema/types/type-builders') as { buildObjectType(config: Record<string, unknown>): unknown }
  const { typeDefs } = require('../../src/build/content/schema') as { typeDefs: string }
  const { pictureTypeDefs } = require('../../src/build/content/pictures/gatsby') as { pictureTypeDefs: string }
  /* eslint-enable @typescript-eslint/no-require-imports */
  const siteDefinitions = () => [...builtInTypeDefinitions(), typeDefs, pictureTypeDefs].map((typeOrTypeDef) => ({ typeOrTypeDef }))

  test("this site's compiled trees, twins and data files are never inferred; Mdx and File are", () => {
    const never = typesNeverInferred(siteDefinitions())
    expect([...never]).toEqual(expect.arrayContaining(['MdxBody', 'MdxTwin', 'SiteData', 'SitePage', 'Directory']))
    expect(never.has('Mdx')).toBe(false)
    expect(never.has('File')).toBe(false)
  })

  test('a type stays inferred when any definition of it does not say @dontInfer, or its SDL does not parse', () => {
    const never = (...defs: unknown[]) => [...typesNeverInferred(defs.map((typeOrTypeDef) => ({ typeOrTypeDef })))].sort()
    expect(never('type A implements Node @dontInfer { a: Int }', 'type B implements Node @dontInfer { b: Int }')).toEqual(['A', 'B'])
    expect(never('type A implements Node @dontInfer { a: Int }', 'extend type A { more: Int }')).toEqual([])
    expect(never('type A implements Node @dontInfer { a: Int }', 'type A implements Node { other: Int }')).toEqual([])
    expect(never('type A implements Node @dontInfer @infer { a: Int }')).toEqual([])
    expect(never(buildObjectType({ name: 'C', interfaces: ['Node'], extensions: { infer: false }, fields: {} }), 'type D implements Node @dontInfer {', [buildObjectType({ name: 'E', fields: {} })])).toEqual(['C'])
    expect(never('type A implements Node @dontInfer { a: Int }', { name: 'A' })).toEqual([])
  })

  test('inference metadata is built from the nodes of inferred types only', async () => {
    const iterated: string[] = []
    const dispatched: string[] = []
    const state = {
      schemaCustomization: { types: [typeDefs, pictureTypeDefs].map((typeOrTypeDef) => ({ typeOrTypeDef, plugin: { name: 'default-site-plugin' } })), thirdPartySchemas: [], printConfig: null, fieldExtensions: {} },
      inferenceMetadata: { step: 'initialBuild', typeMap: {} },
      config: { mapping: {} },
      program: { directory: dir },
    }
    const nodeOf = (type: string) => ({ id: `${type}-1`, parent: null, children: [], internal: { type, contentDigest: '1', owner: 'test' } })
    let build!: (args: Record<string, unknown>) => Promise<void>
    jest.isolateModules(() => {
      jest.doMock('gatsby/dist/redux', () => ({ emitter: { on: () => undefined }, store: { getState: () => state, dispatch: (action: { type: string; payload?: { typeName?: string } }) => dispatched.push(`${action.type}${action.payload?.typeName ? ` ${action.payload.typeName}` : ''}`) } }))
      jest.doMock('gatsby/dist/datastore', () => ({
        getTypes: () => ['File', 'Mdx', 'MdxBody', 'MdxTwin', 'SiteData', 'Directory'],
        getDataStore: () => ({ ready: async () => undefined, iterateNodesByType: (type: string) => (iterated.push(type), [nodeOf(type)]) }),
      }))
      jest.doMock('gatsby/dist/schema/schema', () => ({ buildSchema: async () => ({}) }))
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      build = (require('gatsby/dist/schema') as { build: typeof build }).build
    })
    await build({})
    expect(iterated.sort()).toEqual(['File', 'Mdx'])
    expect(dispatched).toEqual(expect.arrayContaining(['BUILD_TYPE_METADATA Mdx', 'BUILD_TYPE_METADATA File', 'START_INCREMENTAL_INFERENCE']))
  })
})

describe('patches/: a build with no Gatsby Function does not run webpack for functions', () => {
  type OnPreBootstrap = (args: Record<string, unknown>) => Promise<void>
  async function compileFunctions(site: string): Promise<{ webpackRuns: number; manifest: unknown }> {
    let webpackRuns = 0
    const stats = { toJson: () => ({ warnings: [], errors: [] }), compilation: { errors: [] } }
    let onPreBootstrap: OnPreBootstrap | undefined
    jest.isolateModules(() => {
      jest.doMock('webpack', () => {
        // The real webpack's plugins (DefinePlugin …) for the config; compiling is counted, not done.
        const actual = jest.requireActual('webpack') as Record<string | symbol, unknown>
        const compiler = () => ({ run: (done: (error: null, result: typeof stats) => void) => ((webpackRuns += 1), done(null, stats)) })
        return new Proxy(compiler, { get: (target, key) => (key in target ? Reflect.get(target, key) : actual[key]) })
      })
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      onPreBootstrap = (require('gatsby/dist/internal-plugins/functions/gatsby-node') as { onPreBootstrap: OnPreBootstrap }).onPreBootstrap
    })
    const state = { program: { directory: site }, config: { pathPrefix: '' }, flattenedPlugins: [] }
    const timer = { start: () => undefined, end: () => undefined, panic: (error: unknown) => { throw error } }
    await onPreBootstrap!({ reporter: { activityTimer: () => timer, error: () => undefined }, store: { getState: () => state, dispatch: () => undefined } })
    jest.dontMock('webpack')
    return { webpackRuns, manifest: JSON.parse(fs.readFileSync(path.join(site, '.cache/functions/manifest.json'), 'utf8')) }
  }

  it('writes the empty manifest and skips webpack; a site with a function still compiles it', async () => {
    const site = fs.mkdtempSync(path.join(os.tmpdir(), 'squire-functions-'))
    try {
      await expect(compileFunctions(site)).resolves.toEqual({ webpackRuns: 0, manifest: [] })
      fs.mkdirSync(path.join(site, 'src/api'), { recursive: true })
      fs.writeFileSync(path.join(site, 'src/api/hello.js'), 'export default function handler(req, res) { res.send("hi") }\n')
      const withFunction = await compileFunctions(site)
      expect(withFunction.webpackRuns).toBe(1)
      expect(withFunction.manifest).toEqual([expect.objectContaining({ functionRoute: 'hello' })])
    } finally {
      fs.rmSync(site, { recursive: true, force: true })
    }
  })
})

describe("patches/: a plugin file's exports found by parsing it are kept by its code", () => {
  interface ResolveModuleExports {
    resolveModuleExports(modulePath: string, options?: { mode?: string; resolver?: (modulePath: string) => string }): Promise<string[]>
  }
  type Parse = (code: string, file: string) => unknown
  /** Gatsby's resolve-module-exports as a new process loads it, recording the files Babel parses. */
  function freshModule(parsed: string[]): ResolveModuleExports {
    let loaded: ResolveModuleExports | undefined
    jest.isolateModules(() => {
      const actual = jest.requireActual('gatsby/dist/utils/babel-parse-to-ast') as { babelParseToAst: Parse }
      jest.doMock('gatsby/dist/utils/babel-parse-to-ast', () => ({
        ...actual,
        babelParseToAst: (code: string, file: string) => {
          parsed.push(path.basename(file))
          return actual.babelParseToAst(code, file)
        },
      }))
      loaded = require('gatsby/dist/bootstrap/resolve-module-exports') as ResolveModuleExports
    })
    return loaded as ResolveModuleExports
  }
  const resolver = (modulePath: string) => `${modulePath}.js`
  const exportsOf = (parsed: string[], name: string) => freshModule(parsed).resolveModuleExports(path.join(dir, name), { resolver })
  let cwd: string
  beforeEach(() => {
    cwd = process.cwd()
    process.chdir(dir)
  })
  afterEach(() => process.chdir(cwd))

  test('a later process parses an unchanged file no more; an edited one again', async () => {
    write('plugin/gatsby-ssr.js', 'export const onRenderBody = () => {}\nexport function wrapPageElement() {}\n')
    const first: string[] = []
    expect(await exportsOf(first, 'plugin/gatsby-ssr')).toEqual(['onRenderBody', 'wrapPageElement'])
    expect(first).toEqual(['gatsby-ssr.js'])
    const second: string[] = []
    expect(await exportsOf(second, 'plugin/gatsby-ssr')).toEqual(['onRenderBody', 'wrapPageElement'])
    expect(second).toEqual([])
    write('plugin/gatsby-ssr.js', 'exports.onPreRenderHTML = () => {}\n')
    const third: string[] = []
    expect(await exportsOf(third, 'plugin/gatsby-ssr')).toEqual(['onPreRenderHTML'])
    expect(third).toEqual(['gatsby-ssr.js'])
  })

  test('a file mixing CommonJS and ES exports (which stops a build) is never kept', async () => {
    write('mixed/gatsby-browser.js', 'export const onClientEntry = () => {}\nexports.onRouteUpdate = () => {}\n')
    for (let run = 0; run < 2; run += 1) {
      const parsed: string[] = []
      await exportsOf(parsed, 'mixed/gatsby-browser')
      expect(parsed).toEqual(['gatsby-browser.js'])
    }
  })
})
