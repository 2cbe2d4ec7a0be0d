// @ts-check
/**
 * The server behind `npm start`: public/ as `gatsby serve` serves it (routes without a trailing
 * slash, `/route/` → 301 `/route`, unknown paths → /404.html with status 404), plus what a
 * Netlify-style host adds: the rules of public/_headers (security headers, cache rules, each doc's
 * `Link: <…md>; rel="alternate"`), and content negotiation for agents: a page request whose
 * Accept prefers `text/markdown` (./negotiation.mjs) gets the page's Markdown twin, and every
 * page answer says `Vary: Accept`. `.md` URLs are plain files. Express (serve-static) serves the
 * files; this module only decides which file.
 */
import fs from 'node:fs'
import path from 'node:path'
import express from 'express'
import { markdownPathOf, prefersMarkdown } from './negotiation.mjs'
import { headersFor, parseHeadersFile } from './hostRules.mjs'

export const MARKDOWN_TYPE = 'text/markdown; charset=utf-8'

/**
 * @param {string} root
 * @param {string} relative
 */
function isFile(root, relative) {
  const file = path.join(root, relative)
  if (!file.startsWith(root + path.sep)) return false
  try {
    return fs.statSync(file).isFile()
  } catch {
    return false
  }
}

/**
 * @param {string} pathname
 * @returns {string | null} null when the path cannot be decoded
 */
function decoded(pathname) {
  try {
    return decodeURIComponent(pathname)
  } catch {
    return null
  }
}

/**
 * The Express app serving a built site.
 * @param {{ publicDir: string }} options
 */
export function createServer({ publicDir }) {
  const root = path.resolve(publicDir)
  const headersFile = path.join(root, '_headers')
  const headerRules = fs.existsSync(headersFile) ? parseHeadersFile(fs.readFileSync(headersFile, 'utf8')) : []
  /** @param {string} route */
  const isPage = (route) => route === '/' || isFile(root, path.join(route, 'index.html'))

  const app = express()
  app.disable('x-powered-by')
  app.set('etag', 'strong')

  app.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.status(405).set('Allow', 'GET, HEAD').type('text/plain').send('Method not allowed\n')
      return
    }
    const pathname = decoded(req.path)
    if (pathname === null) {
      res.status(400).type('text/plain').send('Bad request\n')
      return
    }
    for (const [name, value] of Object.entries(headersFor(headerRules, req.path))) res.setHeader(name, value)
    // Trailing slashes: the site's routes have none (gatsby serve with trailingSlash 'never').
    if (pathname.length > 1 && pathname.endsWith('/') && isPage(pathname.replace(/\/+$/, ''))) {
      const query = req.url.slice(req.path.length)
      res.redirect(301, `${req.path.replace(/\/+$/, '')}${query}`)
      return
    }
    const twin = markdownPathOf(pathname)
    if (twin && (isPage(pathname) || isFile(root, twin))) {
      // The same URL answers HTML or Markdown: caches must key on Accept.
      res.vary('Accept')
      if (prefersMarkdown(req.get('accept')) && isFile(root, twin)) {
        req.url = twin
        res.type(MARKDOWN_TYPE)
        next()
        return
      }
    }
    // serve-static wants a directory's slash to find index.html; the URL the reader sees has none.
    if (pathname !== '/' && !pathname.endsWith('/') && isPage(pathname)) req.url = `${req.path}/${req.url.slice(req.path.length)}`
    next()
  })

  app.use(
    express.static(root, {
      dotfiles: 'allow',
      redirect: false,
      setHeaders(res, file) {
        if (file.endsWith('.md')) res.setHeader('Content-Type', MARKDOWN_TYPE)
      },
    }),
  )

  app.use((req, res) => {
    res.status(404)
    if (prefersMarkdown(req.get('accept'))) {
      res.type(MARKDOWN_TYPE).send(`# Not found\n\nNo page at ${req.path}. Every page is listed in /llms.txt.\n`)
      return
    }
    if (req.accepts('html') && isFile(root, '404.html')) {
      res.sendFile('404.html', { root })
      return
    }
    res.type('text/plain').send('Not found\n')
  })
  return app
}
