/**
 * The search step of a rebuild that changed few pages (speed device patched-word-index,
 * ../../speed/patchedWordIndex.ts): Pagefind indexes the changed documents alone, and the last
 * build's index, patched with their entries, is this build's. Everything that could make the
 * result differ from Pagefind's own index of every document is checked first; any doubt answers
 * null and the caller has Pagefind index everything.
 */
import fs from 'fs'
import path from 'path'
import type { CborCodec, IndexSource } from './pagefindChunks'
import { readIndexSources } from './pagefindChunks'
import type { SearchDocument } from './searchDocuments'
import { filesUnder } from './searchDocuments'
import { fragmentData, indexMaker, linkUnchangedFragments, namesCollide, type FragmentList } from '../../speed/keptFragments'
import { patchWordEntries, type RecordedIndex } from '../../speed/patchedWordIndex'

/**
 * Indexes `given` alone with Pagefind into `outDir` (a bundle, whole on disk); false when Pagefind
 * reports errors.
 */
export type IndexGiven = (given: ReadonlyArray<Pick<SearchDocument, 'file' | 'document'>>, outDir: string) => Promise<boolean>

/** Above this many changed documents, Pagefind indexes every page (as the early index's limit). */
export const PATCH_MAX_CHANGED = 32

export interface PatchedBundle {
  /** The index before the re-split: the language's metadata and words. */
  sources: IndexSource[]
  /** Fragment files linked from the last build's folder. */
  linked: Set<string>
  /** Pagefind's version and options (keptFragments.indexMaker). */
  maker: string
  pages: number
  /** Documents whose entries were replaced. */
  patched: number
}

interface FragmentData {
  url: string
  meta: Record<string, unknown>
}

/** A fragment's URL and meta fields; null when unreadable. */
function readFragment(file: string): FragmentData | null {
  try {
    const { url, meta } = fragmentData(file)
    return typeof url === 'string' && meta !== null && typeof meta === 'object' ? { url, meta: meta as Record<string, unknown> } : null
  } catch {
    return null
  }
}

/** The name the live bundle's entry file gives a language's metadata; null without one. */
export function liveMetaName(bundleDir: string, language: string): string | null {
  try {
    const entry = JSON.parse(fs.readFileSync(path.join(bundleDir, 'pagefind-entry.json'), 'utf8')) as { languages?: Record<string, { hash?: unknown }> }
    const hash = entry.languages?.[language]?.hash
    return typeof hash === 'string' ? hash : null
  } catch {
    return null
  }
}

/** The page list of a metadata record (MetaIndex) with no filters and no sorts; null for any other. */
function plainPages(meta: readonly unknown[]): unknown[] | null {
  const [, pages, , filters, sorts] = meta
  const empty = (list: unknown) => Array.isArray(list) && list.length === 0
  return Array.isArray(pages) && empty(filters) && empty(sorts) ? pages : null
}

const sameKeys = (a: Record<string, unknown>, b: Record<string, unknown>) => {
  const x = Object.keys(a).sort()
  const y = Object.keys(b).sort()
  return x.length === y.length && x.every((key, i) => key === y[i])
}

/**
 * Writes into `next` (a fresh folder) the last build's index (`recorded`, made by `recordedMaker`;
 * its bundle live in `liveDir`, its fragment names in `lastList`) patched with the documents cut
 * in this build: Pagefind's bundle files and fragments, without index chunks or metadata (the
 * re-split writes those from `sources`). Null, with nothing left in `next`, when it cannot.
 */
export async function patchLastIndex(args: {
  indexGiven: IndexGiven
  excludeSelectors: string[]
  documents: readonly SearchDocument[]
  recorded: RecordedIndex[]
  recordedMaker: string
  lastList: FragmentList | null
  liveDir: string
  next: string
  codec: CborCodec
}): Promise<PatchedBundle | null> {
  const { documents, recorded, lastList, liveDir, next, codec } = args
  if (!lastList || recorded.length !== 1 || lastList.maker !== args.recordedMaker) return null
  const [whole] = recorded
  // The record is of the bundle that is live (the last build's), or of nothing this build can use.
  if (liveMetaName(liveDir, whole.language) !== whole.live) return null
  const pages = plainPages(whole.meta)
  if (!pages || pages.length !== documents.length) return null
  // The same pages as the last build (a page added or gone renumbers the others).
  if (Object.keys(lastList.fragments).length !== documents.length || !documents.every((d) => lastList.fragments[d.url])) return null
  const cut = documents.filter((d) => d.cut)
  if (cut.length > PATCH_MAX_CHANGED) return null
  const pageOfHash = new Map<unknown, number>(pages.map((page: unknown, i) => [Array.isArray(page) ? page[0] : null, i]))
  const stem = (name: string) => name.replace(/\.pf_fragment$/, '')
  // With no document cut, the first one is indexed again all the same: Pagefind's answer shows it
  // is the Pagefind that made the record, and its entries come back unchanged.
  const given = cut.length ? cut : documents.slice(0, 1)
  const small = `${next}-changed`
  fs.rmSync(small, { recursive: true, force: true })
  try {
    if (!(await args.indexGiven(given, small))) return null
    if (indexMaker(small, args.excludeSelectors) !== args.recordedMaker) return null
    const sources = await readIndexSources(small, codec)
    if (sources.length !== 1 || sources[0].language !== whole.language) return null
    const [source] = sources
    const smallPages = plainPages(source.meta)
    if (!smallPages || smallPages.length !== given.length) return null
    const newPages = [...pages]
    const pageOf = new Map<number, number>()
    const fresh: string[] = []
    for (const [q, page] of smallPages.entries()) {
      if (!Array.isArray(page) || typeof page[0] !== 'string') return null
      const name = `${page[0]}.pf_fragment`
      const data = readFragment(path.join(small, 'fragment', name))
      const oldName = data ? lastList.fragments[data.url] : undefined
      const p = oldName ? pageOfHash.get(stem(oldName)) : undefined
      const old = oldName ? readFragment(path.join(liveDir, 'fragment', oldName)) : null
      // Meta-field numbers index every page's field names: the page keeps the same ones.
      if (!data || p === undefined || !old || old.url !== data.url || !sameKeys(old.meta, data.meta)) return null
      pageOf.set(q, p)
      newPages[p] = page
      fresh.push(name)
    }
    // Fragment names lengthened on a collision depend on every page: none may collide.
    if (namesCollide(newPages.map((page) => `${(page as [string])[0]}.pf_fragment`))) return null
    const words = patchWordEntries(whole, { source, pageOf })
    if (!words) return null
    const meta = [...whole.meta]
    meta[1] = newPages
    // The bundle: the last build's fragments of unchanged pages, the changed pages' new ones, and
    // Pagefind's other files as this Pagefind wrote them (the entry counting every page).
    fs.mkdirSync(path.join(next, 'fragment'), { recursive: true })
    const linked = linkUnchangedFragments(lastList, documents, liveDir, next)
    for (const name of fresh) if (!fs.existsSync(path.join(next, 'fragment', name))) fs.renameSync(path.join(small, 'fragment', name), path.join(next, 'fragment', name))
    for (const file of filesUnder(small)) {
      if (file.startsWith('fragment/') || file.startsWith('index/') || file.endsWith('.pf_meta')) continue
      fs.mkdirSync(path.dirname(path.join(next, file)), { recursive: true })
      fs.renameSync(path.join(small, file), path.join(next, file))
    }
    const entryFile = path.join(next, 'pagefind-entry.json')
    const entry = JSON.parse(fs.readFileSync(entryFile, 'utf8')) as { languages: Record<string, { page_count: number }> }
    entry.languages[whole.language].page_count = newPages.length
    fs.writeFileSync(entryFile, JSON.stringify(entry))
    return { sources: [{ language: whole.language, meta, words }], linked, maker: args.recordedMaker, pages: newPages.length, patched: cut.length }
  } finally {
    fs.rmSync(small, { recursive: true, force: true })
  }
}
