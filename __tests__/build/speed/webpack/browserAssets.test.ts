import fs from 'fs'
import os from 'os'
import path from 'path'
import { HASHED_BUNDLE_FILE, RecordBrowserAssets, removeStaleBrowserAssets, staleBrowserAssets, type CompilationWithAssets } from '../../../../src/build/speed/webpack/browserAssets'

const HASH_A = '0c03870d0d2e0de9e42f'
const HASH_B = '715a03df4d5abbce71ba'

describe('src/build/speed/webpack/browserAssets', () => {
  let root: string
  let publicDir: string
  let record: string
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'browser-assets-'))
    publicDir = path.join(root, 'public')
    record = path.join(root, '.cache', 'assets.json')
    fs.mkdirSync(path.join(publicDir, 'static'), { recursive: true })
  })
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }))
  const touch = (name: string) => fs.writeFileSync(path.join(publicDir, name), name)
  const left = () => fs.readdirSync(publicDir).sort()

  it('knows webpack\'s hashed bundle names and nothing else at the top of public/', () => {
    for (const name of [`app-${HASH_A}.js`, `app-${HASH_A}.js.map`, `framework-${HASH_A}.js.LICENSE.txt`, `styles.${HASH_A}.css`, `component---src-pages-index-tsx-${HASH_A}.js`, `454-${HASH_A}.js`]) expect(name).toMatch(HASHED_BUNDLE_FILE)
    for (const name of ['docsearch.css', 'index.html', 'chunk-map.json', 'webpack.stats.json', 'favicon.svg', `app-${HASH_A.slice(1)}.js`, `notes-${HASH_A}.md`]) expect(name).not.toMatch(HASHED_BUNDLE_FILE)
  })

  it('records the compilation\'s asset names after emit', () => {
    const taps: Array<(compilation: CompilationWithAssets) => void> = []
    new RecordBrowserAssets(record).apply({ hooks: { afterEmit: { tap: (_name, fn) => taps.push(fn) } } })
    expect(taps).toHaveLength(1)
    taps[0]({ getAssets: () => [{ name: `webpack-runtime-${HASH_B}.js` }, { name: `app-${HASH_B}.js` }] })
    expect(JSON.parse(fs.readFileSync(record, 'utf8'))).toEqual([`app-${HASH_B}.js`, `webpack-runtime-${HASH_B}.js`])
  })

  it('removes the earlier builds\' bundles, keeping this build\'s and every other file', () => {
    for (const name of [`app-${HASH_A}.js`, `app-${HASH_A}.js.map`, `app-${HASH_B}.js`, `app-${HASH_B}.js.map`, `styles.${HASH_A}.css`, 'docsearch.css', 'index.html']) touch(name)
    fs.writeFileSync(path.join(publicDir, 'static', `image-${HASH_A}.js`), '')
    fs.mkdirSync(path.dirname(record), { recursive: true })
    fs.writeFileSync(record, JSON.stringify([`app-${HASH_B}.js`, `app-${HASH_B}.js.map`, `styles.${HASH_A}.css`]))
    expect(staleBrowserAssets(publicDir, new Set([`app-${HASH_B}.js`]))).toEqual([`app-${HASH_A}.js`, `app-${HASH_A}.js.map`, `app-${HASH_B}.js.map`, `styles.${HASH_A}.css`])
    expect(removeStaleBrowserAssets(publicDir, record)).toEqual([`app-${HASH_A}.js`, `app-${HASH_A}.js.map`])
    expect(left()).toEqual([`app-${HASH_B}.js`, `app-${HASH_B}.js.map`, 'docsearch.css', 'index.html', 'static', `styles.${HASH_A}.css`])
    expect(fs.existsSync(path.join(publicDir, 'static', `image-${HASH_A}.js`))).toBe(true)
  })

  it('deletes nothing without a record, and refuses a record that is not a list of names', () => {
    touch(`app-${HASH_A}.js`)
    expect(removeStaleBrowserAssets(publicDir, record)).toEqual([])
    expect(left()).toContain(`app-${HASH_A}.js`)
    fs.mkdirSync(path.dirname(record), { recursive: true })
    fs.writeFileSync(record, '{"app": 1}')
    expect(() => removeStaleBrowserAssets(publicDir, record)).toThrow(/not a list of asset names/)
    expect(left()).toContain(`app-${HASH_A}.js`)
  })
})
