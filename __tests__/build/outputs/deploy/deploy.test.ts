import { buildCsp, connectSources, sha256Source } from '../../../../src/build/outputs/deploy/csp'
import { findInlineContent, withCspMeta } from '../../../../src/build/outputs/deploy/htmlCsp'
import { buildHeadersFile, buildRedirectsFile, buildRobotsTxt, isHashedAsset } from '../../../../src/build/outputs/deploy/hostFiles'
import { headersFor, parseHeadersFile, parseRedirectsFile } from '../../../../e2e/support/hostServer'

const none = { analytics: { apiKey: null, proxyUrl: null }, search: { hosted: null } }

describe('src/build/outputs/deploy/csp', () => {
  it('allows third-party hosts only when configured', () => {
    expect(connectSources(none)).toEqual([])
    expect(connectSources({ ...none, analytics: { apiKey: 'k', proxyUrl: null } })).toEqual(['https://api2.amplitude.com'])
    expect(connectSources({ ...none, analytics: { apiKey: 'k', proxyUrl: 'https://collect.example.org/amp/v2' } })).toEqual(['https://collect.example.org'])
    expect(connectSources({ ...none, search: { hosted: { appId: 'A' } } })).toEqual(['https://*.algolia.net', 'https://*.algolianet.com'])
  })

  it('hashes inline content like a browser (SHA-256, base64)', () => {
    // echo -n 'alert(1)' | openssl dgst -sha256 -binary | base64
    expect(sha256Source('alert(1)')).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='")
  })

  it('meta layer: hashes, no unsafe-inline scripts, no frame-ancestors', () => {
    const policy = buildCsp({ layer: 'meta', connect: [], scriptHashes: ["'sha256-a'", "'sha256-a'"], styleHashes: ["'sha256-b'"] })
    // 'wasm-unsafe-eval' lets Pagefind's WebAssembly compile; it allows no JS eval.
    expect(policy).toContain("script-src 'self' 'wasm-unsafe-eval' 'sha256-a';")
    expect(policy).toContain("style-src-elem 'self' 'sha256-b';")
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-/)
    expect(policy).not.toContain('frame-ancestors')
    expect(policy).not.toContain("'unsafe-eval'")
  })

  it('header layer: frame-ancestors and the configured connect hosts', () => {
    const policy = buildCsp({ layer: 'header', connect: ['https://api2.amplitude.com'] })
    expect(policy).toContain("frame-ancestors 'none'")
    expect(policy).toContain("connect-src 'self' https://api2.amplitude.com;")
    expect(policy).toContain("object-src 'none'")
  })
})

describe('src/build/outputs/deploy/htmlCsp', () => {
  const html =
    '<!DOCTYPE html><html><head><meta charSet="utf-8"/><script>a()</script><style>b{}</style>' +
    '<script type="application/ld+json">{"x":1}</script><script src="/app.js"></script></head>' +
    '<body><script type="module">c()</script></body></html>'

  it('finds executable inline scripts and style elements, not data blocks or external scripts', () => {
    expect(findInlineContent(html)).toEqual({ scripts: ['a()', 'c()'], styles: ['b{}'] })
  })

  it('writes the policy right after the charset, once, even when run twice', () => {
    const once = withCspMeta(html, [])
    const twice = withCspMeta(once, [])
    expect(twice).toBe(once)
    expect(once.match(/Content-Security-Policy/g)).toHaveLength(1)
    expect(once.indexOf('Content-Security-Policy')).toBeLessThan(once.indexOf('<script>'))
    expect(once).toContain(sha256Source('a()'))
    expect(once).toContain(sha256Source('c()'))
    expect(once).toContain(sha256Source('b{}'))
  })
})

describe('src/build/outputs/deploy/hostFiles', () => {
  it('recognises content-hashed webpack output', () => {
    expect(isHashedAsset('app-97928d308b4c91557abd.js')).toBe(true)
    expect(isHashedAsset('styles.9e6080c8b858564087d0.css')).toBe(true)
    expect(isHashedAsset('app-97928d308b4c91557abd.js.map')).toBe(false)
    expect(isHashedAsset('chunk-map.json')).toBe(false)
    expect(isHashedAsset('favicon.svg')).toBe(false)
  })

  it('sets each header once per path (hosts join duplicates with commas)', () => {
    const file = buildHeadersFile({
      csp: "default-src 'self'",
      rootFiles: ['app-97928d308b4c91557abd.js', 'chunk-map.json'],
      htmlRoutes: ['/', '/concepts/overview', '/404.html'],
    })
    const rules = parseHeadersFile(file)
    for (const path of ['/', '/concepts/overview', '/app-97928d308b4c91557abd.js', '/static/x/y.png', '/page-data/app-data.json', '/404.html', '/chunk-map.json']) {
      const headers = headersFor(rules, path)
      for (const value of Object.values(headers)) expect(value).not.toContain(', public')
      expect(headers['x-frame-options']).toBe('DENY')
    }
    expect(headersFor(rules, '/app-97928d308b4c91557abd.js')['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(headersFor(rules, '/static/x/y.png')['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(headersFor(rules, '/concepts/overview')['cache-control']).toBe('no-cache')
    expect(headersFor(rules, '/page-data/a/page-data.json')['cache-control']).toBe('no-cache')
    expect(headersFor(rules, '/chunk-map.json')['cache-control']).toBeUndefined()
  })

  it('redirects aliases, index.html and trailing-slash spellings', () => {
    const rules = parseRedirectsFile(
      buildRedirectsFile({ aliases: [{ from: '/a/partners', to: '/a/Partners' }], routes: ['/', '/a/Partners', '/concepts/overview', '/404.html'] }),
    )
    const find = (path: string) => rules.find((r) => r.pattern.test(path))
    expect(find('/a/partners')).toMatchObject({ to: '/a/Partners', status: 301, force: false })
    expect(find('/concepts/overview/index.html')).toMatchObject({ to: '/concepts/overview', status: 301, force: true })
    expect(find('/concepts/overview/')).toMatchObject({ to: '/concepts/overview', status: 301, force: false })
    expect(find('/index.html')).toMatchObject({ to: '/', force: true })
    expect(find('/concepts/overview')).toBeUndefined()
    expect(find('/404.html/')).toBeUndefined()
  })

  it('keeps the path prefix on every rule', () => {
    const file = buildRedirectsFile({ aliases: [], routes: ['/docs/', '/docs/a', '/docs/404'], home: '/docs/' })
    expect(file).toContain('/docs/index.html  /docs/  301!')
    expect(file).toContain('/docs/a/index.html  /docs/a  301!')
    expect(file).toContain('/docs/a/  /docs/a  301')
    expect(file).not.toContain('//')
    expect(file).not.toContain('/docs/404')
  })

  it('names the sitemap in robots.txt', () => {
    expect(buildRobotsTxt('https://d/sitemap-index.xml')).toBe('User-agent: *\nAllow: /\nDisallow: /search?\n\nSitemap: https://d/sitemap-index.xml\n')
  })
})
