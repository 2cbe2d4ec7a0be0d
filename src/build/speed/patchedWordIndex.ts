/**
 * A rebuild that changed a few pages' search documents patches the last build's word index with
 * those pages' entries, instead of having Pagefind index every page again.
 *
 * Why: at 10,000 docs Pagefind's read of every stored document takes 8–11 s and its write 12 s
 * (≈ 5.6 s of it rebuilding the whole word index from every page), for a one-doc edit that changes
 * the entries of that doc's words only. Pagefind indexes the changed pages alone (a fresh index of
 * a few pages: tens of milliseconds), and this module puts their entries into the last build's
 * index (docs/decisions/patched-word-index.md).
 *
 * Why the result is Pagefind's own (Pagefind 1.5.2, `build_indexes` in pagefind/src/index/mod.rs):
 * a page's entries (its word positions and weights, its meta-field positions) are made from that
 * page alone; a page's number is its place in the page list, which stays as it was when the set of
 * pages is the same; a word's pages are listed by page number with the numbers delta-encoded; words
 * are sorted by their UTF-8 bytes. What else depends on other pages is checked, and the caller
 * indexes everything with Pagefind when a check fails (`null` from patchWordIndex):
 * - meta-field numbers index the sorted union of every page's field names: the changed page must
 *   have the same field names before and after, and its positions are renumbered from the small
 *   index's union to the whole one's;
 * - fragment names are 7 hex digits of a hash, lengthened on a collision: no name may collide;
 * - diacritic variants are ordered by the first page that has them: no changed page may have any,
 *   before or after; filters and sorts: the site has none, and a bundle with any is not patched.
 * The proofs lane (incremental = cold, byte for byte) and __tests__/build/speed/patchedWordIndex.test.ts
 * compare the result with Pagefind's own index of the same documents.
 *
 * The record (`${store}-word-index.bin`, beside the search-document store) holds each build's
 * index before the re-split: Pagefind's metadata and every word's entry, with what made it
 * (Pagefind's version and options) and the name of the metadata file of the bundle it is of. It
 * is removed when read (or when the device is off) and written again once the build's index is
 * live, so a build stopped half-way, or one with the device off, patches nothing next time; and
 * it is used only while public/pagefind is the bundle it is of.
 */
import fs from 'fs'
import { encodeHead, itemEnd, readHead, textAt } from '../outputs/search/cborItems'
import type { CborCodec, IndexSource, PackedWord } from '../outputs/search/pagefindChunks'

/** Bump when the record's form changes. */
const RECORD_VERSION = 1
const MAGIC = 'squire-word-index\n'

interface RecordHeader {
  version: number
  /** Pagefind's version and options (keptFragments.indexMaker): another value invalidates the record. */
  maker: string
  languages: Array<{ language: string; live: string; metaBytes: number; words: number; wordBytes: number }>
}

/**
 * The index a build made, before the re-split: each language's metadata and word entries, and
 * `live`, the name its bundle's entry file gives the language's metadata after the re-split
 * (the record is of that bundle only).
 */
export function writeWordIndexRecord(file: string, maker: string, sources: readonly IndexSource[], codec: CborCodec, live: Readonly<Record<string, string>>): void {
  const parts: Uint8Array[] = []
  const header: RecordHeader = { version: RECORD_VERSION, maker, languages: [] }
  for (const { language, meta, words } of sources) {
    const metaBytes = codec.encode(meta)
    parts.push(metaBytes, ...words.map((word) => word.bytes))
    header.languages.push({ language, live: live[language] ?? '', metaBytes: metaBytes.length, words: words.length, wordBytes: words.reduce((sum, word) => sum + word.bytes.length, 0) })
  }
  const tmp = `${file}.tmp`
  fs.writeFileSync(tmp, Buffer.concat([Buffer.from(`${MAGIC}${JSON.stringify(header)}\n`), ...parts]))
  fs.renameSync(tmp, file)
}

/** A recorded language: its metadata, and its entries' bytes (`count` entries, one after the other). */
export interface RecordedIndex {
  language: string
  /** The name of the language's metadata in the bundle the record is of (pagefind-entry.json). */
  live: string
  meta: unknown[]
  entries: Uint8Array
  count: number
}

/**
 * The record the last build wrote, with what made it (the caller compares it with this build's
 * Pagefind); removed as it is read (this build writes its own once its index is live). Null when
 * missing or unreadable.
 */
export function takeWordIndexRecord(file: string, codec: CborCodec): { maker: string; indexes: RecordedIndex[] } | null {
  let bytes: Buffer
  try {
    bytes = fs.readFileSync(file)
  } catch {
    return null
  }
  fs.rmSync(file, { force: true })
  try {
    if (bytes.subarray(0, MAGIC.length).toString() !== MAGIC) return null
    const headerEnd = bytes.indexOf(10, MAGIC.length)
    const header = JSON.parse(bytes.subarray(MAGIC.length, headerEnd).toString()) as RecordHeader
    if (header.version !== RECORD_VERSION || typeof header.maker !== 'string') return null
    let at = headerEnd + 1
    const out: RecordedIndex[] = []
    for (const { language, live, metaBytes, words, wordBytes } of header.languages) {
      const meta = codec.decode(bytes.subarray(at, at + metaBytes))
      at += metaBytes
      if (!Array.isArray(meta)) return null
      out.push({ language, live, meta, entries: bytes.subarray(at, at + wordBytes), count: words })
      at += wordBytes
    }
    return at === bytes.length ? { maker: header.maker, indexes: out } : null
  } catch {
    return null
  }
}

/** The record beside a search-document store. */
export function wordIndexRecordFile(storeDir: string): string {
  return `${storeDir}-word-index.bin`
}

/** One page of a word's entry: its number, and the bytes of its fields after the number ([locs, meta_locs]). */
interface PageItem {
  page: number
  fields: number
  rest: Uint8Array
}

interface Entry {
  word: string
  bytes: Uint8Array
  /** The entry's fields: [word, pages, variants]. */
  fields: number
  pagesAt: number
  pagesEnd: number
  /** Whether its page list holds one of the pages entriesOf was asked about. */
  holds: boolean
}

const NO_PAGES: ReadonlySet<number> = new Set()

/**
 * Walks `count` word entries from `at`; each entry is checked to be [text, pages, …], and its page
 * list is walked once, for where it ends and whether it holds one of `pages`.
 */
function* entriesOf(bytes: Uint8Array, count: number, pages: ReadonlySet<number> = NO_PAGES): Generator<Entry> {
  let at = 0
  for (let k = 0; k < count; k += 1) {
    const head = readHead(bytes, at)
    if (head.major !== 4 || head.value === null || head.value < 2) throw new Error(`word entry ${k}: not an array of a word and its pages`)
    const word = textAt(bytes, head.next)
    if (word === null) throw new Error(`word entry ${k}: no word`)
    const pagesAt = itemEnd(bytes, head.next)
    const list = walkPageList(bytes, pagesAt, pages)
    let end = list.end
    for (let f = 2; f < head.value; f += 1) end = itemEnd(bytes, end)
    yield { word, bytes: bytes.subarray(at, end), fields: head.value, pagesAt: pagesAt - at, pagesEnd: list.end - at, holds: list.holds }
    at = end
  }
  if (at !== bytes.length) throw new Error('word entries: bytes after the last entry')
}

/** The pages of a page list ([[delta, locs, meta_locs], …]) at `at`, page numbers made absolute. */
function pageItems(bytes: Uint8Array, at: number): PageItem[] {
  const list = readHead(bytes, at)
  if (list.major !== 4 || list.value === null) throw new Error('a word\'s pages: not an array')
  const items: PageItem[] = []
  let page = 0
  let next = list.next
  for (let k = 0; k < list.value; k += 1) {
    const item = readHead(bytes, next)
    if (item.major !== 4 || item.value === null || item.value < 1) throw new Error('a word\'s page: not an array')
    const delta = readHead(bytes, item.next)
    if (delta.major !== 0 || delta.value === null) throw new Error('a word\'s page: no page number')
    page += delta.value
    let end = delta.next
    for (let f = 1; f < item.value; f += 1) end = itemEnd(bytes, end)
    items.push({ page, fields: item.value, rest: bytes.subarray(delta.next, end) })
    next = end
  }
  return items
}

/** Where the page list at `at` ends, and whether it holds one of `pages`, without making its items. */
function walkPageList(bytes: Uint8Array, at: number, pages: ReadonlySet<number>): { end: number; holds: boolean } {
  const list = readHead(bytes, at)
  if (list.major !== 4 || list.value === null) throw new Error('a word\'s pages: not an array')
  let page = 0
  let holds = false
  let next = list.next
  for (let k = 0; k < list.value; k += 1) {
    const item = readHead(bytes, next)
    const delta = readHead(bytes, item.next)
    page += delta.value ?? 0
    if (pages.has(page)) holds = true
    next = itemEnd(bytes, next)
  }
  return { end: next, holds }
}

/** Whether any variant ([form, pages]) of an entry's variant list at `at` holds one of `pages`. */
function variantsHold(bytes: Uint8Array, at: number, pages: ReadonlySet<number>): boolean {
  const list = readHead(bytes, at)
  if (list.major !== 4 || list.value === null) throw new Error('a word\'s variants: not an array')
  let next = list.next
  for (let k = 0; k < list.value; k += 1) {
    const variant = readHead(bytes, next)
    if (variant.major !== 4 || variant.value === null || variant.value < 2) throw new Error('a word\'s variant: not an array')
    if (walkPageList(bytes, itemEnd(bytes, variant.next), pages).holds) return true
    next = itemEnd(bytes, next)
  }
  return false
}

const encodeInt = (n: number) => (n >= 0 ? encodeHead(0, n) : encodeHead(1, -1 - n))

/** An int array's values (CBOR major 0/1 items). */
function intsOf(bytes: Uint8Array, at: number): { values: number[]; end: number } {
  const list = readHead(bytes, at)
  if (list.major !== 4 || list.value === null) throw new Error('locations: not an array')
  const values: number[] = []
  let next = list.next
  for (let k = 0; k < list.value; k += 1) {
    const head = readHead(bytes, next)
    if ((head.major !== 0 && head.major !== 1) || head.value === null) throw new Error('locations: not an integer')
    values.push(head.major === 0 ? head.value : -1 - head.value)
    next = head.next
  }
  return { values, end: next }
}

/**
 * A page item's fields after its number, with the meta-field numbers in its meta locations
 * (`−(field+1)` markers) renumbered by `fieldOf` (null: the same numbers).
 */
function renumberedRest(item: PageItem, fieldOf: ((field: number) => number) | null): Uint8Array {
  if (!fieldOf || item.fields < 3) return item.rest
  const locsEnd = itemEnd(item.rest, 0)
  const { values, end } = intsOf(item.rest, locsEnd)
  const renumbered = values.map((value) => (value < 0 ? -(fieldOf(-value - 1) + 1) : value))
  return Buffer.concat([item.rest.subarray(0, locsEnd), encodeHead(4, renumbered.length), ...renumbered.map(encodeInt), item.rest.subarray(end)])
}

function encodePages(items: readonly PageItem[]): Buffer {
  const parts: Uint8Array[] = [encodeHead(4, items.length)]
  let last = 0
  for (const item of items) {
    parts.push(encodeHead(4, item.fields), encodeHead(0, item.page - last), item.rest)
    last = item.page
  }
  return Buffer.concat(parts)
}

/** An empty variant list, as Pagefind encodes it. */
const NO_VARIANTS = encodeHead(4, 0)

const utf8Compare = (a: string, b: string) => Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'))

/** The changed pages' index: Pagefind's own of those pages alone, and where each goes in the whole index. */
export interface PageChanges {
  /** The small index's metadata and words (one language). */
  source: IndexSource
  /** Page number in the small index → page number in the whole one. */
  pageOf: ReadonlyMap<number, number>
}

/**
 * The whole index with the changed pages' entries replaced: every word's entry of another page
 * kept byte for byte, the changed pages' items taken out and the small index's put in, by page
 * number; words no page has any more dropped, new ones added in order. Null when the small index
 * holds something this cannot place as Pagefind would (see the module's comment).
 */
export function patchWordEntries(recorded: RecordedIndex, changes: PageChanges): PackedWord[] | null {
  const fieldsWhole = recorded.meta[5]
  const fieldsSmall = changes.source.meta[5]
  if (!Array.isArray(fieldsWhole) || !Array.isArray(fieldsSmall)) return null
  const fieldIndex = new Map(fieldsWhole.map((name, i) => [name, i]))
  if (!fieldsSmall.every((name) => fieldIndex.has(name))) return null
  const sameFields = fieldsSmall.length === fieldsWhole.length && fieldsSmall.every((name, i) => name === fieldsWhole[i])
  const fieldOf = sameFields ? null : (field: number) => fieldIndex.get(fieldsSmall[field]) as number
  const changed = new Set(changes.pageOf.values())
  // The small index's items of each word, numbered as in the whole index.
  const added = new Map<string, PageItem[]>()
  for (const { word, bytes } of changes.source.words) {
    const entry = entriesOf(bytes, 1).next().value as Entry
    // Diacritic variants are ordered by the first page that has them: not placed here.
    if (entry.fields !== 3 || readHead(bytes, entry.pagesEnd).value !== 0) return null
    const items: PageItem[] = []
    for (const item of pageItems(bytes, entry.pagesAt)) {
      const page = changes.pageOf.get(item.page)
      if (page === undefined) return null
      items.push({ page, fields: item.fields, rest: renumberedRest(item, fieldOf) })
    }
    added.set(word, items)
  }
  const out: PackedWord[] = []
  const newWords = [...added.keys()].sort(utf8Compare)
  let nextNew = 0
  // An entry of the word with `kept` items of the whole index and its items of the small one; none when it has neither pages nor variants.
  const pushEntry = (word: string, kept: readonly PageItem[], variants: Uint8Array) => {
    const items = [...kept, ...(added.get(word) ?? [])].sort((a, b) => a.page - b.page)
    if (items.length === 0 && readHead(variants, 0).value === 0) return
    const text = Buffer.from(word, 'utf8')
    out.push({ word, bytes: Buffer.concat([encodeHead(4, 3), encodeHead(3, text.length), text, encodePages(items), variants]) })
  }
  for (const entry of entriesOf(recorded.entries, recorded.count, changed)) {
    for (; nextNew < newWords.length && utf8Compare(newWords[nextNew], entry.word) < 0; nextNew += 1) pushEntry(newWords[nextNew], [], NO_VARIANTS)
    if (nextNew < newWords.length && newWords[nextNew] === entry.word) nextNew += 1
    const touched = added.has(entry.word) || entry.holds
    if (entry.fields !== 3) {
      if (touched) return null
      out.push({ word: entry.word, bytes: entry.bytes })
      continue
    }
    const variants = entry.bytes.subarray(entry.pagesEnd)
    if (readHead(variants, 0).value !== 0 && variantsHold(variants, 0, changed)) return null
    if (!touched) out.push({ word: entry.word, bytes: entry.bytes })
    else pushEntry(entry.word, pageItems(entry.bytes, entry.pagesAt).filter((item) => !changed.has(item.page)), variants)
  }
  for (; nextNew < newWords.length; nextNew += 1) pushEntry(newWords[nextNew], [], NO_VARIANTS)
  return out
}
