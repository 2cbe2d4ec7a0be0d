import fs from 'fs'
import os from 'os'
import path from 'path'
import { checkPageLinks, readHtmlPages, runHtmlPass } from '../../../../src/build/outputs/deploy/htmlPass'

const SIDEBAR = '<nav><a href="/docs/a">A</a><a href="/docs/b">B</a><a href="/docs/a#intro">A intro</a></nav>'
const html = (body: string) => `<!DOCTYPE html><html><head><meta charset="utf-8"/><style>b{}</style></head><body>${SIDEBAR}${body}</body></html>`

function site(pages: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'squire-pass-'))
  for (const [file, content] of Object.entries(pages)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    fs.writeFileSync(path.join(dir, file), content)
  }
  return dir
}

const read = (dir: string, file: string) => fs.readFileSync(path.join(dir, file), 'utf8')

describe('src/build/outputs/deploy/htmlPass', () => {
  let dir: string
  let cacheFile: string
  beforeEach(() => {
    dir = site({
      'index.html': html('<a href="/docs/b#usage">usage</a><a href="/img/logo.svg">logo</a>'),
      'docs/a/index.html': html('<h2 id="intro">Intro</h2>'),
      'docs/b/index.html': html('<h2 id="usage">Usage</h2>'),
      '404.html': html('<a href="/nowhere">echoes the path</a>'),
      'img/logo.svg': '<svg/>',
    })
    cacheFile = path.join(dir, '.cache', 'html-pass.json')
  })
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

  const run = () => runHtmlPass({ publicDir: dir, connect: [], cacheFile, concurrency: 2 })

  it('writes the CSP meta into every page and checks each repeated sidebar link once', async () => {
    const result = await run()
    expect(result.problems).toEqual([])
    expect(result.processed).toBe(4)
    expect(result.routes.sort()).toEqual(['/', '/404.html', '/docs/a', '/docs/b'])
    // /docs/a, /docs/b, /docs/a#intro from the sidebar, /docs/b#usage and the logo from the home page.
    expect(result.targets).toBe(5)
    for (const file of ['index.html', 'docs/a/index.html', '404.html']) {
      expect(read(dir, file).match(/http-equiv="Content-Security-Policy"/g)).toHaveLength(1)
    }
    expect(read(dir, 'index.html')).toMatch(/<meta charset="utf-8"\/><meta http-equiv="Content-Security-Policy" content="[^"]*style-src[^"]*'sha256-/)
  })

  it('in two calls, as the deploy step makes it: the pages, then their links with other files\' (a file written in between counts)', async () => {
    const pages = await readHtmlPages({ publicDir: dir, connect: [], cacheFile, concurrency: 2 })
    expect(read(dir, 'docs/b/index.html')).toMatch(/http-equiv="Content-Security-Policy"/)
    // Nothing is recorded for the next build before the check.
    expect(fs.existsSync(cacheFile)).toBe(false)
    fs.writeFileSync(path.join(dir, 'docs/a.md'), '# A')
    const result = checkPageLinks(pages, [{ route: '/llms.txt', hrefs: ['/docs/a.md', '/docs/b.md', '/docs/b#usage', '/docs/b#gone'] }])
    expect(result.problems).toEqual([
      { page: '/llms.txt', href: '/docs/b.md', reason: 'no page or file at /docs/b.md' },
      { page: '/llms.txt', href: '/docs/b#gone', reason: '/docs/b has no element with id "gone"' },
    ])
    expect(result.processed).toBe(4)
    expect(result.reused).toBe(0)
    expect(fs.existsSync(cacheFile)).toBe(true)
  })

  it('fails a broken link and a broken anchor with the source page and the target', async () => {
    fs.writeFileSync(path.join(dir, 'docs/a/index.html'), html('<h2 id="intro">Intro</h2><a href="/docs/c">C</a><a href="/docs/b#gone">gone</a>'))
    const { problems } = await run()
    expect(problems).toEqual([
      { page: '/docs/a', href: '/docs/c', reason: 'no page or file at /docs/c' },
      { page: '/docs/a', href: '/docs/b#gone', reason: '/docs/b has no element with id "gone"' },
    ])
  })

  it('on the next run leaves unchanged pages alone, and still fails pages linking to an anchor that vanished', async () => {
    await run()
    const untouched = fs.statSync(path.join(dir, 'index.html')).mtimeMs
    const again = await run()
    expect(again).toMatchObject({ processed: 0, reused: 4, problems: [] })

    // Gatsby rewrites one page (without our meta); the home page still links to its old anchor.
    fs.writeFileSync(path.join(dir, 'docs/b/index.html'), html('<h2 id="how-to-use">Usage</h2>'))
    const after = await run()
    expect(after.processed).toBe(1)
    expect(after.problems).toEqual([{ page: '/', href: '/docs/b#usage', reason: '/docs/b has no element with id "usage"' }])
    expect(fs.statSync(path.join(dir, 'index.html')).mtimeMs).toBe(untouched)
    expect(read(dir, 'docs/b/index.html')).toContain('http-equiv="Content-Security-Policy"')
  })

  it('re-processes every page when the policy inputs change, and ignores an unreadable cache', async () => {
    await run()
    const changed = await runHtmlPass({ publicDir: dir, connect: ['https://api.example.org'], cacheFile, concurrency: 2 })
    expect(changed.processed).toBe(4)
    expect(read(dir, 'docs/a/index.html')).toContain('https://api.example.org')
    expect(read(dir, 'docs/a/index.html').match(/http-equiv="Content-Security-Policy"/g)).toHaveLength(1)
    fs.writeFileSync(cacheFile, '{not json')
    expect((await run()).processed).toBe(4)
  })

  it('notices a page that disappeared', async () => {
    await run()
    fs.rmSync(path.join(dir, 'docs/b'), { recursive: true })
    const { problems } = await run()
    const byHref = Object.fromEntries(problems.map((p) => [p.href, [p.page, ...(p.also ?? [])].sort()]))
    // Every page's sidebar links to /docs/b; only the home page links to its anchor.
    expect(byHref).toEqual({ '/docs/b': ['/', '/docs/a'], '/docs/b#usage': ['/'] })
  })

  it('names the file of a page it cannot process', async () => {
    fs.writeFileSync(path.join(dir, 'docs/a/index.html'), '<p>no head here</p>')
    await expect(run()).rejects.toThrow(`${path.join('docs', 'a', 'index.html')}: HTML page without <head>`)
  })
})
