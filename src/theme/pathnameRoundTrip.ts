/**
 * Why every page starts with the `squire-pathname` inline script (inlineScripts.ts
 * `pathnameAlignScript`): a Gatsby 5 client crash on URLs with an escaped reserved character
 * (`/a%2Fb`, `/%3Cscript%3E…%3C%2Fscript%3E`). @gatsbyjs/reach-router stores the location as
 * `encodeURI(decodeURI(pathname))`, which turns `%2F` into `%252F` (decodeURI keeps `%2F`, encodeURI
 * escapes its `%`), while Gatsby's loader keys the page it loaded by the address as given. The two
 * lookups disagree, `EnsureResources` gets no page resources and the render throws "Cannot read
 * properties of undefined (reading 'page')", then React #423: a blank page. The loader also decodes
 * twice (`findPath` of an already decoded path), so a path whose decoded form holds a stray "%"
 * (`/100%25`, a malformed `/%E0%A4%A`) throws URIError.
 *
 * Rewriting the address, before the bundle runs, to a spelling that the router keeps as it is and
 * that decodes twice without error makes both sides use one key, so the 404 page (or the page)
 * renders. This is the reference the script follows; the unit test runs the script text against it.
 */
export function routerPathname(pathname: string): string {
  try {
    decodeURIComponent(decodeURIComponent(pathname)) // what the loader does; throws on a stray "%"
    return encodeURI(decodeURI(pathname))
  } catch {
    // malformed escape: fall through
  }
  // A "%" that is not a plain escape becomes U+FFFD, as a lenient decoder would show it.
  return encodeURI(pathname.replace(/%/g, '\uFFFD'))
}
