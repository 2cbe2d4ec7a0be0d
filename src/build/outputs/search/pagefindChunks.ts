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
import zlib from 'zlib'
import { arrayItems, encodeHead, textAt } from './cborItems'

/** The CBOR codec (npm `cborg`, ESM-only: the caller imports it). */
export interface CborCodec {
  encode(value: unknown): Uint8Array
  decode(bytes: Uint8Array): unknown
}

/** Encoded bytes of words per chunk before gzip: ≈ 7 KB gzip. */
export const CHUNK_TARGET_BYTES = 12 * 1024
/** Words with the same first characters are never split across chunks. */
export const PREFIX_LENGTH = 2

const SIGNATURE = 'pagefind_dcd'
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
}

function formatError(file: string, field: string): Error {
  return new Error(`${file}: unexpected Pagefind index format (${field}); src/build/outputs/search/pagefindChunks.ts reads Pagefind 1.5.x files`)
}

/** The CBOR of a Pagefind file (after its signature). */
function readPagefindBytes(file: string): Buffer {
  const bytes = zlib.gunzipSync(fs.readFileSync(file))
  if (bytes.subarray(0, SIGNATURE.length).toString('utf8') !== SIGNATURE) throw formatError(file, `no "${SIGNATURE}" signature`)
  return bytes.subarray(SIGNATURE.length)
}

function readPagefindFile(file: string, codec: CborCodec): unknown {
  return codec.decode(readPagefindBytes(file))
}

function pagefindFileOf(cbor: Uint8Array): Buffer {
  return zlib.gzipSync(Buffer.concat([Buffer.from(SIGNATURE, 'utf8'), cbor]), { level: 9 })
}

/** The word entries of a chunk (WordIndex: [words]; a word: [word, pages, …]); null when it is not that shape. */
export function chunkWords(cbor: Uint8Array): PackedWord[] | null {
  try {
    const top = arrayItems(cbor, 0)
    if (!top || top.length !== 1 || top[0][1] !== cbor.length) return null
    const entries = arrayItems(cbor, top[0][0])
    if (!entries) return null
    const words: PackedWord[] = []
    for (const [start, end] of entries) {
      const fields = arrayItems(cbor, start)
      const word = fields && fields.length >= 2 ? textAt(cbor, fields[0][0]) : null
      if (word === null || !fields || arrayItems(cbor, fields[1][0]) === null) return null
      words.push({ word, bytes: cbor.subarray(start, end) })
    }
    return words
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

/** Pagefind's boundary names: each side of a cut shortened to one character past their common prefix. */
export function boundaryPrefixes(last: string, first: string): [string, string] {
  const a = Array.from(last)
  const b = Array.from(first)
  let common = 0
  while (common < a.length && common < b.length && a[common] === b[common]) common += 1
  return [a.slice(0, common + 1).join(''), b.slice(0, common + 1).join('')]
}

/**
 * Each chunk with a copy of every one-character word (of any chunk) that begins one of its words
 * and that it does not hold, placed before the first word it begins (Pagefind's sorted order).
 */
export function withOneCharacterWords<W>(chunks: ReadonlyArray<readonly W[]>, wordOf: (word: W) => string): W[][] {
  const oneCharacter = new Map<string, W>()
  for (const chunk of chunks) for (const word of chunk) if (Array.from(wordOf(word)).length === 1) oneCharacter.set(wordOf(word), word)
  return chunks.map((chunk) => {
    const held = new Set(chunk.map(wordOf))
    const out: W[] = []
    for (const word of chunk) {
      const first = Array.from(wordOf(word))[0] ?? ''
      const copy = oneCharacter.get(first)
      if (copy !== undefined && !held.has(first)) {
        out.push(copy)
        held.add(first)
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

/** Re-splits the word index of every language in a Pagefind bundle (public/pagefind). */
export function rechunkPagefindIndex(bundleDir: string, codec: CborCodec, targetBytes = CHUNK_TARGET_BYTES): RechunkResult {
  const entryFile = path.join(bundleDir, 'pagefind-entry.json')
  const entry = JSON.parse(fs.readFileSync(entryFile, 'utf8')) as { version?: string; languages?: Record<string, { hash?: string }> }
  if (!KNOWN_VERSIONS.test(entry.version ?? '')) throw formatError(entryFile, `version ${JSON.stringify(entry.version)}`)
  const result: RechunkResult = { languages: 0, chunksBefore: 0, chunksAfter: 0, largestChunkBytes: 0 }
  for (const [language, info] of Object.entries(entry.languages ?? {})) {
    if (typeof info.hash !== 'string' || !info.hash.startsWith(`${language}_`)) throw formatError(entryFile, `languages.${language}.hash`)
    const metaFile = path.join(bundleDir, `pagefind.${info.hash}.pf_meta`)
    const meta = readPagefindFile(metaFile, codec)
    // MetaIndex: [version, pages, index_chunks, filters, sorts, meta fields]; index_chunks: [from, to, hash].
    if (!Array.isArray(meta) || typeof meta[0] !== 'string' || !Array.isArray(meta[2]) || !meta[2].every(isMetaChunk)) throw formatError(metaFile, 'index_chunks')
    const oldChunks = meta[2] as Array<[string, string, string]>
    const words: PackedWord[] = []
    // A bundle re-split before holds copies of one-character words: each word is read once.
    const read = new Set<string>()
    for (const [, , hash] of oldChunks) {
      const chunkFile = path.join(bundleDir, 'index', `${hash}.pf_index`)
      // Sorted by word across chunks.
      const chunk = chunkWords(readPagefindBytes(chunkFile))
      if (!chunk) throw formatError(chunkFile, 'words')
      for (const word of chunk) {
        if (read.has(word.word)) continue
        read.add(word.word)
        words.push(word)
      }
    }
    const split = splitWords(words, (word) => word.word, (word) => word.bytes.length, targetBytes)
    // Ranges of the words as split; the copies of one-character words are extra.
    const ranges = chunkRanges(split.map((chunk) => chunk.map((word) => word.word)))
    const chunks = withOneCharacterWords(split, (word) => word.word)
    const written = new Set<string>()
    const newChunks = chunks.map((chunk, i): [string, string, string] => {
      const bytes = pagefindFileOf(chunkBytes(chunk))
      let length = 7
      let hash = `${language}_${shortHash(bytes, length)}`
      while (written.has(hash)) hash = `${language}_${shortHash(bytes, (length += 1))}`
      written.add(hash)
      fs.writeFileSync(path.join(bundleDir, 'index', `${hash}.pf_index`), bytes)
      result.largestChunkBytes = Math.max(result.largestChunkBytes, bytes.length)
      return [ranges[i].from, ranges[i].to, hash]
    })
    for (const [, , hash] of oldChunks) if (!written.has(hash)) fs.rmSync(path.join(bundleDir, 'index', `${hash}.pf_index`), { force: true })

    const newMeta = [...meta]
    newMeta[2] = newChunks
    const metaBytes = pagefindFileOf(codec.encode(newMeta))
    const metaHash = `${language}_${shortHash(metaBytes, 10)}`
    fs.writeFileSync(path.join(bundleDir, `pagefind.${metaHash}.pf_meta`), metaBytes)
    if (metaHash !== info.hash) fs.rmSync(metaFile, { force: true })
    info.hash = metaHash
    result.languages += 1
    result.chunksBefore += oldChunks.length
    result.chunksAfter += newChunks.length
  }
  fs.writeFileSync(entryFile, JSON.stringify(entry))
  return result
}
