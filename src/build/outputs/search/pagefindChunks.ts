/**
 * Re-splits Pagefind's word index into small chunks, after Pagefind has written its bundle.
 *
 * A query fetches the index chunk of each of its words (and, while a reader types, of each
 * prefix). Pagefind 1.5 cuts its chunks at a fixed 20,000 word positions (≈ 30 KB gzip each, not
 * configurable), so every query pays ≈ 30 KB of index, however small the site, and one or two
 * more while typing. Here the same words are regrouped into chunks of about `targetBytes`
 * (encoded, before gzip), and `pf_meta` names the new chunks with the same `from`/`to` prefix
 * rule Pagefind uses, so its browser code finds them as it finds its own.
 *
 * Which chunks Pagefind 1.5 loads for a query word (`request_indexes` in pagefind_web): the one
 * whose `from`–`to` range holds the word, or, when none does, every chunk whose range holds it
 * compared on the range's first characters. It then searches the last query word as a prefix over
 * every word it has loaded, and a word with no extension falls back to the longest loaded word
 * that is a prefix of it ("l" for "liqudity"). So that this finds what it finds in Pagefind's own
 * chunks (e2e/resplitIndex.e2e.ts compares them on the built site):
 * - words sharing their first PREFIX_LENGTH characters stay in one chunk: "sw" is held by the
 *   range of the chunk holding "swa…", and a cut before "swe…" would lose "sweep" and "switch";
 * - each one-character word is also copied into every chunk holding a word that starts with it
 *   (the same entry, byte for byte; Pagefind keeps one per word), for that fallback.
 *
 * On a large site one group of words sharing two characters outgrows a small chunk by far (at
 * 10,000 bench docs the "li" group is 150 KB gzip, of which "liquid" is 87 KB), and every query
 * starting with those letters loaded all of it. Such a group is split apart from its neighbours
 * where its third character changes (and so on, one character deeper, while a group still
 * outgrows the target), and the whole group is also written once more as a *prefix chunk* whose
 * range holds its prefix and no longer word (`from` "li", `to` "li" + U+0000):
 * - a query that is the prefix ("li") meets the prefix chunk, strictly, and so still loads every
 *   word it begins; the pieces do not hold it (the first piece's range starts at its first word,
 *   and a word that is the prefix itself stays out of the pieces);
 * - a longer query ("liquidity") meets only the piece of its own letters: it sorts after the
 *   prefix chunk's `to`, whole or cut to `to`'s length (Pagefind's loose match);
 * - a shorter query that the group's first chunk held before the split ("l", when that chunk was
 *   named from "l") meets the prefix chunk instead, which gets that name as its `from`: the same
 *   words as before;
 * - a word shorter than a piece's depth ("li", "l") is copied into it, as the one-character words
 *   are, for the fallback; groups of several lengths with the same words ("kn" … "knight", or
 *   "quot" and "quote" but for the word "quot") share one prefix chunk, `to` the longest prefix +
 *   U+0000.
 * Prefix chunks come after the others in `pf_meta`. A site with no group that outgrows the target
 * gets the chunks it got before. The price: a one-letter query that Pagefind answers by its loose
 * match (every chunk whose range starts with that letter) loads a split group twice, its prefix
 * chunk and its pieces.
 *
 * Nothing else changes: each word's entry (pages, positions, weights) is copied byte for byte,
 * the fragments and the WebAssembly are untouched. The files are Pagefind's own format
 * (gzip of "pagefind_dcd" + CBOR). The chunks are cut into their entries' bytes without decoding
 * them (./cborItems.ts: decoding every entry into JavaScript values and encoding it again was
 * most of the step's time); the metadata is read and written with `cborg`. A format this code
 * does not know (another Pagefind version) stops the build with the file and the field, rather
 * than writing an index the browser cannot read.
 */
import crypto from 'crypto'
import fs from 'fs'
import path from 'path'
import { promisify } from 'util'
import zlib from 'zlib'
import { arrayItems, encodeHead, readHead, textAt } from './cborItems'
import { forEachLimited } from '../forEachLimited'
import { chunkDigest, type KeptIndexChunks } from '../../speed/keptIndexChunks'

const gzip = promisify(zlib.gzip)
const gunzip = promisify(zlib.gunzip)
/**
 * Chunks inflated and deflated at once, on libuv's thread pool (4 threads unless UV_THREADPOOL_SIZE
 * says otherwise): the re-split runs when Pagefind and the deploy step are done, so the zlib work
 * that was on the main thread alone uses every core.
 */
const ZLIB_IN_FLIGHT = 4

/** The CBOR codec (npm `cborg`, ESM-only: the caller imports it). */
export interface CborCodec {
  encode(value: unknown): Uint8Array
  decode(bytes: Uint8Array): unknown
}

/** Encoded bytes of words per chunk before gzip: ≈ 7 KB gzip. */
export const CHUNK_TARGET_BYTES = 12 * 1024
/** Words with the same first characters are never split across chunks (unless their group gets a prefix chunk). */
export const PREFIX_LENGTH = 2
/** After a prefix chunk's prefix in its range's `to`: sorts after the prefix and before any longer word. */
const PREFIX_CHUNK_END = '\u0000'

const SIGNATURE = 'pagefind_dcd'
/**
 * zlib level of the chunks written. Level 6 against 9 on the 827 chunks of a 10,000-doc bench
 * index: 4.0 s of CPU instead of 14.5 s, 1.1 % more bytes (37.3 against 36.9 MB in all; a query's
 * chunks grow alike). Level 4 would save 2 s more for 4.9 % more bytes (docs/performance.md).
 */
export const CHUNK_GZIP_LEVEL = 6
/** Pagefind versions whose file layout this code was written against. */
const KNOWN_VERSIONS = /^1\.5\./

/** One word of a chunk, as Pagefind encodes it ([word, pages, …]): the word and its entry's bytes. */
export interface PackedWord {
  word: string
  bytes: Uint8Array
}

export interface MetaChunk {
  from: string
  to: string
  hash: string
}

export interface RechunkResult {
  languages: number
  chunksBefore: number
  chunksAfter: number
  /** Gzip bytes of the largest chunk written. */
  largestChunkBytes: number
  /** Of chunksAfter, the prefix chunks (groups split one character deeper, written whole again). */
  prefixChunks: number
}

function formatError(file: string, field: string): Error {
  return new Error(`${file}: unexpected Pagefind index format (${field}); src/build/outputs/search/pagefindChunks.ts reads Pagefind 1.5.x files`)
}

/** The CBOR of a Pagefind file (after its signature); inflated on libuv's thread pool. */
async function readPagefindBytes(file: string): Promise<Buffer> {
  const bytes = await gunzip(await fs.promises.readFile(file))
  if (bytes.subarray(0, SIGNATURE.length).toString('utf8') !== SIGNATURE) throw formatError(file, `no "${SIGNATURE}" signature`)
  return bytes.subarray(SIGNATURE.length)
}

/** A Pagefind file's bytes before gzip: the signature, then the CBOR. */
function pagefindRawOf(cbor: Uint8Array): Buffer {
  return Buffer.concat([Buffer.from(SIGNATURE, 'utf8'), cbor])
}

/** A Pagefind file from its bytes before gzip (pagefindRawOf). */
function deflatePagefindRaw(raw: Buffer): Promise<Buffer> {
  return gzip(raw, { level: CHUNK_GZIP_LEVEL })
}

/** What made the chunk files (../../speed/keptIndexChunks.ts): the same bytes give the same file. */
export const CHUNK_FILE_MAKER = `zlib ${process.versions.zlib}, level ${CHUNK_GZIP_LEVEL}`

/**
 * The word entries of a chunk (WordIndex: [words]; a word: [word, pages, …]); null when it is not
 * that shape. Each entry's bytes are walked once (a 10,000-doc index is ≈ 40 MB of them): the
 * heads of the outer arrays and of each entry's pages are read, not walked again.
 */
export function chunkWords(cbor: Uint8Array): PackedWord[] | null {
  try {
    const top = readHead(cbor, 0)
    if (top.major !== 4 || top.value !== 1) return null
    const list = readHead(cbor, top.next)
    if (list.major !== 4 || list.value === null) return null
    const words: PackedWord[] = []
    let at = list.next
    for (let k = 0; k < list.value; k += 1) {
      const fields = arrayItems(cbor, at)
      if (!fields || fields.length < 2) return null
      const word = textAt(cbor, fields[0][0])
      const pages = readHead(cbor, fields[1][0])
      if (word === null || pages.major !== 4 || pages.value === null) return null
      const end = fields[fields.length - 1][1]
      words.push({ word, bytes: cbor.subarray(at, end) })
      at = end
    }
    return at === cbor.length ? words : null
  } catch {
    return null
  }
}

/** A chunk of words as Pagefind encodes it: [[entry, …]], the entries' bytes as they were. */
function chunkBytes(words: readonly PackedWord[]): Buffer {
  return Buffer.concat([encodeHead(4, 1), encodeHead(4, words.length), ...words.map((w) => w.bytes)])
}

function isMetaChunk(value: unknown): value is [string, string, string] {
  return Array.isArray(value) && value.length === 3 && value.every((part) => typeof part === 'string')
}

/**
 * Groups sorted words into chunks of about `targetBytes` (the encoded size of each word), cutting
 * only where the first `prefixLength` characters change. A group larger than the target is one chunk.
 */
export function splitWords<W>(words: readonly W[], wordOf: (word: W) => string, sizeOf: (word: W) => number, targetBytes: number, prefixLength = PREFIX_LENGTH): W[][] {
  const chunks: W[][] = []
  let current: W[] = []
  let size = 0
  for (const word of words) {
    const text = wordOf(word)
    const previous = current.length ? wordOf(current[current.length - 1]) : null
    const newGroup = previous !== null && Array.from(previous).slice(0, prefixLength).join('') !== Array.from(text).slice(0, prefixLength).join('')
    if (size >= targetBytes && newGroup) {
      chunks.push(current)
      current = []
      size = 0
    }
    current.push(word)
    size += sizeOf(word)
  }
  if (current.length) chunks.push(current)
  return chunks
}

const prefixOf = (text: string, length: number) => Array.from(text).slice(0, length).join('')
const sameWords = <W>(a: readonly W[], b: readonly W[]) => a.length === b.length && a.every((word, i) => word === b[i])

/** A chunk of the word-ordered run: its words, sorted, and the depth its group was cut at. */
export interface SplitChunk<W> {
  words: W[]
  /** Its words are cut from their neighbours' where their first `depth` characters change (≥ PREFIX_LENGTH). */
  depth: number
  /** The first piece of a group split one character deeper (its range starts at its first word: rangesOf). */
  opensGroup: boolean
}

/** The re-split of one language's words: the chunks in word order, then the prefix chunks. */
export interface SplitIndex<W> {
  chunks: SplitChunk<W>[]
  prefixChunks: PrefixChunk<W>[]
}

/**
 * A group split one character deeper, whole: its words and the prefix they share; `through`, the
 * longest prefix they all share when the groups of several lengths ("kn", "kni", … "knight") hold
 * the same words, so one chunk serves them all; `firstPiece`, the chunk its pieces start with.
 */
export interface PrefixChunk<W> {
  prefix: string
  through: string
  words: W[]
  firstPiece: SplitChunk<W>
}

/**
 * The words in chunks as splitWords cuts them at PREFIX_LENGTH characters, except that a group of
 * words sharing their first `depth` characters that outgrows `targetBytes` is split apart from its
 * neighbours, one character deeper (and so on): when that cuts it, its pieces take its place and
 * the whole group becomes a prefix chunk. A site with no such group gets splitWords' chunks.
 */
export function splitIndex<W>(words: readonly W[], wordOf: (word: W) => string, sizeOf: (word: W) => number, targetBytes: number): SplitIndex<W> {
  const prefixChunks: SplitIndex<W>['prefixChunks'] = []
  const split = (words: readonly W[], depth: number): SplitChunk<W>[] => {
    const out: SplitChunk<W>[] = []
    let pending: W[] = []
    const flush = () => {
      for (const chunk of splitWords(pending, wordOf, sizeOf, targetBytes, depth)) out.push({ words: chunk, depth, opensGroup: false })
      pending = []
    }
    for (let start = 0; start < words.length; ) {
      const prefix = prefixOf(wordOf(words[start]), depth)
      let end = start + 1
      while (end < words.length && prefixOf(wordOf(words[end]), depth) === prefix) end += 1
      const group = words.slice(start, end)
      start = end
      const size = group.reduce((sum, word) => sum + sizeOf(word), 0)
      if (size > targetBytes && group.length > 1 && Array.from(prefix).length === depth) {
        // A word that is the prefix itself ("to") stays out of the pieces: the prefix chunk holds
        // it, and withPrefixWords copies it into each piece holding a word it begins. So no piece's
        // range holds the prefix, and a query that is the prefix loads the prefix chunk alone.
        const pieces = split(
          group.filter((word) => wordOf(word) !== prefix),
          depth + 1,
        )
        if (pieces.length > 1) {
          flush()
          pieces[0].opensGroup = true
          prefixChunks.push({ prefix, through: prefix, words: group, firstPiece: pieces[0] })
          out.push(...pieces)
          continue
        }
      }
      pending.push(...group)
    }
    flush()
    return out
  }
  const chunks = split(words, PREFIX_LENGTH)
  // In word order (a group before the deeper groups it was split into); a deeper group with the
  // same words as the one before it, but for that one's word equal to its prefix ("quot" of
  // "quot", "quote", "quoter"), adds its prefix to that one's chunk.
  prefixChunks.sort((a, b) => (a.prefix < b.prefix ? -1 : a.prefix > b.prefix ? 1 : 0))
  const merged: PrefixChunk<W>[] = []
  // The words of the deepest group merged into the last chunk.
  let deepest: readonly W[] = []
  for (const chunk of prefixChunks) {
    const last = merged[merged.length - 1]
    const withoutPrefixWord = last && deepest.length && wordOf(deepest[0]) === last.through ? deepest.slice(1) : deepest
    if (last && (sameWords(deepest, chunk.words) || sameWords(withoutPrefixWord, chunk.words))) last.through = chunk.prefix
    else merged.push(chunk)
    deepest = chunk.words
  }
  return { chunks, prefixChunks: merged }
}

/**
 * The ranges of a split index in `pf_meta`'s order: the chunks as chunkRanges names them, except
 * that the first piece of a split group starts at its first word (a name cut shorter would hold
 * the group's prefix, and a query that is the prefix would load that piece as well as the prefix
 * chunk), then the prefix chunks (prefixChunkRange). The name the first piece lost goes to the
 * outermost prefix chunk starting with that piece: a shorter query it held ("l" for a first piece
 * named "l", of the "la" group) finds the same words as before the group was split.
 */
export function rangesOf<W>(split: SplitIndex<W>, wordOf: (word: W) => string): Array<{ from: string; to: string }> {
  const ranges = chunkRanges(split.chunks.map((chunk) => chunk.words.map(wordOf)))
  const named = ranges.map((range) => range.from)
  split.chunks.forEach((chunk, i) => {
    if (!chunk.opensGroup) return
    ranges[i].from = wordOf(chunk.words[0])
    if (ranges[i].to < ranges[i].from) ranges[i].to = wordOf(chunk.words[chunk.words.length - 1])
  })
  const claimed = new Set<number>()
  const prefixRanges = split.prefixChunks.map((chunk) => {
    const range = prefixChunkRange(chunk.prefix, chunk.through)
    const piece = split.chunks.indexOf(chunk.firstPiece)
    if (piece >= 0 && !claimed.has(piece)) {
      claimed.add(piece)
      if (named[piece] < range.from) range.from = named[piece]
    }
    return range
  })
  return [...ranges, ...prefixRanges]
}

/** A prefix chunk's range: it holds its prefix (to `through`, a longer prefix of the same words) and no longer word. */
export function prefixChunkRange(prefix: string, through = prefix): { from: string; to: string } {
  return { from: prefix, to: `${through}${PREFIX_CHUNK_END}` }
}

/** Pagefind's boundary names: each side of a cut shortened to one character past their common prefix. */
export function boundaryPrefixes(last: string, first: string): [string, string] {
  const a = Array.from(last)
  const b = Array.from(first)
  let common = 0
  while (common < a.length && common < b.length && a[common] === b[common]) common += 1
  return [a.slice(0, common + 1).join(''), b.slice(0, common + 1).join('')]
}

/**
 * Each chunk with a copy of every word shorter than its `depth` (from any chunk) that begins one of
 * its words and that it does not hold, placed before the first word it begins, shorter first
 * (Pagefind's sorted order). At depth 2, the one-character words.
 */
export function withPrefixWords<W>(chunks: ReadonlyArray<{ words: readonly W[]; depth: number }>, wordOf: (word: W) => string): W[][] {
  const deepest = Math.max(PREFIX_LENGTH, ...chunks.map((chunk) => chunk.depth))
  const short = new Map<string, W>()
  for (const chunk of chunks) for (const word of chunk.words) if (Array.from(wordOf(word)).length < deepest && !short.has(wordOf(word))) short.set(wordOf(word), word)
  return chunks.map(({ words, depth }) => {
    const held = new Set(words.map(wordOf))
    const out: W[] = []
    for (const word of words) {
      const characters = Array.from(wordOf(word))
      for (let length = 1; length < depth && length < characters.length; length += 1) {
        const prefix = characters.slice(0, length).join('')
        const copy = short.get(prefix)
        if (copy !== undefined && !held.has(prefix)) {
          out.push(copy)
          held.add(prefix)
        }
      }
      out.push(word)
    }
    return out
  })
}

/** `from`/`to` of each chunk, named as Pagefind names its own (`chunk_meta` in pagefind/src/index). */
export function chunkRanges(chunks: ReadonlyArray<readonly string[]>): Array<{ from: string; to: string }> {
  const ranges = chunks.map((words) => ({ from: words[0] ?? '', to: words[words.length - 1] ?? '' }))
  for (let i = 0; i + 1 < ranges.length; i += 1) {
    const [to, from] = boundaryPrefixes(ranges[i].to, ranges[i + 1].from)
    // As Pagefind 1.5: `to` is shortened only where that leaves it at or after `from`.
    if (to >= ranges[i].from) ranges[i].to = to
    ranges[i + 1].from = from
  }
  return ranges
}

function shortHash(bytes: Buffer, length: number): string {
  return crypto.createHash('sha256').update(bytes).digest('hex').slice(0, length)
}

/** One language of a Pagefind bundle before the re-split: its metadata (decoded) and its words, sorted. */
export interface IndexSource {
  language: string
  /** MetaIndex as Pagefind wrote it: [version, pages, index_chunks, filters, sorts, meta fields]. */
  meta: unknown[]
  words: PackedWord[]
}

/** Each language's metadata and words as Pagefind wrote them (or as an earlier re-split left them: each word read once). */
export async function readIndexSources(bundleDir: string, codec: CborCodec): Promise<IndexSource[]> {
  const entryFile = path.join(bundleDir, 'pagefind-entry.json')
  const entry = readEntry(entryFile)
  const sources: IndexSource[] = []
  for (const [language, info] of Object.entries(entry.languages ?? {})) {
    if (typeof info.hash !== 'string' || !info.hash.startsWith(`${language}_`)) throw formatError(entryFile, `languages.${language}.hash`)
    const metaFile = path.join(bundleDir, `pagefind.${info.hash}.pf_meta`)
    const meta = codec.decode(await readPagefindBytes(metaFile))
    // MetaIndex: [version, pages, index_chunks, filters, sorts, meta fields]; index_chunks: [from, to, hash].
    if (!Array.isArray(meta) || typeof meta[0] !== 'string' || !Array.isArray(meta[2]) || !meta[2].every(isMetaChunk)) throw formatError(metaFile, 'index_chunks')
    const oldChunks = meta[2] as Array<[string, string, string]>
    const words: PackedWord[] = []
    // A bundle re-split before holds copies of short words and prefix chunks (listed last): each word is read once.
    const read = new Set<string>()
    const chunkFiles = oldChunks.map(([, , hash]) => path.join(bundleDir, 'index', `${hash}.pf_index`))
    const chunkBytesRead: Buffer[] = []
    await forEachLimited(chunkFiles, ZLIB_IN_FLIGHT, async (chunkFile, i) => {
      chunkBytesRead[i] = await readPagefindBytes(chunkFile)
    })
    for (const [i, chunkFile] of chunkFiles.entries()) {
      // Sorted by word across chunks.
      const chunk = chunkWords(chunkBytesRead[i])
      if (!chunk) throw formatError(chunkFile, 'words')
      for (const word of chunk) {
        if (read.has(word.word)) continue
        read.add(word.word)
        words.push(word)
      }
    }
    sources.push({ language, meta, words })
  }
  return sources
}

interface EntryFile {
  version?: string
  languages?: Record<string, { hash?: string }>
}

function readEntry(entryFile: string): EntryFile {
  const entry = JSON.parse(fs.readFileSync(entryFile, 'utf8')) as EntryFile
  if (!KNOWN_VERSIONS.test(entry.version ?? '')) throw formatError(entryFile, `version ${JSON.stringify(entry.version)}`)
  return entry
}

/** The metadata files the bundle's entry file names, one per language. */
function metaFilesOf(bundleDir: string, entry: EntryFile): string[] {
  return Object.values(entry.languages ?? {}).flatMap((info) => (typeof info.hash === 'string' ? [path.join(bundleDir, `pagefind.${info.hash}.pf_meta`)] : []))
}

/**
 * Re-splits the word index of every language in a Pagefind bundle (public/pagefind). `kept`: the
 * last build's chunk files, taken for chunks whose bytes did not change (a rebuild's speed device,
 * ../../speed/keptIndexChunks.ts); the files written are the same either way. `given`: the
 * languages' metadata and words when the caller has them (../../speed/patchedWordIndex.ts), so
 * they are not read from the bundle; the word chunks and metadata files the bundle holds are
 * replaced all the same. Resolves with what was re-split and the sources it was made from.
 */
export async function rechunkPagefindIndex(
  bundleDir: string,
  codec: CborCodec,
  targetBytes = CHUNK_TARGET_BYTES,
  kept: KeptIndexChunks | null = null,
  given: IndexSource[] | null = null,
): Promise<RechunkResult & { sources: IndexSource[] }> {
  const entryFile = path.join(bundleDir, 'pagefind-entry.json')
  const entry = readEntry(entryFile)
  const sources = given ?? (await readIndexSources(bundleDir, codec))
  const result: RechunkResult = { languages: 0, chunksBefore: 0, chunksAfter: 0, largestChunkBytes: 0, prefixChunks: 0 }
  // The metadata and word chunks the bundle holds now: what this re-split does not write again goes.
  const indexDir = path.join(bundleDir, 'index')
  fs.mkdirSync(indexDir, { recursive: true })
  const before = [...metaFilesOf(bundleDir, entry), ...fs.readdirSync(indexDir).map((name) => path.join(indexDir, name))]
  const writtenFiles = new Set<string>()
  for (const { language, meta, words } of sources) {
    const info = entry.languages?.[language]
    if (!info) throw formatError(entryFile, `languages.${language}`)
    const oldChunks = meta[2] as Array<[string, string, string]>

    const split = splitIndex(words, (word) => word.word, (word) => word.bytes.length, targetBytes)
    // Ranges of the words as split, then those of the prefix chunks; the copies of short words are extra.
    const ranges = rangesOf(split, (word) => word.word)
    const chunks = withPrefixWords([...split.chunks, ...split.prefixChunks.map((chunk) => ({ words: chunk.words, depth: Array.from(chunk.prefix).length }))], (word) => word.word)
    const deflated: Buffer[] = []
    // With `kept`, each chunk's digest, to record the file it was written as.
    const digests: string[] = []
    await forEachLimited(chunks, ZLIB_IN_FLIGHT, async (chunk, i) => {
      const raw = pagefindRawOf(chunkBytes(chunk))
      if (kept) digests[i] = chunkDigest(raw)
      deflated[i] = (kept && (await kept.deflated(digests[i]))) || (await deflatePagefindRaw(raw))
    })
    // Named and written in order: a hash that collides is lengthened the same way every build.
    const written = new Set<string>()
    const newChunks = deflated.map((bytes, i): [string, string, string] => {
      let length = 7
      let hash = `${language}_${shortHash(bytes, length)}`
      while (written.has(hash)) hash = `${language}_${shortHash(bytes, (length += 1))}`
      written.add(hash)
      fs.writeFileSync(path.join(indexDir, `${hash}.pf_index`), bytes)
      writtenFiles.add(path.join(indexDir, `${hash}.pf_index`))
      kept?.written(digests[i], `${hash}.pf_index`, bytes)
      result.largestChunkBytes = Math.max(result.largestChunkBytes, bytes.length)
      return [ranges[i].from, ranges[i].to, hash]
    })

    const newMeta = [...meta]
    newMeta[2] = newChunks
    const metaBytes = await deflatePagefindRaw(pagefindRawOf(codec.encode(newMeta)))
    const metaHash = `${language}_${shortHash(metaBytes, 10)}`
    fs.writeFileSync(path.join(bundleDir, `pagefind.${metaHash}.pf_meta`), metaBytes)
    writtenFiles.add(path.join(bundleDir, `pagefind.${metaHash}.pf_meta`))
    info.hash = metaHash
    result.languages += 1
    result.chunksBefore += oldChunks.length
    result.chunksAfter += newChunks.length
    result.prefixChunks += split.prefixChunks.length
  }
  for (const file of before) if (!writtenFiles.has(file)) fs.rmSync(file, { force: true })
  fs.writeFileSync(entryFile, JSON.stringify(entry))
  return { ...result, sources }
}
