/**
 * @jest-environment node
 *
 * The early search index of a rebuild (src/build/outputs/search/pagefindIndex.ts prepareSearchIndex):
 * Pagefind reads the store of search documents the last build left while Gatsby renders, and the
 * post-build step gives it again only the documents cut in this build. It is used only when it
 * makes the index a fresh read would: checked here with Pagefind itself (a plain Node script, as
 * pagefind is ESM-only), byte for byte.
 */
import fs from 'fs'
import os from 'os'
import path from 'path'
import zlib from 'zlib'
import { collectSearchDocuments, documentStoreDir, storedDocumentFiles } from '../../../../src/build/outputs/search/searchDocuments'
import { deployedIndexDigests } from '../../../search/support/fileDigests'
import { runPagefindScript } from '../../../search/support/runPagefindScript'
import { EARLY_INDEX_MAX_REPLACED, earlyIndexFits, PAGEFIND_EXCLUDE } from '../../../../src/build/outputs/search/pagefindIndex'

let dir: string
let publicDir: string
let cacheFile: string
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'early-index-'))
  publicDir = path.join(dir, 'public')
  cacheFile = path.join(dir, 'cache', 'search-documents.json')
})
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

const page = (title: string, text: string) =>
  `<!DOCTYPE html><html lang="en"><head><title>${title}</title></head><body><nav>menu</nav><article data-pagefind-body=""><h1>${title}</h1><h2 id="use">Use</h2><p>${text}</p><pre>code here</pre></article></body></html>`
const writePage = (route: string, html: string, mtime = new Date('2026-01-01T00:00:00Z')) => {
  const file = path.join(publicDir, route, 'index.html')
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, html)
  fs.utimesSync(file, mtime, mtime)
}
const PAGES: Record<string, string> = {
  '': 'Squire is a constant-product exchange.',
  'concepts/pools': 'A pool holds reserves of two tokens and mints liquidity shares.',
  'concepts/swaps': 'A swap pays a fee of 0.30 percent to liquidity providers.',
  'contracts/router': 'The router quotes amounts along a path of pairs.',
  'contracts/factory': 'The factory creates one pair per token pair.',
  'guides/claiming': 'Claiming SQR takes a Merkle proof.',
}
/** A build's pages and its search step's store, as the last build leaves them. */
function lastBuild(): string[] {
  for (const [route, text] of Object.entries(PAGES)) writePage(route, page(route || 'Home', text))
  collectSearchDocuments(publicDir, cacheFile).save()
  return storedDocumentFiles(cacheFile) ?? []
}
const early = (files: string[]) => ({ files: new Set(files), pageCount: files.length })

test('the early index is used when the same pages were built and few were cut again', () => {
  const files = lastBuild()
  expect(files.sort()).toEqual(['concepts/pools/index.html', 'concepts/swaps/index.html', 'contracts/factory/index.html', 'contracts/router/index.html', 'guides/claiming/index.html', 'index.html'])
  writePage('concepts/swaps', page('concepts/swaps', 'A swap now pays a different fee.'), new Date('2026-02-01T00:00:00Z'))
  const { documents } = collectSearchDocuments(publicDir, cacheFile)
  expect(documents.filter((d) => d.cut).map((d) => d.file)).toEqual(['concepts/swaps/index.html'])
  expect(earlyIndexFits(early(files), documents)).toBe(true)
  // Pagefind counted other pages than the store held: not used.
  expect(earlyIndexFits({ files: new Set(files), pageCount: files.length - 1 }, documents)).toBe(false)
})

test('a page added or gone, or many pages cut again, means a fresh index', () => {
  const files = lastBuild()
  writePage('guides/new', page('New', 'A new page.'))
  expect(earlyIndexFits(early(files), collectSearchDocuments(publicDir, cacheFile).documents)).toBe(false)
  fs.rmSync(path.join(publicDir, 'guides'), { recursive: true })
  expect(earlyIndexFits(early(files), collectSearchDocuments(publicDir, cacheFile).documents)).toBe(false)
  const many = Array.from({ length: EARLY_INDEX_MAX_REPLACED + 1 }, (_, i) => ({ file: `p${i}/index.html`, cut: true }))
  expect(earlyIndexFits(early(many.map((d) => d.file)), many)).toBe(false)
  expect(earlyIndexFits(early(many.map((d) => d.file)), many.map((d, i) => ({ ...d, cut: i === 0 })))).toBe(true)
})

test('Pagefind makes the same index from the early one plus the pages cut again as from a fresh read', async () => {
  lastBuild()
  const storeBefore = path.join(dir, 'store-before')
  fs.cpSync(documentStoreDir(cacheFile), storeBefore, { recursive: true })
  writePage('concepts/swaps', page('concepts/swaps', 'A swap now pays a fee of 0.05 percent, with a new word: rebalancing.'), new Date('2026-02-01T00:00:00Z'))
  writePage('', page('Home', 'Squire is a decentralised exchange with pools.'), new Date('2026-02-01T00:00:00Z'))
  const { documents, storeDir } = collectSearchDocuments(publicDir, cacheFile)
  const given = documents.filter((d) => d.cut).map(({ file, document }) => ({ file, document }))
  expect(given.map((d) => d.file).sort()).toEqual(['concepts/swaps/index.html', 'index.html'])
  const outDir = path.join(dir, 'out')
  const plan = path.join(dir, 'plan.json')
  fs.writeFileSync(plan, JSON.stringify({ excludeSelectors: PAGEFIND_EXCLUDE, storeNow: storeDir, storeBefore, given, outDir }))
  await runPagefindScript(path.join(__dirname, '../../../search/support/pagefindEarlyIndex.mjs'), [plan], [{ dir: path.join(outDir, 'fresh') }, { dir: path.join(outDir, 'early') }], dir)
  expect(JSON.parse(fs.readFileSync(path.join(outDir, 'counts.json'), 'utf8'))).toEqual({ fresh: 6, early: 6 })
  const fresh = deployedIndexDigests(path.join(outDir, 'fresh'))
  const fromEarly = deployedIndexDigests(path.join(outDir, 'early'))
  expect(Object.keys(fresh).length).toBeGreaterThan(6)
  expect(fromEarly).toEqual(fresh)
  // One fragment per page, and the new text is in them, not the text the early index first read.
  const fragments = Object.keys(fresh).filter((f) => f.startsWith('fragment')).map((f) => zlib.gunzipSync(fs.readFileSync(path.join(outDir, 'early', f))).toString('utf8'))
  expect(fragments).toHaveLength(6)
  expect(fragments.filter((text) => text.includes('rebalancing'))).toHaveLength(1)
  expect(fragments.filter((text) => text.includes('0.30 percent'))).toHaveLength(0)
}, 30_000)
