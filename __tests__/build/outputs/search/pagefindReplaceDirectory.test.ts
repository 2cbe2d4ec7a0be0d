/** @jest-environment node */
import fs from 'fs'
import os from 'os'
import path from 'path'
import { dropUnusedPagefindFiles, replaceDirectory } from '../../../../src/build/outputs/search/pagefindIndex'

describe('src/build/outputs/search/pagefindIndex replaceDirectory', () => {
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

  it('drops the files of Pagefind\'s own UIs and worker, and nothing the browser fetches', () => {
    for (const file of ['pagefind.js', 'pagefind-entry.json', 'pagefind.en_1.pf_meta', 'wasm.en.pagefind', 'pagefind-ui.js', 'pagefind-ui.css', 'pagefind-modular-ui.js', 'pagefind-component-ui.js', 'pagefind-highlight.js', 'pagefind-worker.js', 'index/en_1.pf_index', 'fragment/en_1.pf_fragment']) write(`next/${file}`)
    dropUnusedPagefindFiles(path.join(root, 'next'))
    expect(files(path.join(root, 'next'))).toEqual(['fragment', 'fragment/en_1.pf_fragment', 'index', 'index/en_1.pf_index', 'pagefind-entry.json', 'pagefind.en_1.pf_meta', 'pagefind.js', 'wasm.en.pagefind'])
  })
})
