import crypto from 'crypto'
import { isCssExtractChild, StableCompilationHash, type ChildCompilation, type HashedCompilation } from '../../../../src/build/speed/webpack/stableCompilationHash'

type Tap = () => void

/** A compilation whose seal hashes as webpack 5's Compilation#createHash does: children first, then the chunks. */
function fakeCompilation(children: Array<ChildCompilation & { hash: string }>, chunkHashes: string[]) {
  const before: Tap[] = []
  const after: Tap[] = []
  const compilation: HashedCompilation & { seal: () => string; children: Array<ChildCompilation & { hash?: string }> } = {
    children,
    hooks: { beforeHash: { tap: (_n, fn) => before.push(fn) }, afterHash: { tap: (_n, fn) => after.push(fn) } },
    seal() {
      before.forEach((fn) => fn())
      const hash = crypto.createHash('sha1')
      for (const child of compilation.children) hash.update(child.hash ?? '')
      for (const chunk of chunkHashes) hash.update(chunk)
      const digest = hash.digest('hex')
      after.forEach((fn) => fn())
      return digest
    },
  }
  return compilation
}

function build(children: Array<ChildCompilation & { hash: string }>, chunks: string[], withPlugin = true) {
  let compilation: ReturnType<typeof fakeCompilation> | undefined
  const compiler = { hooks: { thisCompilation: { tap: (_n: string, fn: (c: HashedCompilation) => void) => fn((compilation = fakeCompilation(children, chunks))) } } }
  if (withPlugin) new StableCompilationHash().apply(compiler)
  else compiler.hooks.thisCompilation.tap('none', () => undefined)
  const made = compilation as ReturnType<typeof fakeCompilation>
  return { hash: made.seal(), children: made.children }
}

const cssChild = (file: string, hash: string) => ({ name: `mini-css-extract-plugin /site/node_modules/css-loader/dist/cjs.js!/site/${file}`, hash })

describe('StableCompilationHash', () => {
  it('recognises mini-css-extract-plugin’s child compilers by name', () => {
    expect(isCssExtractChild(cssChild('src/a.module.css', 'x'))).toBe(true)
    expect(isCssExtractChild({ name: 'html-webpack-plugin for "index.html"' })).toBe(false)
    expect(isCssExtractChild({})).toBe(false)
  })

  it('gives a cold build (CSS child compilations) and a cached one (none) the same hash for the same chunks', () => {
    const chunks = ['app-1', 'styles-2']
    const cold = build([cssChild('src/a.module.css', 'c1'), cssChild('src/b.module.css', 'c2')], chunks)
    const warm = build([], chunks)
    expect(cold.hash).toBe(warm.hash)
    // Without the plugin the two differ: the problem it exists for.
    expect(build([cssChild('src/a.module.css', 'c1')], chunks, false).hash).not.toBe(build([], chunks, false).hash)
  })

  it('still changes the hash when a chunk changes, and when another kind of child compilation changes', () => {
    expect(build([], ['app-1']).hash).not.toBe(build([], ['app-2']).hash)
    expect(build([{ name: 'other child', hash: 'o1' }], ['app-1']).hash).not.toBe(build([{ name: 'other child', hash: 'o2' }], ['app-1']).hash)
  })

  it('puts the hidden child compilations back after hashing (stats and dependencies still see them)', () => {
    const children = [cssChild('src/a.module.css', 'c1'), { name: 'other child', hash: 'o1' }]
    const { children: after } = build([...children], ['app-1'])
    expect(after.map((c) => c.name).sort()).toEqual(children.map((c) => c.name).sort())
  })
})
