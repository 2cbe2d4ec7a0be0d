import fs from 'fs'
import os from 'os'
import path from 'path'
import { htmlFiles, publicFileExists, routeOfHtmlFile } from '../../../../src/build/outputs/deploy/publicFiles'

function fixture(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'squire-public-'))
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    fs.writeFileSync(path.join(dir, file), content)
  }
  return dir
}

describe('src/build/outputs/deploy/publicFiles', () => {
  const dir = fixture({
    'index.html': '',
    '404.html': '',
    'docs/a/index.html': '',
    'docs/a.md': '',
    'page-data/docs/a/page-data.json': '',
    'page-data/x.html': '',
    'static/x/index.html': '',
    '_gatsby/slices/_gatsby-scripts-1.html': '',
    '~partytown/debug/index.html': '',
    'pagefind/x.html': '',
    'pagefind.next-42/y.html': '',
    'pagefinder/index.html': '',
    'img/logo.svg': '',
  })
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

  it('lists the pages, never page data, webpack output, slice fragments, Partytown files or the search index folders (one list for deploy and link check)', () => {
    const routes = htmlFiles(dir).map((file) => routeOfHtmlFile(dir, file)).sort()
    expect(routes).toEqual(['/', '/404.html', '/docs/a', '/pagefinder'])
  })

  it('maps HTML files to routes', () => {
    expect(routeOfHtmlFile('/p', '/p/index.html')).toBe('/')
    expect(routeOfHtmlFile('/p', '/p/a/b/index.html')).toBe('/a/b')
    expect(routeOfHtmlFile('/p', '/p/404.html')).toBe('/404.html')
  })

  it('finds files of public/ by route, but not folders or anything outside it', () => {
    expect(publicFileExists(dir, '/img/logo.svg')).toBe(true)
    expect(publicFileExists(dir, '/docs/a.md')).toBe(true)
    expect(publicFileExists(dir, '/docs/a')).toBe(false)
    expect(publicFileExists(dir, '/img/missing.svg')).toBe(false)
    expect(publicFileExists(dir, `/../${path.basename(dir)}/img/logo.svg`)).toBe(true)
    expect(publicFileExists(path.join(dir, 'docs'), '/../img/logo.svg')).toBe(false)
  })
})
