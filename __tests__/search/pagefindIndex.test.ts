/** @jest-environment node */
import fs from 'fs'
import os from 'os'
import path from 'path'
import { searchAssetProblems } from '../../src/search/node/pagefindIndex'

describe('src/search/node/pagefindIndex searchAssetProblems', () => {
  let dir: string
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-assets-'))
  })
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

  const write = (file: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    fs.writeFileSync(path.join(dir, file), 'x')
  }

  it('names each missing file the browser fetches, and an index with no page', () => {
    expect(searchAssetProblems(dir, 0)).toEqual([
      'public/pagefind/pagefind.js is missing (the browser fetches /pagefind/pagefind.js)',
      'public/pagefind/pagefind-entry.json is missing (the browser fetches /pagefind/pagefind-entry.json)',
      'public/docsearch.css is missing (the browser fetches /docsearch.css)',
      'Pagefind indexed no page: no built HTML carries data-pagefind-body (see src/search/indexAttributes.ts)',
    ])
  })

  it('is satisfied when every asset exists and pages were indexed', () => {
    for (const file of ['pagefind/pagefind.js', 'pagefind/pagefind-entry.json', 'docsearch.css']) write(file)
    expect(searchAssetProblems(dir, 42)).toEqual([])
  })
})
