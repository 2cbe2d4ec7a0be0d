import { checkLinks, extractLinks, formatLinkProblems, LinkGraph } from '../../../src/build/outputs/checkLinks'

const page = (html: string) => extractLinks(`<!doctype html><html><body>${html}</body></html>`)

describe('src/build/outputs/checkLinks', () => {
  const pages = new Map([
    ['/', page('<a href="/docs/a">A</a><a href="/docs/a#intro">intro</a><a href="https://x.org">x</a>')],
    ['/docs/a', page('<h2 id="intro">Intro</h2><a href="#intro">self</a><a href="b">relative</a><a href="/docs/a/">slash</a>')],
    ['/docs/b', page('<a href="/docs/a#missing">bad anchor</a><a href="/nowhere">bad page</a><a href="http://insecure.org">http</a><a href="/img/logo.svg">asset</a><a href="#top">top</a>')],
  ])
  const fileExists = (route: string) => route === '/img/logo.svg'

  it('finds ids and hrefs', () => {
    expect(page('<a name="n"></a><div id="d"><a href="/x">x</a></div>')).toEqual({ ids: new Set(['n', 'd']), hrefs: ['/x'] })
  })

  it('keeps each href once, in document order, with entities decoded', () => {
    expect(page('<a href="/b">1</a><a href="/a?x=1&amp;y=2">2</a><a href="/b">3</a><A HREF="/c" ID="C">4</A>')).toEqual({
      ids: new Set(['C']),
      hrefs: ['/b', '/a?x=1&y=2', '/c'],
    })
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

  it('checks a link every page repeats once, and names the first pages that carry it', () => {
    const sidebar = '<nav><a href="/docs/a">A</a><a href="/docs/gone">Gone</a><a href="/docs/a#intro">Intro</a></nav>'
    const graph = new LinkGraph()
    graph.addPage('/docs/a', page(`<h2 id="intro">Intro</h2>${sidebar}`))
    for (let i = 0; i < 100; i += 1) graph.addPage(`/docs/p${i}`, page(`${sidebar}<a href="../docs/a">relative</a>`))
    // Three sidebar targets, however many pages; the relative link resolves to one of them.
    expect(graph.targetCount).toBe(3)
    const problems = graph.problems(() => false)
    expect(problems).toEqual([
      { page: '/docs/a', href: '/docs/gone', reason: 'no page or file at /docs/gone', also: ['/docs/p0', '/docs/p1', '/docs/p2', '/docs/p3'], more: 96 },
    ])
    expect(formatLinkProblems(problems)).toContain('/docs/a → /docs/gone: no page or file at /docs/gone (also on /docs/p0, /docs/p1, /docs/p2, /docs/p3 and 96 more pages)')
  })

  it('does not check the links of pages added as non-sources, but still resolves links to them', () => {
    const graph = new LinkGraph()
    graph.addPage('/404.html', page('<a href="/whatever">echo</a><p id="here"></p>'), false)
    graph.addPage('/', page('<a href="/404.html#here">404</a>'))
    expect(graph.problems(() => false)).toEqual([])
  })
})

