/** @jest-environment node */
import fs from 'fs'
import os from 'os'
import path from 'path'
import { searchAssetProblems, stageSearchDocuments, writePagefindIndex, type EarlyIndex } from '../../../../src/build/outputs/search/pagefindIndex'
import type { SearchDocuments } from '../../../../src/build/outputs/search/searchDocuments'

describe('src/build/outputs/search/pagefindIndex searchAssetProblems', () => {
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

describe('src/build/outputs/search/pagefindIndex stageSearchDocuments', () => {
  it('puts each document where its page is in public/, so Pagefind gives it the same URL', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-staged-'))
    try {
      stageSearchDocuments(
        [
          { url: '/', file: 'index.html', document: '<html>home</html>' },
          { url: '/concepts/overview/', file: 'concepts/overview/index.html', document: '<html>overview</html>' },
          { url: '/404.html', file: '404.html', document: '<html>missing</html>' },
        ],
        dir,
      )
      const read = (file: string) => fs.readFileSync(path.join(dir, file), 'utf8')
      expect([read('index.html'), read('concepts/overview/index.html'), read('404.html')]).toEqual(['<html>home</html>', '<html>overview</html>', '<html>missing</html>'])
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe('src/build/outputs/search/pagefindIndex writePagefindIndex with the early index', () => {
  // A Pagefind stand-in recording the order of events; its write fails, so the step stops there.
  function fakeEarlyIndex(events: string[]): EarlyIndex {
    const index = {
      addHTMLFile: async ({ sourcePath }: { sourcePath: string }) => {
        events.push(`given ${sourcePath}`)
        return { errors: [], file: { url: '', meta: {} } }
      },
      writeFiles: async () => {
        events.push('write asked')
        return { errors: ['stopped by the test'], outputPath: '' }
      },
    }
    const pagefind = { close: async () => void events.push('closed') }
    return { pagefind, index, files: new Set(['a/index.html', 'b/index.html']), pageCount: 2 } as unknown as EarlyIndex
  }
  const documents = (): SearchDocuments => ({
    documents: [
      { url: '/a/', file: 'a/index.html', document: '<html>a</html>', cut: true },
      { url: '/b/', file: 'b/index.html', document: '<html>b</html>', cut: false },
    ],
    read: 1,
    storeDir: null,
    save: () => undefined,
  })

  it('hands over the pages cut again, asks for the write, and only then lets other work take the main thread', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-order-'))
    const events: string[] = []
    try {
      await expect(writePagefindIndex(dir, documents(), () => events.push('other work starts'), fakeEarlyIndex(events))).rejects.toThrow('stopped by the test')
      expect(events).toEqual(['given a/index.html', 'write asked', 'other work starts', 'closed'])
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })

  it("says when Pagefind's process has ended, also when the step stops with an error", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-ended-'))
    const events: string[] = []
    try {
      const step = writePagefindIndex(dir, documents(), () => undefined, fakeEarlyIndex(events), () => undefined, () => events.push('Pagefind ended'))
      await expect(step).rejects.toThrow('stopped by the test')
      expect(events.slice(-2)).toEqual(['closed', 'Pagefind ended'])
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})
