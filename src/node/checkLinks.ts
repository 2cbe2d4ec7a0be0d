/**
 * Link and anchor checker over the emitted HTML. Every internal href must resolve to a page or a
 * file of public/, every #fragment to an element id of its target page, and every external link
 * must be an absolute https:// URL. External links are never fetched.
 */
import fs from 'fs'
import path from 'path'
import { parse } from 'parse5'

export interface PageLinks {
  /** Ids of elements in the page. */
  ids: Set<string>
  /** hrefs of <a> elements, as written. */
  hrefs: string[]
}

interface P5Node {
  nodeName: string
  attrs?: Array<{ name: string; value: string }>
  childNodes?: P5Node[]
  content?: P5Node
}

/** Ids and <a href> values of one HTML document. */
export function extractLinks(html: string): PageLinks {
  const ids = new Set<string>()
  const hrefs: string[] = []
  const walk = (node: P5Node): void => {
    for (const attr of node.attrs ?? []) {
      if (attr.name === 'id') ids.add(attr.value)
      else if (attr.name === 'name' && node.nodeName === 'a') ids.add(attr.value)
      else if (attr.name === 'href' && node.nodeName === 'a') hrefs.push(attr.value)
    }
    for (const child of node.childNodes ?? []) walk(child)
    if (node.content) walk(node.content)
  }
  walk(parse(html) as unknown as P5Node)
  return { ids, hrefs }
}

/** public/a/b/index.html → /a/b ; public/404.html → /404.html */
export function routeOfFile(publicDir: string, file: string): string {
  const rel = path.relative(publicDir, file).split(path.sep).join('/')
  if (rel === 'index.html') return '/'
  return rel.endsWith('/index.html') ? `/${rel.slice(0, -'/index.html'.length)}` : `/${rel}`
}

export interface LinkProblem {
  page: string
  href: string
  reason: string
}

export interface CheckOptions {
  /** Routes of pages (no trailing slash). */
  pages: Map<string, PageLinks>
  /** Whether a non-page path (asset, feed, .md twin) exists. */
  fileExists: (route: string) => boolean
  pathPrefix?: string
  /** Pages whose links are not checked (e.g. the 404 page echoes any path). */
  skipSources?: (route: string) => boolean
}

export function checkLinks({ pages, fileExists, pathPrefix = '', skipSources }: CheckOptions): LinkProblem[] {
  const problems: LinkProblem[] = []
  for (const [page, { hrefs }] of pages) {
    if (skipSources?.(page)) continue
    for (const href of hrefs) {
      if (!href || /^(mailto|tel):/.test(href)) continue
      if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')) {
        if (!href.startsWith('https://')) problems.push({ page, href, reason: 'external links must be absolute https:// URLs' })
        continue
      }
      const url = new URL(href, `https://site.invalid${page === '/' ? '/' : `${page}`}`)
      let route = decodeURIComponent(url.pathname)
      if (pathPrefix && route.startsWith(pathPrefix)) route = route.slice(pathPrefix.length) || '/'
      if (route.length > 1 && route.endsWith('/')) route = route.slice(0, -1)
      const fragment = url.hash ? decodeURIComponent(url.hash.slice(1)) : ''
      const target = pages.get(route)
      if (!target) {
        if (!fileExists(route)) problems.push({ page, href, reason: `no page or file at ${route}` })
        continue
      }
      if (fragment && !target.ids.has(fragment)) {
        problems.push({ page, href, reason: `${route} has no element with id "${fragment}"` })
      }
    }
  }
  return problems
}

function htmlFiles(dir: string): string[] {
  const out: string[] = []
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) {
      if (entry.name !== 'page-data' && entry.name !== 'static' && entry.name !== '~partytown') out.push(...htmlFiles(full))
    } else if (entry.name.endsWith('.html')) out.push(full)
  }
  return out
}

/** Runs the checker over a built public/ folder. */
export function checkPublicDir(publicDir: string, pathPrefix = ''): LinkProblem[] {
  const pages = new Map<string, PageLinks>()
  for (const file of htmlFiles(publicDir)) {
    pages.set(routeOfFile(publicDir, file), extractLinks(fs.readFileSync(file, 'utf8')))
  }
  const fileExists = (route: string) => {
    const full = path.join(publicDir, route)
    return full.startsWith(publicDir) && fs.existsSync(full) && fs.statSync(full).isFile()
  }
  return checkLinks({ pages, fileExists, pathPrefix, skipSources: (route) => route === '/404.html' || route === '/404' })
}

export function formatLinkProblems(problems: readonly LinkProblem[]): string {
  return `Broken links (${problems.length}):\n${problems.map((p) => `  - ${p.page} → ${p.href}: ${p.reason}`).join('\n')}`
}
