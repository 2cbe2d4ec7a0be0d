/**
 * @jest-environment node
 *
 * A rebuild links the last build's fragment files of unchanged pages into the fresh index folder,
 * and Pagefind keeps them instead of compressing them again (src/build/speed/keptFragments.ts).
 * Checked with Pagefind itself (a plain Node script, as pagefind is ESM-only): the index is the
 * one a fresh write makes, byte for byte, and the linked files are the very files linked.
 */
import fs from 'fs'
import os from 'os'
import path from 'path'
import zlib from 'zlib'
import { collectSearchDocuments } from '../../../src/build/outputs/search/searchDocuments'
import { PAGEFIND_EXCLUDE } from '../../../src/build/outputs/search/pagefindIndex'
import {
  fragmentListOf,
  fragmentNames,
  indexMaker,
  linkUnchangedFragments,
  namesCollide,
  readFragmentList,
  writeFragmentList,
  type FragmentList,
} from '../../../src/build/speed/keptFragments'
import { deployedIndexDigests } from '../../search/support/fileDigests'
import { runPagefindScript } from '../../search/support/runPagefindScript'

let dir: string
let publicDir: string
let cacheFile: string
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kept-fragments-'))
  publicDir = path.join(dir, 'public')
  cacheFile = path.join(dir, 'cache', 'search-documents.json')
})
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

const page = (title: string, text: string) =>
  `<!DOCTYPE html><html lang="en"><head><title>${title}</title></head><body><article data-pagefind-body=""><h1>${title}</h1><h2 id="more">More</h2><p>${text}</p></article></body></html>`
function writePage(route: string, text: string, mtime = new Date('2026-01-01T00:00:00Z')): void {
  const file = path.join(publicDir, route, 'index.html')
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, page(route || 'Home', text))
  fs.utimesSync(file, mtime, mtime)
}
const PAGES: Record<string, string> = {
  '': 'Squire is a constant-product exchange.',
  'concepts/pools': 'A pool holds reserves of two tokens.',
  'concepts/swaps': 'A swap pays a fee of 0.30 percent.',
  'contracts/router': 'The router quotes amounts along a path.',
  'guides/claiming': 'Claiming SQR takes a Merkle proof.',
}

/**
 * Pagefind's index of the store as it is now, written into `outDir` (which may hold files already),
 * whole on disk as the build has it: the files but `wholeAlready` (relative paths) are waited for
 * with the build's own check before Pagefind is closed.
 */
async function pagefindWrite(storeDir: string, outDir: string, wholeAlready: ReadonlySet<string> = new Set()): Promise<void> {
  const plan = path.join(dir, 'plan.json')
  fs.writeFileSync(plan, JSON.stringify({ excludeSelectors: PAGEFIND_EXCLUDE, storeDir, outDir }))
  await runPagefindScript(path.join(__dirname, '../../search/support/pagefindWrite.mjs'), [plan], [{ dir: outDir, wholeAlready }], dir)
}

test('the fragments of unchanged pages are kept as they are, and the index is a fresh one byte for byte', async () => {
  // The last build: its index in public/pagefind and its list of fragments.
  for (const [route, text] of Object.entries(PAGES)) writePage(route, text)
  const first = collectSearchDocuments(publicDir, cacheFile)
  first.save()
  const current = path.join(publicDir, 'pagefind')
  await pagefindWrite(first.storeDir as string, current)
  const maker = indexMaker(current, PAGEFIND_EXCLUDE)
  const list = fragmentListOf(current, maker, null, new Set())
  expect(Object.keys(list.fragments).sort()).toEqual(['/', '/concepts/pools/', '/concepts/swaps/', '/contracts/router/', '/guides/claiming/'])

  // This build: one page changed.
  writePage('concepts/swaps', 'A swap now pays a fee of 0.05 percent: rebalancing.', new Date('2026-02-01T00:00:00Z'))
  const { documents, storeDir } = collectSearchDocuments(publicDir, cacheFile)
  const next = path.join(dir, 'next')
  const kept = linkUnchangedFragments(list, documents, current, next)
  expect(kept.size).toBe(4)
  expect(kept.has(list.fragments['/concepts/swaps/'])).toBe(false)
  const inodes = new Map([...kept].map((name) => [name, fs.statSync(path.join(current, 'fragment', name)).ino]))
  await pagefindWrite(storeDir as string, next, new Set([...kept].map((name) => `fragment/${name}`)))
  const fresh = path.join(dir, 'fresh')
  await pagefindWrite(storeDir as string, fresh)

  expect(deployedIndexDigests(next)).toEqual(deployedIndexDigests(fresh))
  expect(Object.keys(deployedIndexDigests(fresh))).toEqual(expect.arrayContaining(['pagefind-entry.json', 'pagefind.js']))
  // Pagefind kept the linked files (same inode: it neither rewrote nor replaced them).
  for (const [name, ino] of inodes) expect(fs.statSync(path.join(next, 'fragment', name)).ino).toBe(ino)
  expect(namesCollide(fragmentNames(next))).toBe(false)
  expect(indexMaker(next, PAGEFIND_EXCLUDE)).toBe(maker)

  const nextList = fragmentListOf(next, maker, list, kept)
  expect(Object.keys(nextList.fragments).sort()).toEqual(Object.keys(list.fragments).sort())
  const swaps = nextList.fragments['/concepts/swaps/']
  expect(swaps).not.toBe(list.fragments['/concepts/swaps/'])
  expect(zlib.gunzipSync(fs.readFileSync(path.join(next, 'fragment', swaps))).toString()).toContain('rebalancing')
  for (const url of ['/', '/concepts/pools/', '/contracts/router/', '/guides/claiming/']) expect(nextList.fragments[url]).toBe(list.fragments[url])
}, 30_000)

test('only fragments of pages not cut again, named as Pagefind names them and still there, are linked', () => {
  const current = path.join(dir, 'current')
  fs.mkdirSync(path.join(current, 'fragment'), { recursive: true })
  for (const name of ['en_1111111.pf_fragment', 'en_2222222.pf_fragment', 'en_3333333.pf_fragment']) fs.writeFileSync(path.join(current, 'fragment', name), name)
  fs.writeFileSync(path.join(dir, 'secret'), 'not a fragment')
  const list: FragmentList = {
    version: 1,
    maker: 'm',
    fragments: { '/a/': 'en_1111111.pf_fragment', '/b/': 'en_2222222.pf_fragment', '/c/': 'en_gone00.pf_fragment', '/d/': '../../secret', '/e/': 'en_3333333.pf_fragment' },
  }
  const documents = [
    { url: '/a/', cut: false },
    { url: '/b/', cut: true },
    { url: '/c/', cut: false },
    { url: '/d/', cut: false },
    { url: '/new/', cut: false },
  ]
  const next = path.join(dir, 'next')
  expect([...linkUnchangedFragments(list, documents, current, next)]).toEqual(['en_1111111.pf_fragment'])
  expect(fs.readdirSync(path.join(next, 'fragment'))).toEqual(['en_1111111.pf_fragment'])
  expect(linkUnchangedFragments(null, documents, current, path.join(dir, 'none')).size).toBe(0)
  expect(fs.existsSync(path.join(dir, 'none'))).toBe(false)
})

test('a name that is a prefix of another (Pagefind lengthened it after a collision) is found', () => {
  expect(namesCollide(['en_abc1234.pf_fragment', 'en_abc12345.pf_fragment'])).toBe(true)
  expect(namesCollide(['en_abc12345.pf_fragment', 'en_0000000.pf_fragment', 'en_abc1234.pf_fragment'])).toBe(true)
  expect(namesCollide(['en_abc1234.pf_fragment', 'en_abc1235.pf_fragment', 'en_abd1234.pf_fragment'])).toBe(false)
  expect(namesCollide([])).toBe(false)
})

test('a list is read back as written; a missing, broken or older one is none', () => {
  const file = path.join(dir, 'cache', 'list.json')
  expect(readFragmentList(file)).toBeNull()
  const list: FragmentList = { version: 1, maker: 'pagefind 1.5.2', fragments: { '/a/': 'en_1111111.pf_fragment' } }
  writeFragmentList(file, list)
  expect(readFragmentList(file)).toEqual(list)
  fs.writeFileSync(file, '{"version": 0, "maker": "x", "fragments": {}}')
  expect(readFragmentList(file)).toBeNull()
  fs.writeFileSync(file, 'not json')
  expect(readFragmentList(file)).toBeNull()
})
