/** @jest-environment node */
import fs from 'fs'
import os from 'os'
import path from 'path'
import { replaceDirectory } from '../../src/search/node/pagefindIndex'

describe('src/search/node/pagefindIndex replaceDirectory', () => {
  let root: string
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'replace-dir-'))
  })
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }))

  const files = (dir: string) => fs.readdirSync(dir, { recursive: true }).map(String).sort()
  const write = (file: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    fs.writeFileSync(path.join(root, file), file)
  }

  it('leaves exactly the new folder’s files: last build’s index chunks do not survive', () => {
    write('pagefind/pagefind.js')
    write('pagefind/index/en_old.pf_index')
    write('next/pagefind.js')
    write('next/index/en_new.pf_index')
    replaceDirectory(path.join(root, 'next'), path.join(root, 'pagefind'))
    expect(files(path.join(root, 'pagefind'))).toEqual(['index', 'index/en_new.pf_index', 'pagefind.js'])
    expect(fs.readFileSync(path.join(root, 'pagefind/index/en_new.pf_index'), 'utf8')).toBe('next/index/en_new.pf_index')
    expect(files(root)).toEqual(['pagefind', 'pagefind/index', 'pagefind/index/en_new.pf_index', 'pagefind/pagefind.js'])
  })

  it('works when there was no folder yet (first build)', () => {
    write('next/pagefind.js')
    replaceDirectory(path.join(root, 'next'), path.join(root, 'pagefind'))
    expect(files(path.join(root, 'pagefind'))).toEqual(['pagefind.js'])
  })
})
