/**
 * src/build/outputs/inlinedStyles.ts: which stylesheets a page inlines, and a renderer compilation
 * (real webpack, Gatsby's own rule for which pages to render again) whose chunk hashes follow them.
 */
import fs from 'fs'
import os from 'os'
import path from 'path'
import webpack from 'webpack'
import { getSSRChunkHashes } from 'gatsby/dist/utils/webpack/get-ssr-chunk-hashes'
import { InlinedStylesInChunkHashes, readBrowserStats, stylesheetsByChunk, stylesheetsForChunk } from '../../../src/build/outputs/inlinedStyles'

jest.setTimeout(60_000)

describe('stylesheetsByChunk', () => {
  test("a chunk's own stylesheets and its prefetched/preloaded ones (as Gatsby links or inlines them); scripts and chunks without CSS left out", () => {
    const stats = {
      assetsByChunkName: { app: ['webpack-runtime-1.js', 'styles.abc.css', 'app-2.js'], 'component---doc': ['component---doc-3.js', 'component---doc.def.css'], 'component---post': ['component---post-4.js'] },
      childAssetsByChunkName: { app: { prefetch: ['lazy.ghi.css', 'lazy-5.js'] } },
    }
    expect(stylesheetsByChunk(stats)).toEqual({ app: ['styles.abc.css', 'prefetch:lazy.ghi.css'], 'component---doc': ['component---doc.def.css'] })
  })

  test('a renderer chunk gets the app stylesheets when it renders every page (render-page), its template’s otherwise', () => {
    const sheets = { app: ['styles.a.css'], 'component---doc': ['doc.b.css'] }
    const chunk = (...names: string[]) => ({ groupsIterable: names.map((name) => ({ name })) })
    expect(stylesheetsForChunk(chunk('render-page'), sheets)).toEqual(['app:styles.a.css'])
    expect(stylesheetsForChunk(chunk('component---doc'), sheets)).toEqual(['component---doc:doc.b.css'])
    expect(stylesheetsForChunk(chunk('component---post'), sheets)).toEqual([])
  })

  test('reads the browser stats Gatsby wrote, or nothing when there are none', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'inlined-styles-'))
    try {
      expect(readBrowserStats(dir)).toBeNull()
      fs.writeFileSync(path.join(dir, 'webpack.stats.json'), JSON.stringify({ assetsByChunkName: { app: ['styles.a.css'] } }))
      expect(readBrowserStats(dir)).toEqual({ assetsByChunkName: { app: ['styles.a.css'] } })
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe('InlinedStylesInChunkHashes in a renderer compilation', () => {
  let dir: string
  const TEMPLATES = { 'component---doc': '/site/src/templates/Doc.tsx', 'component---post': '/site/src/templates/Post.tsx' }

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'inlined-styles-webpack-'))
    // Gatsby's shape: the render-page entry reaches the templates through async-requires.
    fs.writeFileSync(path.join(dir, 'render-page.js'), 'module.exports = () => require("./async-requires")\n')
    fs.writeFileSync(
      path.join(dir, 'async-requires.js'),
      'module.exports = { doc: () => import(/* webpackChunkName: "component---doc" */ "./doc"), post: () => import(/* webpackChunkName: "component---post" */ "./post") }\n',
    )
    fs.writeFileSync(path.join(dir, 'doc.js'), 'export default "doc: class names only, as css-loader gives the renderer"\n')
    fs.writeFileSync(path.join(dir, 'post.js'), 'export default "post"\n')
  })
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

  /** The renderer's hashes as Gatsby reads them (get-ssr-chunk-hashes), with the plugin given these stylesheets (or no plugin). */
  function rendererHashes(sheets: Record<string, string[]> | null): Promise<{ renderPageHash: string; templateHashes: Record<string, string> }> {
    const compiler = webpack({
      mode: 'production',
      target: 'node',
      context: dir,
      entry: { 'render-page': './render-page.js' },
      output: { path: path.join(dir, 'out'), filename: '[name].js', chunkFilename: '[name].js', library: { type: 'commonjs' } },
      optimization: { minimize: false },
      plugins: sheets ? [new InlinedStylesInChunkHashes(sheets)] : [],
    })
    return new Promise((resolve, reject) => {
      compiler.run((error, stats) => {
        compiler.close(() => undefined)
        if (error || !stats || stats.hasErrors()) return reject(error ?? new Error(stats?.toString()))
        const components = new Map(Object.entries(TEMPLATES).map(([componentChunkName, componentPath]) => [componentPath, { componentChunkName, componentPath }]))
        resolve(getSSRChunkHashes({ stats, components } as unknown as Parameters<typeof getSSRChunkHashes>[0]))
      })
    })
  }

  test("Gatsby's rule finds the render-page entry and both templates in the renderer", async () => {
    const hashes = await rendererHashes({ app: ['styles.a.css'], 'component---doc': ['doc.a.css'] })
    expect(hashes.renderPageHash).not.toBe('')
    expect(Object.keys(hashes.templateHashes).sort()).toEqual(Object.values(TEMPLATES).sort())
  })

  test('a new app stylesheet changes the render-page hash (every page is rendered again), not the templates’', async () => {
    const before = await rendererHashes({ app: ['styles.a.css'], 'component---doc': ['doc.a.css'] })
    const after = await rendererHashes({ app: ['styles.b.css'], 'component---doc': ['doc.a.css'] })
    expect(after.renderPageHash).not.toBe(before.renderPageHash)
    expect(after.templateHashes).toEqual(before.templateHashes)
  })

  test("a template's new stylesheet changes that template's hash only (its pages are rendered again)", async () => {
    const before = await rendererHashes({ app: ['styles.a.css'], 'component---doc': ['doc.a.css'] })
    const after = await rendererHashes({ app: ['styles.a.css'], 'component---doc': ['doc.b.css'] })
    expect(after.renderPageHash).toBe(before.renderPageHash)
    expect(after.templateHashes[TEMPLATES['component---doc']]).not.toBe(before.templateHashes[TEMPLATES['component---doc']])
    expect(after.templateHashes[TEMPLATES['component---post']]).toBe(before.templateHashes[TEMPLATES['component---post']])
  })

  test('the same stylesheets give the same hashes (an unchanged build renders nothing again)', async () => {
    const sheets = { app: ['styles.a.css'], 'component---doc': ['doc.a.css'] }
    expect(await rendererHashes(sheets)).toEqual(await rendererHashes(sheets))
  })
})
