/** @jest-environment node */
import fs from 'fs'
import os from 'os'
import path from 'path'
import zlib from 'zlib'
import { boundaryPrefixes, chunkRanges, prefixChunkRange, rangesOf, rechunkPagefindIndex, splitIndex, splitWords, withPrefixWords, PREFIX_LENGTH, type CborCodec } from '../../../../src/build/outputs/search/pagefindChunks'

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
    expect(withPrefixWords(chunks.map((words) => ({ words, depth: PREFIX_LENGTH })), (w) => w)).toEqual([['a', 'ab', 'l', 'la'], ['l', 'li', 'lo', 'm'], ['m', 'ma', 'x']])
  })

  describe('a group of words outgrowing a chunk', () => {
    // "li…" outgrows the target (10) because of "liquid"; "la" and "lo" are small groups.
    const sizes: Record<string, number> = { la: 2, l: 1, li: 1, lia: 2, like: 2, limit: 2, link: 2, linkdai: 2, liquid: 12, list: 2, lo: 2 }
    const words = ['l', 'la', 'li', 'lia', 'like', 'limit', 'link', 'linkdai', 'liquid', 'list', 'lo']
    const split = splitIndex(words, (w) => w, (w) => sizes[w], 10)

    it('is split one character deeper, apart from its neighbours, and written whole again as a prefix chunk', () => {
      expect(split.chunks.map((chunk) => chunk.words)).toEqual([['l', 'la'], ['lia', 'like', 'limit', 'link', 'linkdai'], ['liquid'], ['list'], ['lo']])
      expect(split.chunks.map((chunk) => [chunk.depth, chunk.opensGroup])).toEqual([
        [2, false],
        [3, true],
        [3, false],
        [3, false],
        [2, false],
      ])
      expect(split.prefixChunks.map(({ prefix, through, words }) => ({ prefix, through, words }))).toEqual([{ prefix: 'li', through: 'li', words: ['li', 'lia', 'like', 'limit', 'link', 'linkdai', 'liquid', 'list'] }])
      expect(split.prefixChunks[0].firstPiece).toBe(split.chunks[1])
    })

    it('splits deeper while a group still outgrows the target, each level a prefix chunk, in word order', () => {
      const deep = splitIndex(['ta', 'tok', 'token', 'token0', 'token1', 'tokens', 'top'], (w) => w, (w) => (w.startsWith('token') ? 6 : 1), 10)
      expect(deep.chunks.map((chunk) => chunk.words)).toEqual([['ta'], ['token0', 'token1'], ['tokens'], ['top']])
      // "tok", "toke" and "token" hold the same words but for "tok" itself: one prefix chunk serves them.
      expect(deep.prefixChunks.map((chunk) => [chunk.prefix, chunk.through])).toEqual([
        ['to', 'to'],
        ['tok', 'token'],
      ])
      // A word that is its group's prefix ("tok", "token") is in the group's prefix chunk, not in its pieces.
      expect(deep.prefixChunks.find((chunk) => chunk.prefix === 'tok')?.words).toEqual(['tok', 'token', 'token0', 'token1', 'tokens'])
      expect(rangesOf(deep, (w) => w).slice(deep.chunks.length)).toEqual([prefixChunkRange('to'), prefixChunkRange('tok', 'token')])
      // Groups that differ by more than their prefix word keep a prefix chunk each.
      const apart = splitIndex(['la', 'lia', 'lib', 'lin', 'link', 'linkdai', 'linkusdc'], (w) => w, (w) => (w === 'link' ? 6 : w.startsWith('link') ? 12 : 1), 10)
      expect(apart.prefixChunks.map((chunk) => [chunk.prefix, chunk.through])).toEqual([
        ['li', 'li'],
        ['lin', 'link'],
      ])
      expect(prefixChunkRange('toke', 'token')).toEqual({ from: 'toke', to: 'token\u0000' })
    })

    it('leaves a group alone when cutting one character deeper cannot make it smaller', () => {
      // Without "link" itself (its prefix chunk's word), the rest fits one chunk: no prefix chunk.
      const one = splitIndex(['a', 'link', 'linkdai', 'linkusdc'], (w) => w, (w) => (w === 'link' ? 20 : 1), 10)
      expect(one.prefixChunks).toEqual([])
      expect(one.chunks.map((chunk) => chunk.words)).toEqual([['a', 'link', 'linkdai', 'linkusdc']])
      const whole = splitIndex(['a', 'liquid', 'zed'], (w) => w, (w) => (w === 'liquid' ? 20 : 1), 10)
      expect(whole.prefixChunks).toEqual([])
      expect(whole.chunks.map((chunk) => chunk.words)).toEqual([['a', 'liquid'], ['zed']])
    })

    it('gives splitWords\' chunks when no group outgrows the target', () => {
      const small = ['sa', 'sb', 'sun', 'swap', 'sync', 'ta', 'tb']
      expect(splitWords(small, (w) => w, () => 1, 2)).toHaveLength(4)
      expect(splitIndex(small, (w) => w, () => 1, 2).chunks.map((chunk) => chunk.words)).toEqual(splitWords(small, (w) => w, () => 1, 2))
      expect(splitIndex(small, (w) => w, () => 1, 2).prefixChunks).toEqual([])
    })

    it('names a prefix chunk so that only its prefix falls in it, and starts a group\'s first piece at its first word', () => {
      const ranges = rangesOf(split, (w) => w)
      expect(ranges).toEqual([
        { from: 'l', to: 'la' },
        { from: 'lia', to: 'lin' },
        { from: 'liq', to: 'liq' },
        { from: 'lis', to: 'list' },
        { from: 'lo', to: 'lo' },
        prefixChunkRange('li'),
      ])
      // Pagefind's strict match (from ≤ term ≤ to): "li" is in the prefix chunk only; "liquid" and
      // "lia" are not in it, whole or cut to its `to`'s length (its loose match).
      const strict = (term: string) => ranges.flatMap((range, i) => (range.from <= term && term <= range.to ? [i] : []))
      expect(strict('li')).toEqual([5])
      expect(strict('lia')).toEqual([1])
      const prefix = prefixChunkRange('li')
      for (const term of ['liquid', 'lia', 'lz']) expect(term.slice(0, prefix.to.length) <= prefix.to && term >= prefix.from).toBe(false)
    })

    it('gives the name its first piece lost to the prefix chunk: a shorter query meets the same words', () => {
      const la = splitIndex(['k', 'larg', 'last'], (w) => w, (w) => (w === 'k' ? 1 : 10), 10)
      expect(la.chunks.map((chunk) => chunk.words)).toEqual([['k'], ['larg'], ['last']])
      // Unsplit, "larg" and "last" were one chunk named from "l": the query "l" met it alone.
      expect(chunkRanges([['k'], ['larg', 'last']])[1].from).toBe('l')
      expect(rangesOf(la, (w) => w)).toEqual([
        { from: 'k', to: 'k' },
        { from: 'larg', to: 'larg' },
        { from: 'las', to: 'last' },
        { from: 'l', to: 'la\u0000' },
      ])
    })

    it('copies the words shorter than a chunk\'s depth into it, before the words they begin', () => {
      const chunks = withPrefixWords([...split.chunks, ...split.prefixChunks.map((chunk) => ({ words: chunk.words, depth: chunk.prefix.length }))], (w) => w)
      expect(chunks).toEqual([
        ['l', 'la'],
        ['l', 'li', 'lia', 'like', 'limit', 'link', 'linkdai'],
        ['l', 'li', 'liquid'],
        ['l', 'li', 'list'],
        ['l', 'lo'],
        ['l', 'li', 'lia', 'like', 'limit', 'link', 'linkdai', 'liquid', 'list'],
      ])
    })
  })

  // That Pagefind's browser code finds in the re-split chunks what it finds in its own is checked
  // with Pagefind itself, on the built site: e2e/resplitIndex.e2e.ts.
  it('re-splits the index into small chunks, keeping every word entry byte for byte, and renames the metadata', async () => {
    const words = corpusWords()
    writeBundle(words)
    const result = await rechunkPagefindIndex(dir, cborg, 400)
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

  /** corpusWords, with the "li…" words on many pages: their group outgrows a 400-byte chunk by far. */
  function largeGroupWords(): Word[] {
    return corpusWords().map(([word, pages, variants]): Word => (word.startsWith('li') ? [word, Array.from({ length: 60 }, (_, p) => [p + 1, [-25, 3 + p, 40 + p], []]), variants] : [word, pages, variants]))
  }

  it('writes a group that outgrows a chunk in smaller chunks and again whole in a prefix chunk, listed last', async () => {
    const words = largeGroupWords()
    writeBundle(words)
    const result = await rechunkPagefindIndex(dir, cborg, 400)
    const { meta, words: wordsOf } = readBundle()
    const chunks = meta[2]
    const prefixChunks = chunks.filter(([, to]) => to.endsWith('\u0000'))
    expect(result.prefixChunks).toBe(prefixChunks.length)
    expect(prefixChunks.map(([from, to]) => [from, to])).toContainEqual(['li', 'li\u0000'])
    // Listed after the others; each holds every word its prefix begins (with the copy of "l"), entries byte for byte.
    expect(chunks.slice(chunks.length - prefixChunks.length)).toEqual(prefixChunks)
    for (const [from, , hash] of prefixChunks) {
      const held = wordsOf(hash)
      expect(held.map((word) => word[0])).toEqual(['l', ...words.filter((word) => word[0].startsWith(from)).map((word) => word[0])])
      for (const word of held) expect(Buffer.from(cborg.encode(word))).toEqual(Buffer.from(cborg.encode(words.find((other) => other[0] === word[0]))))
    }
    // The chunks in word order still hold each word once in its place (plus copies of shorter words).
    const ordered = chunks.slice(0, chunks.length - prefixChunks.length).flatMap(([, , hash]) => wordsOf(hash))
    const firsts = ordered.filter((word, i) => ordered.findIndex((other) => other[0] === word[0]) === i)
    expect(firsts.map((word) => word[0])).toEqual(words.map((word) => word[0]))
    // The "liquid…" words are not in the chunk that holds "limit…" words of other groups.
    const liquidChunk = chunks.find(([, , hash]) => wordsOf(hash).some((word) => word[0] === 'liquidityamount') && !prefixChunks.some(([, , p]) => p === hash))
    expect(liquidChunk && wordsOf(liquidChunk[2]).map((word) => word[0]).filter((word) => word.length > 2).every((word) => word.startsWith('liq'))).toBe(true)

    // Run again on its own output: the same bundle.
    const files = () => [fs.readFileSync(path.join(dir, 'pagefind-entry.json'), 'utf8'), ...fs.readdirSync(path.join(dir, 'index')).sort()]
    const once = files()
    await rechunkPagefindIndex(dir, cborg, 400)
    expect(files()).toEqual(once)
  })

  it('gives the same bundle when run again (a rebuild that reuses the output is safe)', async () => {
    writeBundle(corpusWords())
    await rechunkPagefindIndex(dir, cborg, 400)
    const files = () => [fs.readFileSync(path.join(dir, 'pagefind-entry.json'), 'utf8'), ...fs.readdirSync(path.join(dir, 'index')).sort()]
    const once = files()
    const again = await rechunkPagefindIndex(dir, cborg, 400)
    expect(files()).toEqual(once)
    expect(again.chunksBefore).toBe(again.chunksAfter)
  })

  it('stops with the file and field when the bundle is not the Pagefind format it knows', async () => {
    writeBundle(corpusWords())
    fs.writeFileSync(path.join(dir, 'index', 'en_old1.pf_index'), pack({ words: 'something else' }))
    await expect(rechunkPagefindIndex(dir, cborg)).rejects.toThrow(/index\/en_old1\.pf_index: unexpected Pagefind index format \(words\)/)

    fs.writeFileSync(path.join(dir, 'pagefind-entry.json'), JSON.stringify({ version: '2.0.0', languages: {} }))
    await expect(rechunkPagefindIndex(dir, cborg)).rejects.toThrow(/pagefind-entry\.json: unexpected Pagefind index format \(version "2\.0\.0"\)/)
  })
})
