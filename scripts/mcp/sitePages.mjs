// @ts-check
/**
 * The docs of a build, read from public/: /llms.txt names every doc with its title, description,
 * section and Markdown URL (src/build/outputs/llms/llmsTxt.ts writes it), and each doc's Markdown twin is
 * `public/<route>.md`, with the values of content/data already in it.
 */
import fs from 'node:fs'
import path from 'node:path'

/** @typedef {{ route: string, title: string, description: string, section: string, url: string, markdownUrl: string }} DocPage */

/** The error a tool reports to its caller (anything else is a fault of the server). */
export class ToolInputError extends Error {}

/** @param {string} text */
const unescapeTitle = (text) => text.replace(/\\([[\]\\])/g, '$1')

/**
 * The docs listed in an llms.txt: lines `- [Title](…/route.md): description` under `## Section`.
 * Entries not ending in `.md` (blog posts, in the Optional section) are not docs.
 * @param {string} llmsTxt
 * @returns {DocPage[]}
 */
export function docsOfLlmsTxt(llmsTxt) {
  /** @type {DocPage[]} */
  const docs = []
  let section = ''
  for (const line of llmsTxt.split('\n')) {
    const heading = /^## (.+)$/.exec(line)
    if (heading) {
      section = heading[1].trim()
      continue
    }
    const item = /^- \[((?:[^\]\\]|\\.)*)\]\((\S+?)\)(?::\s*(.*))?$/.exec(line)
    if (!item) continue
    const markdownUrl = item[2]
    const url = new URL(markdownUrl)
    if (!url.pathname.endsWith('.md')) continue
    const route = url.pathname.slice(0, -'.md'.length)
    docs.push({ route, title: unescapeTitle(item[1]), description: (item[3] ?? '').trim(), section, url: `${url.origin}${route}`, markdownUrl })
  }
  return docs
}

/**
 * A doc's route from what a caller may pass: `/concepts/overview`, `concepts/overview/`, the page's
 * URL on the site, its `.md` URL, with or without `#anchor` or `?query`.
 * @param {string} input
 * @param {string} origin the site's origin (https://docs.squire.exchange)
 * @returns {string}
 */
export function routeOf(input, origin) {
  const trimmed = input.trim()
  if (!trimmed) throw new ToolInputError('route is empty: pass a route such as /concepts/overview, or a page URL')
  let pathname = trimmed
  if (/^[a-z][a-z0-9+.-]*:/i.test(trimmed)) {
    /** @type {URL} */
    let url
    try {
      url = new URL(trimmed)
    } catch {
      throw new ToolInputError(`"${trimmed}" is not a URL or a route`)
    }
    if (url.origin !== origin) throw new ToolInputError(`${url.origin} is not this site: pages are at ${origin}/…`)
    pathname = url.pathname
  }
  pathname = pathname.replace(/[?#].*$/, '')
  try {
    pathname = decodeURIComponent(pathname)
  } catch {
    throw new ToolInputError(`"${trimmed}" is not a valid route (bad percent-encoding)`)
  }
  pathname = `/${pathname.replace(/^\/+/, '')}`.replace(/\/index\.html$/, '').replace(/\.md$/, '').replace(/\/+$/, '')
  return pathname || '/'
}

/**
 * @param {string} publicDir
 */
export function openSitePages(publicDir) {
  const root = path.resolve(publicDir)
  const llmsFile = path.join(root, 'llms.txt')
  if (!fs.existsSync(llmsFile)) throw new Error(`No ${llmsFile}: build the site first (npm run build)`)
  const docs = docsOfLlmsTxt(fs.readFileSync(llmsFile, 'utf8'))
  if (!docs.length) throw new Error(`${llmsFile} lists no docs`)
  const origin = new URL(docs[0].url).origin
  const byRoute = new Map(docs.map((doc) => [doc.route, doc]))
  const byLowerRoute = new Map(docs.map((doc) => [doc.route.toLowerCase(), doc]))

  /**
   * @param {string} input
   * @returns {DocPage}
   */
  function find(input) {
    const route = routeOf(input, origin)
    const doc = byRoute.get(route) ?? byLowerRoute.get(route.toLowerCase())
    if (!doc) throw new ToolInputError(`No doc at ${route}. list_pages lists every route; search_docs finds pages by words.`)
    return doc
  }

  return {
    origin,
    docs,
    find,
    /**
     * The doc's Markdown as the site serves it.
     * @param {DocPage} doc
     */
    markdown(doc) {
      return fs.readFileSync(path.join(root, `${doc.route}.md`), 'utf8')
    },
  }
}
