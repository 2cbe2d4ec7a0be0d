/**
 * @jest-environment node
 *
 * The patched word index of a rebuild (src/build/speed/patchedWordIndex.ts, speed device
 * patched-word-index): the last build's index with the changed pages' entries replaced must be,
 * byte for byte, the bundle Pagefind makes of every page (both re-split as a build does), and any
 * change it cannot place as Pagefind would must leave it to Pagefind. Pagefind's bundles come from
 * a plain Node script (pagefind is ESM-only); the rest runs the build's own code.
 */
import fs from 'fs'
import os from 'os'
import path from 'path'
import { collectSearchDocuments, documentStoreDir, type SearchDocument } from '../../../src/build/outputs/search/searchDocuments'
import { rechunkPagefindIndex, type CborCodec } from '../../../src/build/outputs/search/pagefindChunks'
import { dropUnusedPagefindFiles, PAGEFIND_EXCLUDE } from '../../../src/build/outputs/search/pagefindIndex'
import { liveMetaName, patchLastIndex, type IndexGiven } from '../../../src/build/outputs/search/pagefindPatch'
import { fragmentListOf, indexMaker } from '../../../src/build/speed/keptFragments'
import { takeWordIndexRecord, writeWordIndexRecord } from '../../../src/build/speed/patchedWordIndex'
import { deployedIndexDigests } from '../../search/support/fileDigests'
import { runPagefindScript } from '../../search/support/runPagefindScript'

// cborg exports an `import` entry only, which Jest's resolver does not match: its entry file, by path.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const cborg = require('../../../node_modules/cborg/cborg.js') as CborCodec

let dir: string
let publicDir: string
let cacheFile: string
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'patched-index-'))
  publicDir = path.join(dir, 'public')
  cacheFile = path.join(dir, 'cache', 'search-documents.json')
})
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

const page = (title: string, body: string) =>
  `<!DOCTYPE html><html lang="en"><head><title>${title}</title></head><body><nav>menu</nav><article data-pagefind-body=""><h1>${title}</h1><h2 id="use">Use</h2>${body}<pre>code here</pre></article></body></html>`
const writePage = (route: string, html: string, mtime: Date) => {
  const file = path.join(publicDir, route, 'index.html')
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, html)
  fs.utimesSync(file, mtime, mtime)
}
const BEFORE = new Date('2026-01-01T00:00:00Z')
const NOW = new Date('2026-02-01T00:00:00Z')
const PAGES: Record<string, string> = {
  '': '<p>Squire is a constant-product exchange.</p>',
  'concepts/pools': '<p>A pool holds reserves of two tokens and mints liquidity shares.</p>',
  'concepts/swaps': '<p>A swap pays a fee of 0.30 percent to liquidity providers.</p><h3>Routing</h3><p>Swaps route through pairs.</p>',
  'contracts/router': '<p>The router quotes amounts along a path of pairs: <code>getAmountsOut</code>.</p>',
  'contracts/factory': '<p>The factory creates one pair per token pair.</p>',
  'guides/claiming': '<p>Claiming SQR takes a Merkle proof.</p>',
}

interface Builds {
  live: string
  record: string
  maker: string
  small: (n: number) => string
  /** Pagefind's own bundle of every page now, re-split as a build does. */
  expected: string
}

/**
 * The last build (its pages, store, live bundle, fragment list and word-index record, as the
 * search step leaves them), then `edits` written as this build's pages, and Pagefind's bundles of
 * every page before and now and of each `given` set alone.
 */
async function builds(edits: Record<string, string>, given: (documents: SearchDocument[]) => SearchDocument[][]): Promise<Builds & { documents: SearchDocument[] }> {
  // Each call starts from nothing.
  fs.rmSync(dir, { recursive: true, force: true })
  fs.mkdirSync(dir)
  for (const [route, body] of Object.entries(PAGES)) writePage(route, page(route || 'Home', body), BEFORE)
  collectSearchDocuments(publicDir, cacheFile).save()
  const storeBefore = path.join(dir, 'store-before')
  fs.cpSync(documentStoreDir(cacheFile), storeBefore, { recursive: true })
  for (const [route, html] of Object.entries(edits)) writePage(route, html, NOW)
  const { documents, storeDir } = collectSearchDocuments(publicDir, cacheFile)
  const sets = given(documents)
  const outDir = path.join(dir, 'pagefind-out')
  const plan = path.join(dir, 'plan.json')
  fs.writeFileSync(plan, JSON.stringify({ excludeSelectors: PAGEFIND_EXCLUDE, storeBefore, storeNow: storeDir, given: sets.map((set) => set.map(({ file, document }) => ({ file, document }))), outDir }))
  const written = ['before', 'after', ...sets.map((_, n) => `small-${n}`)].map((name) => ({ dir: path.join(outDir, name) }))
  await runPagefindScript(path.join(__dirname, '../../search/support/pagefindPatchedIndex.mjs'), [plan], written, dir)
  // The last build's search step: re-split, fragment list, record.
  const live = path.join(publicDir, 'pagefind')
  fs.cpSync(path.join(outDir, 'before'), live, { recursive: true })
  const maker = indexMaker(live, PAGEFIND_EXCLUDE)
  const { sources } = await rechunkPagefindIndex(live, cborg)
  dropUnusedPagefindFiles(live)
  const record = path.join(dir, 'cache', 'search-documents-word-index.bin')
  writeWordIndexRecord(record, maker, sources, cborg, { en: liveMetaName(live, 'en') ?? '' })
  fs.writeFileSync(path.join(dir, 'fragments.json'), JSON.stringify(fragmentListOf(live, maker, null, new Set())))
  const expected = path.join(outDir, 'after')
  await rechunkPagefindIndex(expected, cborg)
  dropUnusedPagefindFiles(expected)
  return { live, record, maker, small: (n) => path.join(outDir, `small-${n}`), expected, documents }
}

/** Pagefind's answer for the given documents, from the bundle the script made of them. */
const fromScript = (bundle: string, expectFiles: string[]): IndexGiven => async (given, outDir) => {
  expect(given.map((d) => d.file).sort()).toEqual([...expectFiles].sort())
  fs.cpSync(bundle, outDir, { recursive: true })
  return true
}

async function patch(b: Builds & { documents: SearchDocument[] }, indexGiven: IndexGiven) {
  const record = takeWordIndexRecord(b.record, cborg)
  expect(record).not.toBeNull()
  const next = path.join(dir, 'next')
  const patched = await patchLastIndex({
    indexGiven,
    excludeSelectors: PAGEFIND_EXCLUDE,
    documents: b.documents,
    recorded: record!.indexes,
    recordedMaker: record!.maker,
    lastList: JSON.parse(fs.readFileSync(path.join(dir, 'fragments.json'), 'utf8')),
    liveDir: b.live,
    next,
    codec: cborg,
  })
  if (patched) {
    await rechunkPagefindIndex(next, cborg, undefined, null, patched.sources)
    dropUnusedPagefindFiles(next)
  }
  return { patched, next }
}

const cutFiles = (documents: SearchDocument[]) => documents.filter((d) => d.cut).map((d) => d.file)

test('edited pages patched into the last index give the bundle Pagefind makes of every page', async () => {
  const edits = {
    // Words gone (fee, percent, liquidity), words new to the site (rebalancing, oracle), a heading's weight, the title.
    'concepts/swaps': page('Swaps and routing', '<p>A swap is routed through pairs; an oracle reads rebalancing prices.</p><h3>Pairs</h3><p>Routing.</p>'),
    '': page('Home', '<p>Squire is a decentralised exchange with pools and a router.</p>'),
  }
  const b = await builds(edits, (documents) => [documents.filter((d) => d.cut)])
  expect(cutFiles(b.documents).sort()).toEqual(['concepts/swaps/index.html', 'index.html'])
  const { patched, next } = await patch(b, fromScript(b.small(0), ['concepts/swaps/index.html', 'index.html']))
  expect(patched).toMatchObject({ patched: 2, pages: 6 })
  const want = deployedIndexDigests(b.expected)
  expect(Object.keys(want).filter((f) => f.startsWith('fragment'))).toHaveLength(6)
  expect(deployedIndexDigests(next)).toEqual(want)
  // What the next build records: the words (stemmed) of the pages as they are now.
  const words = patched!.sources[0].words.map((w) => w.word)
  expect(words).toEqual(expect.arrayContaining(['oracl', 'rebalanc', 'pool']))
  expect(words).not.toContain('percent')
}, 60_000)

test('with no page changed, one is indexed again and the index comes back as it was', async () => {
  const b = await builds({}, (documents) => [documents.slice(0, 1)])
  expect(cutFiles(b.documents)).toEqual([])
  const { patched, next } = await patch(b, fromScript(b.small(0), [b.documents[0].file]))
  expect(patched).toMatchObject({ patched: 0, pages: 6 })
  expect(deployedIndexDigests(next)).toEqual(deployedIndexDigests(b.expected))
}, 60_000)

test('what it cannot place as Pagefind would is left to Pagefind', async () => {
  // An image gives the page meta fields (image, image_alt) no other page has: every page's field numbers change.
  const b = await builds({ 'guides/claiming': page('guides/claiming', '<p>Claiming SQR takes a Merkle proof.</p><img src="/a.png" alt="A proof">') }, (documents) => [documents.filter((d) => d.cut)])
  expect((await patch(b, fromScript(b.small(0), ['guides/claiming/index.html']))).patched).toBeNull()
  // The live bundle is not the one the record is of (a build with the device off, a hand edit): nothing is patched.
  const d = await builds({}, (documents) => [documents.slice(0, 1)])
  const entryFile = path.join(d.live, 'pagefind-entry.json')
  fs.writeFileSync(entryFile, fs.readFileSync(entryFile, 'utf8').replace(/"hash":"en_/, '"hash":"en_0'))
  expect((await patch(d, fromScript(d.small(0), [d.documents[0].file]))).patched).toBeNull()
  // Another Pagefind or options than the record's: nothing is patched.
  const c = await builds({}, (documents) => [documents.slice(0, 1)])
  const record = fs.readFileSync(c.record)
  fs.writeFileSync(c.record, Buffer.from(record.toString('latin1').replace(/"maker":"/, '"maker":"x'), 'latin1'))
  expect((await patch(c, fromScript(c.small(0), [c.documents[0].file]))).patched).toBeNull()
}, 60_000)

test('a page added or gone, or Pagefind failing, leave it to Pagefind', async () => {
  const b = await builds({ 'guides/new': page('New', '<p>A new page.</p>') }, () => [])
  const never: IndexGiven = async () => {
    throw new Error('Pagefind should not be asked')
  }
  expect((await patch(b, never)).patched).toBeNull()
  const c = await builds({ 'concepts/pools': page('Pools', '<p>Pools.</p>') }, () => [])
  expect((await patch(c, async () => false)).patched).toBeNull()
}, 60_000)
