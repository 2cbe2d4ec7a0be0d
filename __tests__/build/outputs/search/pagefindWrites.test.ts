/**
 * @jest-environment node
 *
 * Pagefind 1.5 answers writeFiles before its writes are on disk (src/build/outputs/search/pagefindWrites.ts):
 * the index is read, swapped in and the service closed only once every file is whole.
 */
import fs from 'fs'
import os from 'os'
import path from 'path'
import zlib from 'zlib'
import { awaitWholeIndex, isWholeIndexFile } from '../../../../src/build/outputs/search/pagefindWrites'

let dir: string
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pagefind-writes-'))
  fs.mkdirSync(path.join(dir, 'fragment'))
})
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

const fragment = zlib.gzipSync(Buffer.from(`pagefind_dcd${JSON.stringify({ url: '/a/', content: 'word '.repeat(2000) })}`))
const SCRIPT = 'const pagefind_version="1.5.2";let a=1;export{a as init,a as search};'
const write = (file: string, bytes: Buffer | string) => fs.writeFileSync(path.join(dir, file), bytes)

test('whole files pass; empty or cut ones do not', () => {
  write('fragment/en_1234567.pf_fragment', fragment)
  write('pagefind-entry.json', '{"version":"1.5.2","languages":{}}')
  write('pagefind.js', SCRIPT)
  write('pagefind-ui.css', '')
  for (const file of ['fragment/en_1234567.pf_fragment', 'pagefind-entry.json', 'pagefind.js', 'pagefind-ui.css']) expect(isWholeIndexFile(path.join(dir, file))).toBe(true)

  write('fragment/en_1234567.pf_fragment', fragment.subarray(0, fragment.length - 4))
  write('pagefind-entry.json', '')
  write('pagefind.js', SCRIPT.slice(0, 40))
  write('wasm.en.pagefind', '')
  for (const file of ['fragment/en_1234567.pf_fragment', 'pagefind-entry.json', 'pagefind.js', 'wasm.en.pagefind']) expect(isWholeIndexFile(path.join(dir, file))).toBe(false)
})

test('waits for a file still being written, and not for the files it is told are whole', async () => {
  write('pagefind-entry.json', '{"version":"1.5.2"}')
  write('fragment/en_1234567.pf_fragment', fragment.subarray(0, Math.floor(fragment.length / 2)))
  write('fragment/en_linked0.pf_fragment', 'a file the caller vouches for')
  const finishing = new Promise<void>((resolve) =>
    setTimeout(() => {
      write('fragment/en_1234567.pf_fragment', fragment)
      resolve()
    }, 60),
  )
  let done = false
  const waiting = awaitWholeIndex(dir, new Set(['fragment/en_linked0.pf_fragment']), { timeoutMs: 5_000, intervalMs: 5 }).then(() => (done = true))
  await new Promise((resolve) => setTimeout(resolve, 30))
  expect(done).toBe(false)
  await finishing
  await waiting
  expect(done).toBe(true)
})

test('a file that stays cut short fails the wait, naming it', async () => {
  write('pagefind-entry.json', '{"version":')
  await expect(awaitWholeIndex(dir, new Set(), { timeoutMs: 50, intervalMs: 5 })).rejects.toThrow(/did not finish writing pagefind-entry\.json/)
})
