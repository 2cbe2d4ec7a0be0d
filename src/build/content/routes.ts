/**
 * The content tree is the route tree: `content/docs/a/b/c.mdx` is doc `a/b/c` at `/a/b/c`, case
 * and spelling kept. `index.mdx` stands for its folder. Blog posts live at `/blog/<slug>`.
 */
import path from 'path'

export interface DocRoute {
  docId: string
  slug: string
}

export function docRouteFromFile(relativePath: string, frontmatterId?: string | null): DocRoute {
  const parsed = path.posix.parse(relativePath.split(path.sep).join('/'))
  const segments = parsed.dir ? parsed.dir.split('/') : []
  if (parsed.name !== 'index' || frontmatterId) segments.push(frontmatterId ?? parsed.name)
  const docId = segments.join('/') || 'index'
  return { docId, slug: `/${segments.join('/')}` }
}

/** `2024-03-12-intro-to-gas-optimization/index.mdx` → `/blog/intro-to-gas-optimization`. */
export function blogSlugFromFile(relativePath: string, frontmatterSlug?: string | null): string {
  if (frontmatterSlug) return `/blog/${frontmatterSlug.replace(/^\/+|\/+$/g, '')}`
  const parsed = path.posix.parse(relativePath.split(path.sep).join('/'))
  const base = parsed.name === 'index' ? path.posix.basename(parsed.dir) : parsed.name
  return `/blog/${base.replace(/^\d{4}-\d{2}-\d{2}-/, '')}`
}

/**
 * The lowercase spelling a mixed-case doc route also answers at (…/Partners at …/partners), or
 * null: the route is lowercase already, or another page of the site (`routes`: every MDX page's)
 * has that spelling. createPages makes an alias page of it; the deploy step a 301 in _redirects.
 */
export function lowercaseAlias(slug: string, routes: ReadonlySet<string>): string | null {
  const lower = slug.toLowerCase()
  return lower !== slug && !routes.has(lower) ? lower : null
}
