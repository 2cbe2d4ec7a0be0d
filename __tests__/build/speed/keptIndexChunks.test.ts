/** @jest-environment node */
import crypto from 'crypto'
import fs from 'fs'
import os from 'os'
import path from 'path'
import zlib from 'zlib'
import { CHUNK_FILE_MAKER, chunkRanges, rechunkPagefindIndex, type CborCodec } from '../../../src/build/outputs/search/pagefindChunks'
import { keptIndexChunks } from '../../../src/build/speed/keptIndexChunks'

// cborg exports an `import` entry only, which Jest's resolver does not match: its entry file, by path.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const cborg = require('../../../node_modules/cborg/cborg.js') as CborCodec

type Word = [string, Array<[number, number[], unknown[]]>, unknown[]]
const SIGNATURE = 'pagefind_dcd'
const pack = (value: unknown) => zlib.gzipSync(Buffer.concat([Buffer.from(SIGNATURE), Buffer.from(cborg.encode(value))]))

/** 400 sorted words on a few pages each; `changed` gets another position on page 1 (an edited page). */
function words(changed: string | null = null): Word[] {
  const letter = (n: number) => String.fromCharCode(97 + (n % 26))
  return Array.from({ length: 400 }, (_, i) => `${letter(i)}${letter(Math.floor(i / 26))}${String(i).padStart(3, '0')}`)
    .sort()
    .map((word, i): Word => [word, Array.from({ length: 1 + (i % 4) }, (_, p) => [p + 1, [-25, 3 + i, word === changed ? 999 : 40 + p], []]), []])
}

/** A Pagefind 1.5 bundle in `dir` holding `list` in two chunks, as Pagefind writes it. */
function writeBundle(dir: string, list: Word[]) {
  fs.mkdirSync(path.join(dir, 'index'), { recursive: true })
  const halves = [list.slice(0, 200), list.slice(200)]
  const ranges = chunkRanges(halves.map((half) => half.map((w) => w[0])))
  const chunks = halves.map((half, i): [string, string, string] => {
    fs.writeFileSync(path.join(dir, 'index', `en_old${i}.pf_index`), pack([half]))
    return [ranges[i].from, ranges[i].to, `en_old${i}`]
  })
  fs.writeFileSync(path.join(dir, 'pagefind.en_0123456789.pf_meta'), pack(['1.5.2', [['en_aaaaaaa', 120]], chunks, [], [], []]))
  fs.writeFileSync(path.join(dir, 'pagefind-entry.json'), JSON.stringify({ version: '1.5.2', languages: { en: { hash: 'en_0123456789', wasm: 'en', page_count: 1 } } }))
}

/** Every file of a bundle, by relative path. */
function filesOf(dir: string): Record<string, string> {
  const out: Record<string, string> = {}
  const walk = (sub: string) => {
    for (const entry of fs.readdirSync(path.join(dir, sub), { withFileTypes: true })) {
      const rel = path.join(sub, entry.name)
      if (entry.isDirectory()) walk(rel)
      else out[rel] = fs.readFileSync(path.join(dir, rel)).toString('base64')
    }
  }
  walk('')
  return out
}

/** The word whose entry the edit changes. */
const EDITED = words()[123][0]

describe('src/build/speed/keptIndexChunks', () => {
  let root: string
  let record: string
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'kept-index-chunks-'))
    record = path.join(root, 'cache', 'index-chunks.json')
  })
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }))

  /** The last build's re-split bundle (its record saved) in `last/`, this build's Pagefind output in `next/` and again in `fresh/`. */
  async function twoBuilds(changed: string) {
    const last = path.join(root, 'last')
    writeBundle(last, words())
    const first = keptIndexChunks(record, path.join(root, 'none'), CHUNK_FILE_MAKER)
    await rechunkPagefindIndex(last, cborg, 300, first)
    first.save()
    for (const name of ['next', 'fresh']) writeBundle(path.join(root, name), words(changed))
    return { last, next: path.join(root, 'next'), fresh: path.join(root, 'fresh') }
  }

  it('takes the last build\'s file for every chunk whose bytes did not change, and writes what a fresh re-split writes', async () => {
    const { last, next, fresh } = await twoBuilds(EDITED)
    const kept = keptIndexChunks(record, path.join(last, 'index'), CHUNK_FILE_MAKER)
    const result = await rechunkPagefindIndex(next, cborg, 300, kept)
    await rechunkPagefindIndex(fresh, cborg, 300)

    expect(filesOf(next)).toEqual(filesOf(fresh))
    expect(result.chunksAfter).toBeGreaterThan(5)
    // One word's entry changed: its chunk alone (and the copies of short words: none here) is deflated again.
    expect(kept.kept()).toBe(result.chunksAfter - 1)
  })

  it('deflates again a kept file that no longer holds the chunk\'s bytes (changed by hand, or cut short)', async () => {
    const { last, next, fresh } = await twoBuilds(EDITED)
    await rechunkPagefindIndex(fresh, cborg, 300)
    const index = path.join(last, 'index')
    // Two files of chunks this build writes again unchanged: another chunk's (valid) file in the
    // place of one, the other cut short.
    const [someFile, otherFile] = fs.readdirSync(index).filter((file) => fs.existsSync(path.join(fresh, 'index', file))).sort()
    fs.copyFileSync(path.join(index, otherFile), path.join(index, someFile))
    fs.writeFileSync(path.join(index, otherFile), fs.readFileSync(path.join(index, otherFile)).subarray(0, 10))
    const kept = keptIndexChunks(record, index, CHUNK_FILE_MAKER)
    const result = await rechunkPagefindIndex(next, cborg, 300, kept)

    expect(filesOf(next)).toEqual(filesOf(fresh))
    expect(kept.kept()).toBe(result.chunksAfter - 3)
  })

  it('keeps nothing from a record made by another zlib or level, and none is left until this build saves its own', async () => {
    const { last, next } = await twoBuilds(EDITED)
    const other = keptIndexChunks(record, path.join(last, 'index'), 'zlib 0.0.0, level 9')
    // The record is gone from the moment it is read: a build stopped before `save` leaves none.
    expect(fs.existsSync(record)).toBe(false)
    await rechunkPagefindIndex(next, cborg, 300, other)
    expect(other.kept()).toBe(0)
    other.save()
    const saved = JSON.parse(fs.readFileSync(record, 'utf8')) as { maker: string; chunks: Record<string, { file: string; digest: string }> }
    expect(saved.maker).toBe('zlib 0.0.0, level 9')
    // Only what this build wrote, each a file in its index folder, with the file's own digest.
    const files = Object.values(saved.chunks)
    expect(files.map((written) => written.file).sort()).toEqual(fs.readdirSync(path.join(next, 'index')).sort())
    for (const { file, digest } of files) expect(crypto.createHash('sha256').update(fs.readFileSync(path.join(next, 'index', file))).digest('hex')).toBe(digest)
  })
})
