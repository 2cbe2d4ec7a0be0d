/**
 * @jest-environment node
 */
import fs from 'fs'
import os from 'os'
import path from 'path'
import webpack from 'webpack'
import { COMPILE_ALL_FUNCTIONS, compileHintsBanner, EAGER_CHUNK_FILE } from '../../../../src/build/speed/webpack/compileHints'

/**
 * A production webpack build as Gatsby configures its browser bundles (Terser, content-hashed
 * names with the real content hash, source maps): an entry that imports a "search-modal" chunk
 * and a "mobile-menu" chunk.
 */
async function buildChunks(withBanner: boolean): Promise<{ dir: string; files: string[] }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'))
  const src = path.join(dir, 'src')
  fs.mkdirSync(src)
  fs.writeFileSync(path.join(src, 'modal.js'), 'export function render(hits) { /* dropped by Terser */ return hits.map(function shape(hit) { return hit.title.toUpperCase() }) }\n')
  fs.writeFileSync(path.join(src, 'menu.js'), 'export function open(menu) { return menu.items.filter(function shown(item) { return !item.hidden }) }\n')
  fs.writeFileSync(
    path.join(src, 'index.js'),
    'import(/* webpackChunkName: "search-modal" */ "./modal").then((m) => console.log(m.render([])))\nimport(/* webpackChunkName: "mobile-menu" */ "./menu").then((m) => console.log(m.open({ items: [] })))\n',
  )
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: { app: './src/index.js' },
    devtool: 'source-map',
    output: { path: path.join(dir, 'public'), filename: '[name]-[contenthash].js', chunkFilename: '[name]-[contenthash].js' },
    plugins: withBanner ? [new webpack.BannerPlugin(compileHintsBanner())] : [],
  })
  const stats = await new Promise<webpack.Stats>((resolve, reject) => compiler.run((error, result) => (error || !result ? reject(error) : resolve(result))))
  await new Promise((resolve) => compiler.close(resolve))
  expect(stats.hasErrors()).toBe(false)
  return { dir, files: fs.readdirSync(path.join(dir, 'public')) }
}

describe('compile hints for the search chunks', () => {
  jest.setTimeout(60_000)

  it('matches the search chunks by their built names only', () => {
    expect(EAGER_CHUNK_FILE.test('search-modal-35498f8bfde56baa7b41.js')).toBe(true)
    expect(EAGER_CHUNK_FILE.test('search-engine-568b33e73886c0e308a9.js')).toBe(true)
    expect(EAGER_CHUNK_FILE.test('search-modal-35498f8bfde56baa7b41.js.map')).toBe(false)
    expect(EAGER_CHUNK_FILE.test('app-5f4420f366606ea64590.js')).toBe(false)
    expect(EAGER_CHUNK_FILE.test('component---src-pages-search-tsx-f1a0cd79ba4a8b6e675d.js')).toBe(false)
  })

  it('puts the magic comment on the first line of the minified search chunk, and nowhere else', async () => {
    const { dir, files } = await buildChunks(true)
    try {
      const modal = files.find((file) => /^search-modal-[0-9a-f]{20}\.js$/.test(file))
      expect(modal).toBeDefined()
      const text = fs.readFileSync(path.join(dir, 'public', modal as string), 'utf8')
      expect(text.split('\n')[0]).toBe(COMPILE_ALL_FUNCTIONS)
      // Minified after all (Terser ran before the banner, which it would have removed).
      expect(text).not.toContain('dropped by Terser')
      for (const file of files.filter((name) => name.endsWith('.js') && name !== modal)) {
        expect([file, fs.readFileSync(path.join(dir, 'public', file), 'utf8').includes('allFunctionsCalledOnLoad')]).toEqual([file, false])
      }
      // The source map still points past the added line: its mappings start with one empty line.
      const map = JSON.parse(fs.readFileSync(path.join(dir, 'public', `${modal as string}.map`), 'utf8')) as { mappings: string }
      expect(map.mappings.startsWith(';')).toBe(true)
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })

  it('hashes the file name after the banner: the name changes with it and names the content', async () => {
    const plain = await buildChunks(false)
    const hinted = await buildChunks(true)
    try {
      const nameOf = (files: string[]) => files.find((file) => /^search-modal-[0-9a-f]{20}\.js$/.test(file)) as string
      expect(nameOf(hinted.files)).not.toBe(nameOf(plain.files))
      // Other chunks keep their names (and bytes).
      const menu = (files: string[]) => files.find((file) => /^mobile-menu-[0-9a-f]{20}\.js$/.test(file))
      expect(menu(hinted.files)).toBe(menu(plain.files))
      // The same code after the comment line (up to the source map URL, which names the file).
      const code = (build: { dir: string; files: string[] }) =>
        fs.readFileSync(path.join(build.dir, 'public', nameOf(build.files)), 'utf8').replace(/\n\/\/# sourceMappingURL=.*$/, '')
      expect(code(hinted)).toBe(`${COMPILE_ALL_FUNCTIONS}\n${code(plain)}`)
    } finally {
      fs.rmSync(plain.dir, { recursive: true, force: true })
      fs.rmSync(hinted.dir, { recursive: true, force: true })
    }
  })
})
