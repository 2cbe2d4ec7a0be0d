/** @jest-environment node */
import fs from 'fs'
import os from 'os'
import path from 'path'
import { collectSearchDocuments, documentStoreDir, indexedElement, pagefindUrl, searchDocument } from '../../../../src/build/outputs/search/searchDocuments'

const page = (article: string, title = 'Fees · Squire') =>
  `<!DOCTYPE html><html lang="en"><head><title>${title}</title><style>.x{}</style></head><body><nav><a href="/a">A</a></nav><main>${article}</main><footer>f</footer></body></html>`

describe('search documents', () => {
  test('the indexed element is cut whole, with nested elements of the same name', () => {
    const article = '<article class="m" data-pagefind-body="" data-pagefind-meta="section[data-search-section]"><h1>Fees</h1><article><p>inner</p></article><p>after</p></article>'
    expect(indexedElement(page(article))).toBe(article)
    expect(indexedElement('<div data-pagefind-body><br/><div>a</div>b</div><div>outside</div>')).toBe('<div data-pagefind-body><br/><div>a</div>b</div>')
  })

  test('the document keeps lang and title and drops everything outside the indexed element', () => {
    const article = '<article data-pagefind-body=""><h1>Fees</h1><p>0.3%</p></article>'
    expect(searchDocument(page(article, 'Fees &amp; more'))).toBe(`<!DOCTYPE html><html lang="en"><head><title>Fees &amp; more</title></head><body>${article}</body></html>`)
  })

  test('a page without the marker has no document; an attribute that only starts alike does not count', () => {
    expect(searchDocument(page('<article><h1>Home</h1></article>'))).toBeNull()
    expect(searchDocument(page('<article data-pagefind-bodyx=""><h1>Home</h1></article>'))).toBeNull()
  })

  test('an unclosed indexed element is an error, not a silent cut', () => {
    expect(() => indexedElement('<section data-pagefind-body><p>text')).toThrow('the <section data-pagefind-body> element is not closed')
  })

  test('URLs are the ones Pagefind gives pages it finds in public/', () => {
    expect(pagefindUrl('/site/public', '/site/public/concepts/overview/index.html')).toBe('/concepts/overview/')
    expect(pagefindUrl('/site/public', '/site/public/index.html')).toBe('/')
    expect(pagefindUrl('/site/public', '/site/public/404.html')).toBe('/404.html')
  })

  test('a rebuild reads only the pages whose file changed since the documents were saved', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-docs-'))
    const publicDir = path.join(dir, 'public')
    const cache = path.join(dir, 'cache', 'search-documents.json')
    const write = (route: string, html: string) => {
      fs.mkdirSync(path.join(publicDir, route), { recursive: true })
      fs.writeFileSync(path.join(publicDir, route, 'index.html'), html)
    }
    try {
      write('a', page('<article data-pagefind-body=""><h1>A</h1></article>'))
      write('b', page('<article data-pagefind-body=""><h1>B</h1></article>'))
      write('', page('<article><h1>Home</h1></article>'))
      const first = collectSearchDocuments(publicDir, cache)
      expect(first.read).toBe(3)
      expect(first.documents.map((d) => d.url)).toEqual(['/a/', '/b/'])
      expect(first.documents.map((d) => d.file)).toEqual(['a/index.html', 'b/index.html'])
      // The post-build step rewrites a page (CSP meta) before the documents are saved.
      fs.writeFileSync(path.join(publicDir, 'a/index.html'), page('<article data-pagefind-body=""><h1>A</h1></article>').replace('<head>', '<head><meta name="csp">'))
      first.save()

      const unchanged = collectSearchDocuments(publicDir, cache)
      expect(unchanged.read).toBe(0)
      // The same documents, none cut again this time.
      expect(unchanged.documents.map(({ url, file, document }) => ({ url, file, document }))).toEqual(first.documents.map(({ url, file, document }) => ({ url, file, document })))
      expect(first.documents.map((d) => d.cut)).toEqual([true, true])
      expect(unchanged.documents.map((d) => d.cut)).toEqual([false, false])

      // Rewritten outside its indexed element (another sidebar, say): read again, the same document, not cut.
      const future = new Date(Date.now() + 5000)
      write('b', page('<nav>another sidebar</nav><article data-pagefind-body=""><h1>B</h1></article>'))
      fs.utimesSync(path.join(publicDir, 'b/index.html'), future, future)
      const restyled = collectSearchDocuments(publicDir, cache)
      expect(restyled.read).toBe(1)
      expect(restyled.documents.map((d) => d.cut)).toEqual([false, false])
      expect(fs.existsSync(cache)).toBe(true)
      restyled.save()

      write('b', page('<article data-pagefind-body=""><h1>B, edited</h1></article>'))
      const later = new Date(Date.now() + 10000)
      fs.utimesSync(path.join(publicDir, 'b/index.html'), later, later)
      const edited = collectSearchDocuments(publicDir, cache)
      expect(edited.read).toBe(1)
      expect(edited.documents[1].document).toContain('B, edited')
      expect(edited.documents.map((d) => d.cut)).toEqual([false, true])
      // The store changed: until this build saves, no cache file, so a build stopped now leaves no store to trust.
      expect(fs.existsSync(cache)).toBe(false)
      expect(collectSearchDocuments(publicDir, cache).documents.map((d) => d.cut)).toEqual([true, true])
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
  test('with a cache, the documents are kept in a folder that holds exactly this build\'s documents', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-store-'))
    const publicDir = path.join(dir, 'public')
    const cache = path.join(dir, 'cache', 'search-documents.json')
    const store = documentStoreDir(cache)
    const write = (route: string, html: string) => {
      fs.mkdirSync(path.join(publicDir, route), { recursive: true })
      fs.writeFileSync(path.join(publicDir, route, 'index.html'), html)
    }
    const stored = () => fs.readdirSync(store, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => path.relative(store, path.join(e.parentPath ?? e.path, e.name))).sort()
    try {
      write('a', page('<article data-pagefind-body=""><h1>A</h1></article>'))
      write('b', page('<article data-pagefind-body=""><h1>B</h1></article>'))
      write('c', page('<article><h1>C, not indexed</h1></article>'))
      const first = collectSearchDocuments(publicDir, cache)
      expect(first.storeDir).toBe(store)
      expect(stored()).toEqual(['a/index.html', 'b/index.html'])
      expect(fs.readFileSync(path.join(store, 'b/index.html'), 'utf8')).toBe(first.documents[1].document)
      first.save()

      // A page deleted, a stored document damaged, an unknown file in the store.
      fs.rmSync(path.join(publicDir, 'a'), { recursive: true })
      fs.writeFileSync(path.join(store, 'b/index.html'), 'truncated')
      fs.mkdirSync(path.join(store, 'stray'))
      fs.writeFileSync(path.join(store, 'stray/index.html'), '<html>not a page of this build</html>')
      const second = collectSearchDocuments(publicDir, cache)
      expect(second.read).toBe(1)
      expect(second.documents.map((d) => d.file)).toEqual(['b/index.html'])
      expect(stored()).toEqual(['b/index.html'])
      expect(fs.readFileSync(path.join(store, 'b/index.html'), 'utf8')).toContain('<h1>B</h1>')
      second.save()

      // A page that now has something to index, and an unchanged one read from the store.
      write('c', page('<article data-pagefind-body=""><h1>C</h1></article>'))
      const future = new Date(Date.now() + 5000)
      fs.utimesSync(path.join(publicDir, 'c/index.html'), future, future)
      const third = collectSearchDocuments(publicDir, cache)
      expect(third.read).toBe(1)
      expect(stored()).toEqual(['b/index.html', 'c/index.html'])
      expect(third.documents.map((d) => d.document)).toEqual([fs.readFileSync(path.join(store, 'b/index.html'), 'utf8'), fs.readFileSync(path.join(store, 'c/index.html'), 'utf8')])

      third.save()

      // Without its cache file the store is not trusted: emptied and filled again.
      fs.rmSync(cache)
      fs.writeFileSync(path.join(store, 'b/index.html'), 'stale')
      const cold = collectSearchDocuments(publicDir, cache)
      expect(cold.read).toBe(2)
      expect(fs.readFileSync(path.join(store, 'b/index.html'), 'utf8')).toContain('<h1>B</h1>')
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})
