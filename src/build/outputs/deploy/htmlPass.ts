/**
 * The one pass over the built HTML: each page is read once, gets its CSP meta (src/build/outputs/deploy/htmlCsp),
 * is written once, and leaves behind only what the link check needs (its element ids and unique
 * hrefs). A few files are in flight at a time, so memory does not grow with the site.
 *
 * Incremental: what a page left behind is kept in a cache file with the size, mtime and hash of
 * the file as written. On the next build a page Gatsby did not rewrite is recognised by those and
 * neither read nor written again; its cached ids and links still take part in the link check, so a
 * changed page that drops an anchor still fails the pages that link to it.
 */
import crypto from 'crypto'
import fs from 'fs'
import path from 'path'
import { extractLinks, isNotFoundRoute, LinkGraph, type LinkProblem } from '../checkLinks'
import { detached } from '../detachedString'
import { withCspMeta } from './htmlCsp'
import { htmlFiles, publicFileExists, routeOfHtmlFile } from './publicFiles'
import { forEachLimited } from '../forEachLimited'

/** Bump when what the pass writes or records changes, so older caches are ignored. */
const PASS_VERSION = 1

export interface HtmlPassOptions {
  publicDir: string
  /** connect-src hosts of the CSP (src/build/outputs/deploy/csp.ts). */
  connect: readonly string[]
  pathPrefix?: string
  /** Where the per-page records are kept between builds; no caching without it. */
  cacheFile?: string
  /** Also write each route's HTML as `route.html` (Cloudflare Pages). */
  flatHtml?: boolean
  /** Files in flight at once. */
  concurrency?: number
  /** Links of other files to check with the pages' (the Markdown: src/build/outputs/agents/markdownCheck.ts). */
  extraSources?: ReadonlyArray<LinkSource>
}

/** A file other than a page whose links are checked with the pages' (a Markdown twin, llms.txt). */
export interface LinkSource {
  route: string
  hrefs: readonly string[]
}

export interface HtmlPassResult {
  /** Routes of every HTML page, in file order. */
  routes: string[]
  /** Pages read, given their CSP meta and written in this run. */
  processed: number
  /** Pages left as they were (unchanged since the last run). */
  reused: number
  /** Distinct link targets checked. */
  targets: number
  problems: LinkProblem[]
}

interface PageRecord {
  size: number
  mtimeMs: number
  hash: string
  ids: string[]
  /** Indexes into the cache's href table. */
  links: number[]
}

interface CacheFile {
  key: string
  hrefs: string[]
  pages: Record<string, PageRecord>
}

interface PageSummary {
  size: number
  mtimeMs: number
  hash: string
  ids: string[]
  hrefs: string[]
}

const sha1 = (text: string) => crypto.createHash('sha1').update(text).digest('hex')

function readCache(file: string | undefined, key: string): Map<string, PageSummary> {
  const pages = new Map<string, PageSummary>()
  if (!file) return pages
  let cache: CacheFile
  try {
    cache = JSON.parse(fs.readFileSync(file, 'utf8')) as CacheFile
  } catch {
    return pages
  }
  if (cache.key !== key || !Array.isArray(cache.hrefs) || typeof cache.pages !== 'object') return pages
  for (const [route, record] of Object.entries(cache.pages)) {
    pages.set(route, { size: record.size, mtimeMs: record.mtimeMs, hash: record.hash, ids: record.ids, hrefs: record.links.map((i) => cache.hrefs[i]) })
  }
  return pages
}

function writeCache(file: string, key: string, pages: Map<string, PageSummary>): void {
  const table = new Map<string, number>()
  const records: Record<string, PageRecord> = {}
  for (const [route, { size, mtimeMs, hash, ids, hrefs }] of pages) {
    const links = hrefs.map((href) => {
      let index = table.get(href)
      if (index === undefined) table.set(href, (index = table.size))
      return index
    })
    records[route] = { size, mtimeMs, hash, ids, links }
  }
  const cache: CacheFile = { key, hrefs: [...table.keys()], pages: records }
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(`${file}.tmp`, JSON.stringify(cache))
  fs.renameSync(`${file}.tmp`, file)
}

/** A build stopped half-way leaves the old page or the new one, never a truncated file. */
async function writeAtomically(file: string, content: string): Promise<void> {
  const temporary = `${file}.${process.pid}.tmp`
  await fs.promises.writeFile(temporary, content)
  await fs.promises.rename(temporary, file)
}

/** What the pass over the pages leaves for the link check (checkPageLinks). */
export interface HtmlPages {
  options: HtmlPassOptions
  key: string
  routes: string[]
  current: Map<string, PageSummary>
  processed: number
}

/**
 * The pass over the pages and the link check, in one call. The deploy step makes them two
 * (readHtmlPages, then checkPageLinks) and writes the Markdown files between them
 * (src/build/outputs/deploy/deployStep.ts).
 */
export async function runHtmlPass(options: HtmlPassOptions): Promise<HtmlPassResult> {
  return checkPageLinks(await readHtmlPages(options), options.extraSources)
}

/** Gives every page its CSP meta and keeps what the link check needs of it (its ids and hrefs). */
export async function readHtmlPages(options: HtmlPassOptions): Promise<HtmlPages> {
  const { publicDir, connect, pathPrefix = '', cacheFile, flatHtml = false, concurrency = 8 } = options
  const key = JSON.stringify({ version: PASS_VERSION, connect, pathPrefix, flatHtml })
  const previous = readCache(cacheFile, key)
  const files = htmlFiles(publicDir)
  const routes = files.map((file) => routeOfHtmlFile(publicDir, file))
  const current = new Map<string, PageSummary>()
  // Hrefs repeat on every page (sidebar, navbar, footer): one string per distinct href.
  const interned = new Map<string, string>()
  const intern = (href: string) => {
    const known = interned.get(href)
    if (known !== undefined) return known
    const own = detached(href)
    interned.set(own, own)
    return own
  }
  let processed = 0

  await forEachLimited(
    files.map((file, i) => ({ file, route: routes[i] })),
    concurrency,
    async ({ file, route }) => {
      const before = previous.get(route)
      const stat = await fs.promises.stat(file)
      if (before && before.size === stat.size && before.mtimeMs === stat.mtimeMs) {
        current.set(route, { ...before, hrefs: before.hrefs.map(intern) })
        return
      }
      const html = await fs.promises.readFile(file, 'utf8')
      // Rewritten but maybe the same bytes (a page Gatsby rendered again): only a recorded page can match.
      if (before && before.hash === sha1(html)) {
        current.set(route, { ...before, size: stat.size, mtimeMs: stat.mtimeMs, hrefs: before.hrefs.map(intern) })
        return
      }
      let withCsp: string
      try {
        withCsp = withCspMeta(html, connect)
      } catch (error) {
        throw new Error(`${path.relative(publicDir, file)}: ${(error as Error).message}`)
      }
      const { ids, hrefs } = extractLinks(withCsp)
      await writeAtomically(file, withCsp)
      if (flatHtml && route !== '/' && !route.endsWith('.html')) await writeAtomically(path.join(publicDir, `${route}.html`), withCsp)
      const written = await fs.promises.stat(file)
      current.set(route, { size: written.size, mtimeMs: written.mtimeMs, hash: sha1(withCsp), ids: Array.from(ids, detached), hrefs: hrefs.map(intern) })
      processed += 1
    },
  )

  return { options, key, routes, current, processed }
}

/** Checks every page's links and anchors, and those of `extraSources`; records the pages for the next build. */
export function checkPageLinks({ options, key, routes, current, processed }: HtmlPages, extraSources: ReadonlyArray<LinkSource> = []): HtmlPassResult {
  const { publicDir, pathPrefix = '', cacheFile } = options
  const graph = new LinkGraph({ pathPrefix })
  for (const route of routes) {
    const page = current.get(route) as PageSummary
    graph.addPage(route, { ids: new Set(page.ids), hrefs: page.hrefs }, !isNotFoundRoute(route))
  }
  for (const source of extraSources) graph.addSource(source.route, source.hrefs)
  const problems = graph.problems((route) => publicFileExists(publicDir, route))
  if (cacheFile) writeCache(cacheFile, key, current)
  return { routes, processed, reused: routes.length - processed, targets: graph.targetCount, problems }
}
