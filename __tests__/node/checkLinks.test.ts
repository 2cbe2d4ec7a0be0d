import { checkLinks, extractLinks, routeOfFile, formatLinkProblems } from '../../src/node/checkLinks'

const page = (html: string) => extractLinks(`<!doctype html><html><body>${html}</body></html>`)

describe('src/node/checkLinks', () => {
  const pages = new Map([
    ['/', page('<a href="/docs/a">A</a><a href="/docs/a#intro">intro</a><a href="https://x.org">x</a>')],
    ['/docs/a', page('<h2 id="intro">Intro</h2><a href="#intro">self</a><a href="b">relative</a><a href="/docs/a/">slash</a>')],
    ['/docs/b', page('<a href="/docs/a#missing">bad anchor</a><a href="/nowhere">bad page</a><a href="http://insecure.org">http</a><a href="/img/logo.svg">asset</a><a href="#top">top</a>')],
  ])
  const fileExists = (route: string) => route === '/img/logo.svg'

  it('finds ids and hrefs', () => {
    expect(page('<a name="n"></a><div id="d"><a href="/x">x</a></div>')).toEqual({ ids: new Set(['n', 'd']), hrefs: ['/x'] })
  })

  it('maps files to routes', () => {
    expect(routeOfFile('/p', '/p/index.html')).toBe('/')
    expect(routeOfFile('/p', '/p/docs/a/index.html')).toBe('/docs/a')
    expect(routeOfFile('/p', '/p/404.html')).toBe('/404.html')
  })

  it('reports each broken page, anchor and insecure link with source and target', () => {
    const problems = checkLinks({ pages, fileExists })
    expect(problems).toEqual([
      { page: '/docs/b', href: '/docs/a#missing', reason: '/docs/a has no element with id "missing"' },
      { page: '/docs/b', href: '/nowhere', reason: 'no page or file at /nowhere' },
      { page: '/docs/b', href: 'http://insecure.org', reason: 'external links must be absolute https:// URLs' },
      { page: '/docs/b', href: '#top', reason: '/docs/b has no element with id "top"' },
    ])
    expect(formatLinkProblems(problems)).toContain('/docs/b → /nowhere: no page or file at /nowhere')
  })

  it('strips the path prefix', () => {
    const prefixed = new Map([
      ['/', page('<a href="/base/docs/a">A</a>')],
      ['/docs/a', page('')],
    ])
    expect(checkLinks({ pages: prefixed, fileExists: () => false, pathPrefix: '/base' })).toEqual([])
  })
})
