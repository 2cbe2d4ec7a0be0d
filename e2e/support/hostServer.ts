/**
 * A small static server that behaves like a Netlify-style host for public/: it applies the rules
 * of public/_headers (values of a header set by several matching rules are joined with ", ", as
 * Netlify and Cloudflare Pages do) and public/_redirects (first match wins; a rule without `!`
 * is skipped when a file answers the path), serves `route` from `route/index.html`, and answers
 * unknown paths with /404.html and status 404. Loopback only.
 */
import fs from 'fs'
import http from 'http'
import path from 'path'
import { freePort } from './server'
// The _headers reading and matching of the site's own server (npm start), so tests and server apply one rule.
import { headersFor, parseHeadersFile, pathPattern } from '../../scripts/serve/hostRules.mjs'

export { headersFor, parseHeadersFile, pathPattern }

export type HeaderRule = ReturnType<typeof parseHeadersFile>[number]

export interface RedirectRule {
  pattern: RegExp
  to: string
  status: number
  force: boolean
}

export function parseRedirectsFile(text: string): RedirectRule[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [from, to, code = '301'] = line.split(/\s+/)
      return { pattern: pathPattern(from), to, status: Number.parseInt(code, 10), force: code.endsWith('!') }
    })
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
  '.map': 'application/json',
}

function fileFor(root: string, pathname: string): string | null {
  const candidate = path.join(root, decodeURIComponent(pathname))
  if (!candidate.startsWith(root)) return null
  for (const file of [candidate, path.join(candidate, 'index.html')]) {
    if (fs.existsSync(file) && fs.statSync(file).isFile()) return file
  }
  return null
}

export interface HostServer {
  url: string
  close(): Promise<void>
}

export async function startHostServer(root: string): Promise<HostServer> {
  const read = (name: string) => (fs.existsSync(path.join(root, name)) ? fs.readFileSync(path.join(root, name), 'utf8') : '')
  const headerRules = parseHeadersFile(read('_headers'))
  const redirectRules = parseRedirectsFile(read('_redirects'))
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    const file = fileFor(root, url.pathname)
    const redirect = redirectRules.find((rule) => rule.pattern.test(url.pathname) && (rule.force || !file))
    if (redirect) {
      res.writeHead(redirect.status, { location: `${redirect.to}${url.search}` })
      res.end()
      return
    }
    const served = file ?? path.join(root, '404.html')
    res.writeHead(file ? 200 : 404, {
      'content-type': TYPES[path.extname(served)] ?? 'application/octet-stream',
      ...headersFor(headerRules, url.pathname),
    })
    fs.createReadStream(served).pipe(res)
  })
  const port = await freePort()
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
