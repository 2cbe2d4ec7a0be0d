import { routerPathname } from '../../src/theme/pathnameRoundTrip'
import { pathnameAlignScript } from '../../src/theme/inlineScripts'

describe('routerPathname', () => {
  it('keeps ordinary and unicode paths', () => {
    expect(routerPathname('/concepts/overview')).toBe('/concepts/overview')
    expect(routerPathname('/stra%C3%9Fe')).toBe('/stra%C3%9Fe')
  })
  it('spells an escaped reserved character the way the router does', () => {
    expect(routerPathname('/a%2Fb')).toBe('/a%252Fb')
    expect(routerPathname('/%3Cscript%3E%3C%2Fscript%3E')).toBe('/%3Cscript%3E%3C%252Fscript%3E')
  })
  it('turns the "%" of a malformed escape or a literal "%" into U+FFFD', () => {
    expect(routerPathname('/%E0%A4%A')).toBe('/%EF%BF%BDE0%EF%BF%BDA4%EF%BF%BDA')
    expect(routerPathname('/100%25')).toBe('/100%EF%BF%BD25')
  })
  it.each(['/a%2Fb%3Fc', '/%E0%A4%A', '/x%23y', '/%C3%A9', '/100%25', '/a%2Fb%25'])('is stable and decodes twice once aligned: %s', (path) => {
    const once = routerPathname(path)
    expect(routerPathname(once)).toBe(once)
    expect(encodeURI(decodeURI(once))).toBe(once) // what the router stores
    expect(() => decodeURIComponent(decodeURIComponent(once))).not.toThrow() // what the loader does
  })
})

describe('the squire-pathname inline script', () => {
  afterEach(() => window.history.replaceState(null, '', '/'))
  const run = () => new Function(pathnameAlignScript())()

  it.each(['/a%2Fb', '/%3Cscript%3Ealert(1)%3C%2Fscript%3E', '/%E0%A4%A', '/100%25', '/concepts/overview', '/stra%C3%9Fe'])(
    'leaves %s spelt as routerPathname says, keeping query and hash',
    (path) => {
      window.history.replaceState(null, '', `${path}?q=1#top`)
      run()
      expect(window.location.pathname).toBe(routerPathname(path))
      expect(window.location.search).toBe('?q=1')
      expect(window.location.hash).toBe('#top')
    },
  )
})
