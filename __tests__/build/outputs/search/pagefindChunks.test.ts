/** @jest-environment node */
import fs from 'fs'
import os from 'os'
import path from 'path'
import zlib from 'zlib'
import { boundaryPrefixes, chunkRanges, rechunkPagefindIndex, splitWords, withOneCharacterWords, type CborCodec } from '../../../../src/build/outputs/search/pagefindChunks'

// cborg exports an `import` entry only, which Jest's resolver does not match: its entry file, by path.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const cborg = require('../../../../node_modules/cborg/cborg.js') as CborCodec

type Word = [string, Array<[number, number[], unknown[]]>, unknown[]]

const SIGNATURE = 'pagefind_dcd'
const pack = (value: unknown) => zlib.gzipSync(Buffer.concat([Buffer.from(SIGNATURE), Buffer.from(cborg.encode(value))]))
const unpack = (file: string): unknown => cborg.decode(zlib.gunzipSync(fs.readFileSync(file)).subarray(SIGNATURE.length))

/** Sorted words, some sharing long prefixes, with positions (negative numbers: Pagefind's weight markers). */
function corpusWords(): Word[] {
  const stems = ['l', 's', 'swap', 'swapexacttokensfortokens', 'swapped', 'swaprouter', 'liquid', 'liquidity', 'liquidityamount', 'pair', 'pairfor', 'permit', 'permit2', 'getreserves', 'get', 'the', 'then', 'token', 'token0', 'token1']
  const letter = (n: number) => String.fromCharCode(97 + (n % 26))
  const filler = Array.from({ length: 300 }, (_, i) => `${letter(i)}${letter(Math.floor(i / 26))}${String(i).padStart(3, '0')}x`)
  return [...stems, ...filler].sort().map((word, i): Word => [word, Array.from({ length: 1 + (i % 5) }, (_, p) => [p + 1, [-25, 3 + i, 40 + p], []]), []])
}

describe('src/build/outputs/search/pagefindChunks', () => {
  let dir: string
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pagefind-chunks-'))
  })
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

  /** A Pagefind 1.5 bundle: entry, metadata, and the words in two chunks as Pagefind cuts them. */
  function writeBundle(words: Word[]) {
    fs.mkdirSync(path.join(dir, 'index'))
    const halves = [words.slice(0, 100), words.slice(100)]
    const ranges = chunkRanges(halves.map((half) => half.map((w) => w[0])))
    const chunks = halves.map((half, i): [string, string, string] => {
      fs.writeFileSync(path.join(dir, 'index', `en_old${i}.pf_index`), pack([half]))
      return [ranges[i].from, ranges[i].to, `en_old${i}`]
    })
    const meta = ['1.5.2', [['en_aaaaaaa', 120]], chunks, [], [], ['title']]
    fs.writeFileSync(path.join(dir, 'pagefind.en_0123456789.pf_meta'), pack(meta))
    fs.writeFileSync(path.join(dir, 'pagefind-entry.json'), JSON.stringify({ version: '1.5.2', languages: { en: { hash: 'en_0123456789', wasm: 'en', page_count: 1 } } }))
  }

  function readBundle() {
    const entry = JSON.parse(fs.readFileSync(path.join(dir, 'pagefind-entry.json'), 'utf8')) as { languages: { en: { hash: string; page_count: number } } }
    const meta = unpack(path.join(dir, `pagefind.${entry.languages.en.hash}.pf_meta`)) as [string, unknown, Array<[string, string, string]>, ...unknown[]]
    const words = (hash: string) => (unpack(path.join(dir, 'index', `${hash}.pf_index`)) as [Word[]])[0]
    return { entry, meta, words }
  }

  it('names chunk boundaries as Pagefind does', () => {
    expect(boundaryPrefixes('apple', 'apricot')).toEqual(['app', 'apr'])
    expect(boundaryPrefixes('cataraman', 'yacht')).toEqual(['c', 'y'])
    expect(chunkRanges([['apple'], ['apricot', 'banana'], ['peach']])).toEqual([
      { from: 'apple', to: 'apple' },
      { from: 'apr', to: 'b' },
      { from: 'p', to: 'peach' },
    ])
    // A `to` shortened below its chunk's `from` stays whole (Pagefind 1.5's `chunk_meta`).
    expect(chunkRanges([['sa'], ['sw', 'sz'], ['t']])).toEqual([
      { from: 'sa', to: 'sa' },
      { from: 'sw', to: 'sz' },
      { from: 't', to: 't' },
    ])
  })

  it('cuts at the target size, only where the first two characters change', () => {
    const words = ['sun', 'swap', 'swapexact', 'swapped', 'sweep', 'swift', 'sync']
    expect(splitWords(words, (w) => w, () => 10, 15)).toEqual([['sun', 'swap', 'swapexact', 'swapped', 'sweep', 'swift'], ['sync']])
    expect(splitWords(words, (w) => w, () => 10, 15, 3)).toEqual([['sun', 'swap', 'swapexact', 'swapped'], ['sweep', 'swift'], ['sync']])
  })

  it('copies each one-character word into every chunk holding a word it begins, in sorted place', () => {
    const chunks = [['a', 'ab', 'l', 'la'], ['li', 'lo', 'm'], ['ma', 'x']]
    expect(withOneCharacterWords(chunks, (w) => w)).toEqual([['a', 'ab', 'l', 'la'], ['l', 'li', 'lo', 'm'], ['m', 'ma', 'x']])
  })

  // That Pagefind's browser code finds in the re-split chunks what it finds in its own is checked
  // with Pagefind itself, on the built site: e2e/resplitIndex.e2e.ts.
  it('re-splits the index into small chunks, keeping every word entry byte for byte, and renames the metadata', () => {
    const words = corpusWords()
    writeBundle(words)
    const result = rechunkPagefindIndex(dir, cborg, 400)
    const { entry, meta, words: wordsOf } = readBundle()

    expect(result).toMatchObject({ languages: 1, chunksBefore: 2 })
    expect(result.chunksAfter).toBeGreaterThan(5)
    expect(entry.languages.en.hash).not.toBe('en_0123456789')
    expect(entry.languages.en.page_count).toBe(1)
    expect(fs.existsSync(path.join(dir, 'pagefind.en_0123456789.pf_meta'))).toBe(false)
    expect(fs.readdirSync(path.join(dir, 'index')).filter((f) => f.startsWith('en_old'))).toEqual([])
    // The rest of the metadata is as Pagefind wrote it.
    expect(meta[0]).toBe('1.5.2')
    expect(meta[1]).toEqual([['en_aaaaaaa', 120]])
    expect(meta.slice(3)).toEqual([[], [], ['title']])

    const chunks = meta[2]
    expect(chunks).toHaveLength(result.chunksAfter)
    const rewritten = chunks.flatMap(([, , hash]) => wordsOf(hash))
    // Each word once in its place, plus copies of the one-character words: the same entries again.
    const firsts = rewritten.filter((word, i) => rewritten.findIndex((other) => other[0] === word[0]) === i)
    expect(Buffer.from(cborg.encode(firsts))).toEqual(Buffer.from(cborg.encode(words)))
    const copies = rewritten.filter((word, i) => rewritten.findIndex((other) => other[0] === word[0]) !== i)
    expect(new Set(copies.map((word) => word[0]))).toEqual(new Set(['l', 's']))
    for (const copy of copies) expect(Buffer.from(cborg.encode(copy))).toEqual(Buffer.from(cborg.encode(words.find((word) => word[0] === copy[0]))))
  })

  it('gives the same bundle when run again (a rebuild that reuses the output is safe)', () => {
    writeBundle(corpusWords())
    rechunkPagefindIndex(dir, cborg, 400)
    const files = () => [fs.readFileSync(path.join(dir, 'pagefind-entry.json'), 'utf8'), ...fs.readdirSync(path.join(dir, 'index')).sort()]
    const once = files()
    const again = rechunkPagefindIndex(dir, cborg, 400)
    expect(files()).toEqual(once)
    expect(again.chunksBefore).toBe(again.chunksAfter)
  })

  it('stops with the file and field when the bundle is not the Pagefind format it knows', () => {
    writeBundle(corpusWords())
    fs.writeFileSync(path.join(dir, 'index', 'en_old1.pf_index'), pack({ words: 'something else' }))
    expect(() => rechunkPagefindIndex(dir, cborg)).toThrow(/index\/en_old1\.pf_index: unexpected Pagefind index format \(words\)/)

    fs.writeFileSync(path.join(dir, 'pagefind-entry.json'), JSON.stringify({ version: '2.0.0', languages: {} }))
    expect(() => rechunkPagefindIndex(dir, cborg)).toThrow(/pagefind-entry\.json: unexpected Pagefind index format \(version "2\.0\.0"\)/)
  })
})
