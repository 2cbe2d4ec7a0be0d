/**
 * After `gatsby build`: Pagefind's chunked index over the built HTML, written to public/pagefind/,
 * through Pagefind's Node API (npm `pagefind`, its binary from `@pagefind/<platform>`). Only the
 * elements marked by src/search/indexAttributes.ts are indexed. Then every search asset the
 * browser fetches by its stable URL (src/search/assets.ts) must exist, or the build fails.
 */
import fs from 'fs'
import os from 'os'
import path from 'path'
import { SEARCH_ASSETS } from '../../../search/assets'
import { CHUNK_FILE_MAKER, rechunkPagefindIndex, type CborCodec } from './pagefindChunks'
import { awaitWholeIndex } from './pagefindWrites'
import { fragmentListOf, fragmentNames, indexMaker, linkUnchangedFragments, namesCollide, readFragmentList, writeFragmentList } from '../../speed/keptFragments'
import { keptIndexChunks } from '../../speed/keptIndexChunks'
import { takeWordIndexRecord, wordIndexRecordFile, writeWordIndexRecord } from '../../speed/patchedWordIndex'
import { liveMetaName, patchLastIndex, type PatchedBundle } from './pagefindPatch'
import { speedOn } from '../../speed/speedSwitch'
import { collectSearchDocuments, documentStoreDir, storedDocumentFiles, type SearchDocument, type SearchDocuments } from './searchDocuments'

/** Inside indexed articles: code blocks (as the develop index) and their copy buttons, the copy-page and feedback widgets. */
export const PAGEFIND_EXCLUDE = ['pre', 'button[aria-label="Copy code to clipboard"]', 'article > header button', '[role="group"][aria-labelledby^="sentiment-"]', '[role="status"]']

type PagefindModule = typeof import('pagefind')

// pagefind is ESM-only (exports `import` only) and gatsby-node is compiled to CommonJS, which
// would turn a plain `import()` into `require()`: keep a real dynamic import.
const importEsm = new Function('specifier', 'return import(specifier)') as <T>(specifier: string) => Promise<T>

export interface PagefindIndexResult {
  pages: number
  seconds: number
  /** Pages whose HTML was read for the index in this build (the others' documents were cached). */
  read: number
  /** Pages handed to the index prepared early (prepareSearchIndex); null when a fresh index read them all. */
  early: number | null
  /** Fragment files of the last build's index that Pagefind kept instead of writing them (./pagefindFragments.ts). */
  fragmentsKept: number
  /** Documents whose entries were put into the last build's index (./pagefindPatch.ts); null when Pagefind indexed every page. */
  patched: number | null
}

function fail(step: string, errors: readonly string[]): never {
  throw new Error(`Pagefind ${step} failed:\n${errors.map((e) => `  - ${e}`).join('\n')}`)
}

/**
 * Puts the folder `next` where `target` is, replacing it whole: Pagefind names its index chunks by
 * content and never deletes old ones, so writing over last build's folder would leave every
 * earlier build's chunks behind (and the folder would grow with each rebuild).
 */
export function replaceDirectory(next: string, target: string): void {
  const old = `${target}.old-${process.pid}`
  fs.rmSync(old, { recursive: true, force: true })
  if (fs.existsSync(target)) fs.renameSync(target, old)
  fs.renameSync(next, target)
  fs.rmSync(old, { recursive: true, force: true })
}

/**
 * What Pagefind writes for its own search UIs and its web worker. Search here renders with
 * DocSearch and runs Pagefind with `noWorker` (src/search/engine/pagefindChunk.ts), so the browser
 * never asks for these (≈ 420 KB): they are not deployed.
 */
export const PAGEFIND_UNUSED_FILES = [
  'pagefind-ui.js',
  'pagefind-ui.css',
  'pagefind-modular-ui.js',
  'pagefind-modular-ui.css',
  'pagefind-component-ui.js',
  'pagefind-component-ui.css',
  'pagefind-highlight.js',
  'pagefind-worker.js',
]

export function dropUnusedPagefindFiles(dir: string): void {
  for (const file of PAGEFIND_UNUSED_FILES) fs.rmSync(path.join(dir, file), { force: true })
}

/** Each document at its page's path under `dir`, where Pagefind finds it as it would the page in public/. */
export function stageSearchDocuments(documents: readonly Pick<SearchDocument, 'url' | 'file' | 'document'>[], dir: string): void {
  for (const { file, document } of documents) {
    const staged = path.join(dir, ...file.split('/'))
    fs.mkdirSync(path.dirname(staged), { recursive: true })
    fs.writeFileSync(staged, document)
  }
}

type PagefindIndexHandle = NonNullable<Awaited<ReturnType<PagefindModule['createIndex']>>['index']>

/**
 * Pagefind's index of the last build's documents, read while this build is still rendering
 * (`prepareSearchIndex`): `files` are the documents it read (paths in the store, as Pagefind saw
 * them), `pageCount` what it counted.
 */
export interface EarlyIndex {
  pagefind: PagefindModule
  index: PagefindIndexHandle
  files: ReadonlySet<string>
  pageCount: number
}

/** Above this many documents cut in this build, a fresh index is quicker than one call per page. */
export const EARLY_INDEX_MAX_REPLACED = 32

/**
 * Whether the early index can become this build's: it read exactly this build's set of documents
 * (a page added or gone would put it elsewhere in Pagefind's order, or leave it in), and few enough
 * of them were cut again in this build to be handed over one by one. Pagefind replaces a page it
 * is given again under the same URL in place, so the index is then the one a fresh read of the
 * store makes (checked against Pagefind itself: __tests__/build/outputs/search/earlyIndex.test.ts).
 */
export function earlyIndexFits(early: Pick<EarlyIndex, 'files' | 'pageCount'>, documents: readonly Pick<SearchDocument, 'file' | 'cut'>[]): boolean {
  if (early.pageCount !== early.files.size || documents.length !== early.files.size) return false
  if (!documents.every((document) => early.files.has(document.file))) return false
  return documents.filter((document) => document.cut).length <= EARLY_INDEX_MAX_REPLACED
}

let preparing: Promise<EarlyIndex | null> | null = null

/**
 * Starts Pagefind on the documents the last build left in the store beside `cacheFile`, in its own
 * process, while Gatsby still runs queries and renders (src/build/gatsby/onPostBootstrap.ts): on a
 * rebuild, most of a build's search step then happens while the main thread waits for the query
 * worker, and the post-build step hands Pagefind only the pages cut again. (Started earlier, at
 * onPreBootstrap, it slowed sourcing as much as it shortened the post-build step on two cores:
 * 3 rounds at 10,000 docs, 56.8 against 55.8 s.) Nothing is started
 * without a usable store (a cold build). Any failure leaves the post-build step to do it all as
 * before.
 */
export function prepareSearchIndex(cacheFile: string): void {
  if (preparing) return
  const files = storedDocumentFiles(cacheFile)
  if (!files || files.length === 0) return
  preparing = (async () => {
    const pagefind = await importEsm<PagefindModule>('pagefind')
    const created = await pagefind.createIndex({ excludeSelectors: PAGEFIND_EXCLUDE })
    if (!created.index) return null
    const added = await created.index.addDirectory({ path: documentStoreDir(cacheFile) })
    if (added.errors.length) {
      await created.index.deleteIndex()
      return null
    }
    return { pagefind, index: created.index, files: new Set(files), pageCount: added.page_count }
  })().catch(() => null)
}

/** The index prepareSearchIndex started, once Pagefind has read the store (null if none); taken once. */
export async function takePreparedIndex(): Promise<EarlyIndex | null> {
  const early = preparing
  preparing = null
  return early ? await early : null
}

/**
 * `onIndexing` is called once, as soon as Pagefind has a long piece of work to do in its own
 * process: reading and indexing every document (a fresh index), or, with the early index, writing
 * the index out (the few documents cut again are handed over first, while the main thread is
 * still free to take Pagefind's answers: one page took 11 s at 10,000 docs when the deploy step
 * held the thread). From then on other post-build work can take the main thread without holding
 * up the index. `lap` is called after each step with its name (the step times of `--verbose`).
 * `onPagefindEnded` is called once Pagefind's process has ended (its memory is back), before the
 * word index is re-split; and again, harmlessly, when this function returns or throws.
 */
export async function writePagefindIndex(
  publicDir: string,
  searchDocuments: SearchDocuments = collectSearchDocuments(publicDir),
  onIndexing: () => void = () => undefined,
  early: EarlyIndex | null = null,
  lap: (step: string) => void = () => undefined,
  onPagefindEnded: () => void = () => undefined,
): Promise<PagefindIndexResult> {
  const started = Date.now()
  let indexing = false
  const startIndexing = () => {
    if (indexing) return
    indexing = true
    onIndexing()
  }
  const pagefind = early?.pagefind ?? (await importEsm<PagefindModule>('pagefind'))
  try {
    // The CBOR codec, imported once it is needed (a build with no record first needs it for the re-split).
    let codec: CborCodec | null = null
    const cborg = async () => (codec ??= await importEsm<typeof import('cborg')>('cborg'))
    // Into a fresh folder, then swapped in: public/pagefind/ holds this build's index only. With a
    // store, the fragments of unchanged pages are linked in first, so Pagefind keeps them.
    const target = path.join(publicDir, SEARCH_ASSETS.pagefindDir)
    const next = `${target}.next-${process.pid}`
    const listFile = searchDocuments.storeDir ? `${searchDocuments.storeDir}-fragments.json` : null
    // Off (docs/decisions/kept-search-fragments.md): no list read or written, nothing linked.
    const keepFragments = speedOn('kept-search-fragments')
    const lastList = listFile && keepFragments ? readFragmentList(listFile) : null
    // Until this build's list is written, no list: a build stopped in between links nothing next time.
    if (listFile) fs.rmSync(listFile, { force: true })
    fs.rmSync(next, { recursive: true, force: true })
    // The last build's index, patched with the few documents cut again (docs/decisions/patched-word-index.md).
    const recordFile = searchDocuments.storeDir && speedOn('patched-word-index') ? wordIndexRecordFile(searchDocuments.storeDir) : null
    // Off, the record goes: the next build with it on must not patch an index older than this one.
    if (searchDocuments.storeDir && !recordFile) fs.rmSync(wordIndexRecordFile(searchDocuments.storeDir), { force: true })
    const record = recordFile ? takeWordIndexRecord(recordFile, await cborg()) : null
    let patched: PatchedBundle | null = null
    if (record) {
      patched = await patchLastIndex({ indexGiven: (given, outDir) => indexGivenDocuments(pagefind, given, outDir), excludeSelectors: PAGEFIND_EXCLUDE, documents: searchDocuments.documents, recorded: record.indexes, recordedMaker: record.maker, lastList, liveDir: target, next, codec: await cborg() }).catch(() => null)
      if (!patched) fs.rmSync(next, { recursive: true, force: true })
      lap(patched ? `last index patched with ${patched.patched} documents` : 'last index not patchable')
    }
    let kept: Set<string>
    let maker: string
    let pages: number
    let earlyCount: number | null = null
    if (patched) {
      if (early) await early.index.deleteIndex()
      ;({ linked: kept, maker, pages } = patched)
    } else {
      const index = early && earlyIndexFits(early, searchDocuments.documents) ? await replaceCutDocuments(early, searchDocuments) : await indexAllDocuments(pagefind, searchDocuments, publicDir, startIndexing, early)
      lap(index.early === null ? 'documents indexed' : 'changed documents given to the early index')
      const writeIndex = async (linked: ReadonlySet<string>) => {
        const writing = index.handle.writeFiles({ outputPath: next })
        startIndexing()
        const written = await writing
        if (written.errors.length) fail('writing the index', written.errors)
        // Pagefind 1.5 answers before its writes are on disk (./pagefindWrites.ts).
        await awaitWholeIndex(next, new Set([...linked].map((name) => `fragment/${name}`)))
      }
      kept = linkUnchangedFragments(lastList, searchDocuments.documents, target, next)
      lap(`${kept.size} unchanged fragments linked`)
      await writeIndex(kept)
      lap('index written by Pagefind')
      maker = indexMaker(next, PAGEFIND_EXCLUDE)
      if (kept.size > 0 && (lastList?.maker !== maker || namesCollide(fragmentNames(next)))) {
        // Another Pagefind or options, or a name Pagefind lengthened: nothing linked can be trusted.
        fs.rmSync(next, { recursive: true, force: true })
        kept = new Set()
        await writeIndex(kept)
      }
      pages = index.pages
      earlyCount = index.early
    }
    // Pagefind's work is done: its process (≈ 0.4 GB at 2,000 docs) goes before the re-split,
    // while the deploy step may still be running beside it (`finally` closes it on a failure).
    await pagefind.close()
    onPagefindEnded()
    const list = listFile && keepFragments ? fragmentListOf(next, maker, lastList, kept) : null
    // Small word-index chunks (./pagefindChunks.ts), then the finished folder goes live.
    lap('fragment list')
    // The last build's chunk files for chunks whose bytes did not change (docs/decisions/kept-index-chunks.md).
    const chunkRecord = searchDocuments.storeDir ? `${searchDocuments.storeDir}-index-chunks.json` : null
    const keptChunks = chunkRecord && speedOn('kept-index-chunks') ? keptIndexChunks(chunkRecord, path.join(target, 'index'), CHUNK_FILE_MAKER) : null
    const resplit = await rechunkPagefindIndex(next, await cborg(), undefined, keptChunks, patched?.sources ?? null)
    lap(`word index re-split${keptChunks ? ` (${keptChunks.kept()} chunk files kept)` : ''}`)
    dropUnusedPagefindFiles(next)
    replaceDirectory(next, target)
    if (listFile && list) writeFragmentList(listFile, list)
    keptChunks?.save()
    if (recordFile && list) writeWordIndexRecord(recordFile, maker, resplit.sources, await cborg(), Object.fromEntries(resplit.sources.map(({ language }) => [language, liveMetaName(target, language) ?? ''])))
    lap('folder swapped in')
    return { pages, seconds: (Date.now() - started) / 1000, read: searchDocuments.read, early: earlyCount, fragmentsKept: kept.size, patched: patched ? patched.patched : null }
  } finally {
    await pagefind.close()
    onPagefindEnded()
  }
}

/** A bundle of `given` alone, whole on disk in `outDir`; false when Pagefind reports errors. */
async function indexGivenDocuments(pagefind: PagefindModule, given: ReadonlyArray<Pick<SearchDocument, 'file' | 'document'>>, outDir: string): Promise<boolean> {
  const created = await pagefind.createIndex({ excludeSelectors: PAGEFIND_EXCLUDE })
  if (!created.index) return false
  try {
    for (const { file, document } of given) {
      const added = await created.index.addHTMLFile({ sourcePath: file, content: document })
      if (added.errors.length) return false
    }
    const written = await created.index.writeFiles({ outputPath: outDir })
    if (written.errors.length) return false
    // Pagefind 1.5 answers before its writes are on disk (./pagefindWrites.ts).
    await awaitWholeIndex(outDir)
    return true
  } finally {
    await created.index.deleteIndex()
  }
}

interface ReadyIndex {
  handle: PagefindIndexHandle
  pages: number
  /** Pages handed to the early index in this step (null: a fresh index read them all). */
  early: number | null
}

/** The early index, given again the documents cut in this build (Pagefind replaces them in place). */
async function replaceCutDocuments(early: EarlyIndex, searchDocuments: SearchDocuments): Promise<ReadyIndex> {
  const cut = searchDocuments.documents.filter((document) => document.cut)
  for (const { file, document } of cut) {
    const added = await early.index.addHTMLFile({ sourcePath: file, content: document })
    if (added.errors.length) fail(`indexing ${file}`, added.errors)
  }
  return { handle: early.index, pages: early.pageCount, early: cut.length }
}

/** A fresh index of every document (the early one, if any, dropped). */
async function indexAllDocuments(pagefind: PagefindModule, searchDocuments: SearchDocuments, publicDir: string, onIndexing: () => void, early: EarlyIndex | null): Promise<ReadyIndex> {
  if (early) await early.index.deleteIndex()
  const created = await pagefind.createIndex({ excludeSelectors: PAGEFIND_EXCLUDE })
  if (!created.index) fail('createIndex', created.errors)
  const { index } = created
  // Each page's indexed element only (./searchDocuments.ts), at its page's path in a folder that
  // Pagefind reads itself: one call, the files parsed in parallel, in Pagefind's own (sorted, so
  // build-to-build stable) order; a call per page over its stdio channel took 2–3× as long
  // (500 docs: 1.0–1.4 s against 0.4 s; 2,000: the whole step 7.5–9.0 s against 5.2–6.8 s).
  // The build's documents are kept in such a folder between builds (the store); without one they
  // are staged in a temporary folder.
  let added: { errors: string[]; page_count: number }
  if (searchDocuments.storeDir) {
    onIndexing()
    added = await index.addDirectory({ path: searchDocuments.storeDir })
  } else {
    const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'squire-search-documents-'))
    try {
      stageSearchDocuments(searchDocuments.documents, staging)
      onIndexing()
      added = await index.addDirectory({ path: staging })
    } finally {
      fs.rmSync(staging, { recursive: true, force: true })
    }
  }
  if (added.errors.length) fail(`indexing ${publicDir}`, added.errors)
  if (added.page_count !== searchDocuments.documents.length) fail(`indexing ${publicDir}`, [`${searchDocuments.documents.length} pages to index, Pagefind read ${added.page_count}`])
  return { handle: index, pages: added.page_count, early: null }
}

/** Problems with the search assets in public/, each naming the file; empty when all is well. */
export function searchAssetProblems(publicDir: string, indexedPages: number): string[] {
  const problems: string[] = []
  const required = [SEARCH_ASSETS.pagefindScript, `/${SEARCH_ASSETS.pagefindDir}/pagefind-entry.json`, SEARCH_ASSETS.docsearchCss]
  for (const url of required) {
    if (!fs.existsSync(path.join(publicDir, url))) problems.push(`public${url} is missing (the browser fetches ${url})`)
  }
  if (indexedPages === 0) {
    problems.push('Pagefind indexed no page: no built HTML carries data-pagefind-body (see src/search/indexAttributes.ts)')
  }
  return problems
}

/**
 * The one call onPostBuild makes: index, then check. Resolves to `save`, which records the pages'
 * search documents for the next build; call it once nothing rewrites HTML any more. `onIndexing`
 * and `onPagefindEnded`: as writePagefindIndex's (neither is called when the step fails before
 * Pagefind starts: the caller also calls them when the returned promise settles).
 */
export async function buildSearchAfterBuild(
  { reporter }: { reporter: { info: (m: string) => void; verbose?: (m: string) => void; panicOnBuild: (m: string) => void } },
  {
    publicDir = path.join(process.cwd(), 'public'),
    cacheFile,
    onIndexing,
    onPagefindEnded,
  }: { publicDir?: string; cacheFile?: string; onIndexing?: () => void; onPagefindEnded?: () => void } = {},
): Promise<() => void> {
  let result: PagefindIndexResult = { pages: 0, seconds: 0, read: 0, early: null, fragmentsKept: 0, patched: null }
  let documents: SearchDocuments
  try {
    // Before the store changes: Pagefind may still be reading it for the early index.
    // Step times show with `gatsby build --verbose`.
    let step = Date.now()
    const lap = (name: string) => {
      reporter.verbose?.(`Squire Docs search step: ${name} ${((Date.now() - step) / 1000).toFixed(2)} s`)
      step = Date.now()
    }
    const early = await takePreparedIndex()
    lap('early index ready')
    documents = collectSearchDocuments(publicDir, cacheFile)
    lap(`documents collected (${documents.read} read)`)
    result = await writePagefindIndex(publicDir, documents, onIndexing, early, lap, onPagefindEnded)
  } catch (error) {
    reporter.panicOnBuild(`Search index: ${error instanceof Error ? error.message : String(error)}`)
    return () => undefined
  }
  const problems = searchAssetProblems(publicDir, result.pages)
  if (problems.length) reporter.panicOnBuild(`Search assets:\n${problems.map((p) => `  - ${p}`).join('\n')}`)
  else {
    const how =
      result.patched !== null
        ? `; the last build's index patched with ${result.patched} changed documents`
        : result.early === null
          ? ''
          : `; the index of the last build's documents was read during the build and ${result.early} given again`
    const kept = result.fragmentsKept ? `; ${result.fragmentsKept} fragments kept from the last build` : ''
    reporter.info(`Search: Pagefind indexed ${result.pages} pages in ${result.seconds.toFixed(1)} s (public/${SEARCH_ASSETS.pagefindDir}; ${result.read} read, the others' indexed text unchanged${how}${kept})`)
  }
  return () => documents.save()
}
