/**
 * Link and anchor checker over the emitted HTML. Every internal href must resolve to a page or a
 * file of public/, every #fragment to an element id of its target page, and every external link
 * must be an absolute https:// URL. External links are never fetched.
 *
 * Built for thousands of pages that repeat the same links (sidebar, navbar, footer): a page
 * contributes only its element ids and its unique hrefs; hrefs are resolved to targets
 * (route + fragment) and each distinct target is checked once, however many pages link to it.
 */
import { Parser } from 'htmlparser2'

/** What the checker keeps of one page. */
export interface PageLinks {
  /** Ids of elements in the page (and `<a name>` targets). */
  ids: ReadonlySet<string>
  /** Unique hrefs of <a> elements, as written, in document order. */
  hrefs: readonly string[]
}

/** Ids and unique <a href> values of one HTML document, read in one streaming pass. */
export function extractLinks(html: string): { ids: Set<string>; hrefs: string[] } {
  const ids = new Set<string>()
  const hrefs = new Set<string>()
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (attributes.id !== undefined) ids.add(attributes.id)
        if (name === 'a') {
          if (attributes.name !== undefined) ids.add(attributes.name)
          if (attributes.href !== undefined) hrefs.add(attributes.href)
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  )
  parser.end(html)
  return { ids, hrefs: [...hrefs] }
}

export interface LinkProblem {
  /** The first page found with the broken link. */
  page: string
  href: string
  reason: string
  /** Other pages with the same broken link (a few), when there are any. */
  also?: string[]
  /** How many more pages have it beyond `page` and `also`. */
  more?: number
}

/** Where an href leads: a checkable target, a problem of its own, or nothing to check. */
type Resolution = { key: string; route: string; fragment: string } | { key: string; problem: string } | null

interface Target {
  href: string
  resolution: Exclude<Resolution, null>
  sources: string[]
  count: number
}

/** Pages named per broken target in the report; the rest are counted. */
const SOURCES_KEPT = 5

const SKIPPED = /^(mailto|tel):/i
const SCHEME = /^[a-z][a-z0-9+.-]*:/i

export interface LinkGraphOptions {
  pathPrefix?: string
}

/**
 * The pages of a site and the distinct targets their links point at. Add every page (order does
 * not matter), then ask for the problems.
 */
export class LinkGraph {
  private readonly pages = new Map<string, ReadonlySet<string>>()
  private readonly targets = new Map<string, Target>()
  /** Absolute-path and external hrefs resolve the same on every page: resolved once. */
  private readonly pageIndependent = new Map<string, Resolution>()
  private readonly pathPrefix: string

  constructor({ pathPrefix = '' }: LinkGraphOptions = {}) {
    this.pathPrefix = pathPrefix
  }

  get pageCount(): number {
    return this.pages.size
  }

  get targetCount(): number {
    return this.targets.size
  }

  /** Registers a page's ids; its links are checked unless `checkSources` is false (the 404 page echoes any path). */
  addPage(route: string, links: PageLinks, checkSources = true): void {
    this.pages.set(route, links.ids)
    if (checkSources) this.addSource(route, links.hrefs)
  }

  /** Checks the links of a file that is not a page (a Markdown twin, llms.txt): it is no link target with ids. */
  addSource(route: string, hrefs: readonly string[]): void {
    for (const href of hrefs) {
      const resolution = this.resolve(route, href)
      if (!resolution) continue
      const target = this.targets.get(resolution.key)
      if (!target) this.targets.set(resolution.key, { href, resolution, sources: [route], count: 1 })
      else {
        target.count += 1
        if (target.sources.length < SOURCES_KEPT) target.sources.push(route)
      }
    }
  }

  private resolve(page: string, href: string): Resolution {
    if (!href || SKIPPED.test(href)) return null
    const independent = (href.startsWith('/') && !href.startsWith('//')) || SCHEME.test(href) || href.startsWith('//')
    if (independent) {
      let resolution = this.pageIndependent.get(href)
      if (resolution === undefined) {
        resolution = this.resolveAgainst('/', href)
        this.pageIndependent.set(href, resolution)
      }
      return resolution
    }
    return this.resolveAgainst(page, href)
  }

  private resolveAgainst(page: string, href: string): Resolution {
    if (SCHEME.test(href) || href.startsWith('//')) {
      return href.startsWith('https://') ? null : { key: `external ${href}`, problem: 'external links must be absolute https:// URLs' }
    }
    const url = new URL(href, `https://site.invalid${page}`)
    let route = decodeURIComponent(url.pathname)
    const prefix = this.pathPrefix
    if (prefix && (route === prefix || route.startsWith(`${prefix}/`))) route = route.slice(prefix.length) || '/'
    if (route.length > 1 && route.endsWith('/')) route = route.slice(0, -1)
    const fragment = url.hash ? decodeURIComponent(url.hash.slice(1)) : ''
    return { key: `${route}#${fragment}`, route, fragment }
  }

  /** Every distinct broken target, with the pages that link to it, in the order first seen. */
  problems(fileExists: (route: string) => boolean): LinkProblem[] {
    const problems: LinkProblem[] = []
    for (const { href, resolution, sources, count } of this.targets.values()) {
      let reason: string | null = null
      if ('problem' in resolution) reason = resolution.problem
      else {
        const ids = this.pages.get(resolution.route)
        if (!ids) reason = fileExists(resolution.route) ? null : `no page or file at ${resolution.route}`
        else if (resolution.fragment && !ids.has(resolution.fragment)) reason = `${resolution.route} has no element with id "${resolution.fragment}"`
      }
      if (!reason) continue
      const [page, ...also] = sources
      problems.push({ page, href, reason, ...(also.length ? { also } : {}), ...(count > sources.length ? { more: count - sources.length } : {}) })
    }
    return problems
  }
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

/** Checks a set of pages held in memory (tests, small sites); the build streams pages into a LinkGraph. */
export function checkLinks({ pages, fileExists, pathPrefix = '', skipSources }: CheckOptions): LinkProblem[] {
  const graph = new LinkGraph({ pathPrefix })
  for (const [route, links] of pages) graph.addPage(route, links, !skipSources?.(route))
  return graph.problems(fileExists)
}

/** The 404 page echoes whatever path was asked for: its links are not checked. */
export function isNotFoundRoute(route: string): boolean {
  return route === '/404.html' || route === '/404'
}

export function formatLinkProblems(problems: readonly LinkProblem[]): string {
  const where = (p: LinkProblem) => {
    const others = (p.also?.length ?? 0) + (p.more ?? 0)
    if (!others) return ''
    const named = p.also?.join(', ') ?? ''
    return ` (also on ${named}${p.more ? `${named ? ' and ' : ''}${p.more} more page${p.more === 1 ? '' : 's'}` : ''})`
  }
  return `Broken links (${problems.length}):\n${problems.map((p) => `  - ${p.page} → ${p.href}: ${p.reason}${where(p)}`).join('\n')}`
}
