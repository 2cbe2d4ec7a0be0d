/**
 * One spelling convention across the site, checked by a spell checker rather than by hand: the
 * prose of every page and post, the data the pages render and the site configuration's labels are
 * checked against cspell's British English (-ise) dictionary and the project word list
 * (content/words.txt) by scripts/spelling/checkSpelling.mjs. It runs once, in a child process
 * (cspell-lib ships only ES modules), on the site plus two scratch files written here that show
 * what a finding looks like.
 * @jest-environment node
 */
import { execFileSync } from 'child_process'
import fs from 'fs'
import os from 'os'
import path from 'path'

const ROOT = path.resolve(__dirname, '../..')
const SCRIPT = path.join(ROOT, 'scripts/spelling/checkSpelling.mjs')

interface Finding {
  file: string
  line: number
  column: number
  word: string
  british?: string
  message: string
}

const SCRATCH_PAGE = [
  '---', // 1
  'title: A scratch page', // 2
  'description: Written by the spelling test, with one colour and one color', // 3
  '---', // 4
  '', // 5
  '## The initialize function', // 6: `initialize` is in this page's code, so it is the code's spelling
  '', // 7
  'The pool recieves its price once, and [initialize](#the-initialize-function) sets it.', // 8
  'After that the pool is initialized and `recieveCode()` or [a link](/recieve-route) is no prose.', // 9
  '', // 10
  '```solidity', // 11
  'function initialize(uint160 sqrtPriceX96) external; // colorize', // 12
  '```', // 13
  '', // 14
  '<DataTable path="token.recieve" />', // 15
].join('\n')

const SCRATCH_DATA = ['{', '  "id": "colorize-me",', '  "description": "A behavior of the pool",', '  "note": "Squire writes behaviour"', '}', ''].join('\n')

let scratchDir: string
let findings: Finding[]

beforeAll(() => {
  scratchDir = fs.mkdtempSync(path.join(os.tmpdir(), 'spelling-'))
  fs.writeFileSync(path.join(scratchDir, 'page.mdx'), SCRATCH_PAGE)
  fs.writeFileSync(path.join(scratchDir, 'data.json'), SCRATCH_DATA)
  const out = execFileSync(process.execPath, [SCRIPT, '--json', '--site', path.join(scratchDir, 'page.mdx'), path.join(scratchDir, 'data.json')], {
    cwd: ROOT,
    encoding: 'utf8',
  })
  findings = JSON.parse(out) as Finding[]
})

afterAll(() => fs.rmSync(scratchDir, { recursive: true, force: true }))

const inScratch = (finding: Finding) => path.resolve(ROOT, finding.file).startsWith(scratchDir)
const at = (name: string) => findings.filter((f) => inScratch(f) && f.file.endsWith(name)).map(({ line, word, british }) => ({ line, word, british }))

describe('spelling', () => {
  it('finds no misspelling and no American spelling in the site', () => {
    // A failure lists file:line:column and the word; fix the text or add a right word to content/words.txt.
    expect(findings.filter((f) => !inScratch(f)).map((f) => f.message)).toEqual([])
  })

  it('reports a misspelling in a page with its file and line', () => {
    expect(at('page.mdx')).toContainEqual({ line: 8, word: 'recieves', british: undefined })
    const message = findings.find((f) => inScratch(f) && f.word === 'recieves')?.message
    expect(message).toMatch(/page\.mdx:8:\d+ unknown word "recieves"/)
  })

  it('reports the other convention\u2019s spelling with the British form, in front matter and prose', () => {
    expect(at('page.mdx')).toEqual(
      expect.arrayContaining([
        { line: 3, word: 'color', british: 'colour' },
        { line: 9, word: 'initialized', british: 'initialised' },
      ]),
    )
    const message = findings.find((f) => inScratch(f) && f.word === 'initialized')?.message
    expect(message).toMatch(/page\.mdx:9:\d+ "initialized" is the American spelling; the site writes British English: "initialised"/)
  })

  it('leaves code, link targets, component attributes and the page\u2019s own identifiers alone', () => {
    expect(at('page.mdx')).toHaveLength(3)
  })

  it('checks the prose of data files but not their identifiers', () => {
    expect(at('data.json')).toEqual([{ line: 3, word: 'behavior', british: 'behaviour' }])
  })
})
