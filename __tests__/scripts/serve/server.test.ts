/**
 * The server of `npm start` (scripts/serve/server.mjs) on a small built site in a temporary folder,
 * asked with recorded requests: Accept headers of agents and browsers, `.md` URLs, trailing
 * slashes, unknown pages, and the rules of `_headers`.
 */
import fs from 'fs'
import http from 'http'
import os from 'os'
import path from 'path'
import type { AddressInfo } from 'net'
import { createServer } from '../../../scripts/serve/server.mjs'

const HTML = (title: string) => `<!DOCTYPE html><html lang="en"><head><title>${title}</title></head><body><main>${title}</main></body></html>`
const MARKDOWN = '> Index of this documentation, every page as Markdown: [llms.txt](https://docs.example/llms.txt)\n\n# Overview\n\nText.\n'

let root: string
let server: http.Server
let base: string

function write(file: string, content: string): void {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
  fs.writeFileSync(path.join(root, file), content)
}

interface Answer {
  status: number
  headers: http.IncomingHttpHeaders
  body: string
}

function request(pathname: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}${pathname}`, { method, headers }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (body += chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }))
    })
    req.on('error', reject)
    req.end()
  })
}

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'squire-serve-'))
  write('index.html', HTML('Home'))
  write('404.html', HTML('Page not found'))
  write('concepts/overview/index.html', HTML('Overview'))
  write('concepts/overview.md', MARKDOWN)
  write('blog/hello/index.html', HTML('Hello post'))
  write('llms.txt', '# Docs\n')
  write('app-0123456789abcdef0123.js', 'console.log(1)')
  write(
    '_headers',
    [
      '/*',
      '  X-Content-Type-Options: nosniff',
      '/concepts/overview',
      '  Cache-Control: no-cache',
      '/concepts/overview',
      '  Link: <https://docs.example/concepts/overview.md>; rel="alternate"; type="text/markdown"',
      '',
    ].join('\n'),
  )
  server = createServer({ publicDir: root }).listen(0, '127.0.0.1')
  await new Promise<void>((resolve) => server.once('listening', () => resolve()))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()))
  fs.rmSync(root, { recursive: true, force: true })
})

const BROWSER = 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8'

describe('content negotiation on a doc route', () => {
  it.each([
    ['text/markdown'],
    ['text/markdown;q=0.9, text/html;q=0.8'],
    ['text/markdown, text/html;q=0.9, */*;q=0.8'],
  ])('Accept %j gets the Markdown twin, typed, with Vary: Accept', async (accept) => {
    const answer = await request('/concepts/overview', { accept })
    expect(answer.status).toBe(200)
    expect(answer.headers['content-type']).toBe('text/markdown; charset=utf-8')
    expect(answer.headers.vary).toBe('Accept')
    expect(answer.body).toBe(MARKDOWN)
  })

  it.each([[BROWSER], ['*/*'], ['text/html, text/markdown'], ['']])('Accept %j gets the HTML, with Vary: Accept', async (accept) => {
    const answer = await request('/concepts/overview', accept ? { accept } : {})
    expect(answer.status).toBe(200)
    expect(answer.headers['content-type']).toMatch(/^text\/html/)
    expect(answer.headers.vary).toBe('Accept')
    expect(answer.body).toContain('<main>Overview</main>')
  })

  it('answers HEAD like GET, without a body', async () => {
    const answer = await request('/concepts/overview', { accept: 'text/markdown' }, 'HEAD')
    expect(answer.status).toBe(200)
    expect(answer.headers['content-type']).toBe('text/markdown; charset=utf-8')
    expect(answer.body).toBe('')
  })

  it('applies the rules of _headers to both answers', async () => {
    for (const accept of ['text/markdown', BROWSER]) {
      const answer = await request('/concepts/overview', { accept })
      expect(answer.headers['x-content-type-options']).toBe('nosniff')
      expect(answer.headers['cache-control']).toBe('no-cache')
      expect(answer.headers.link).toBe('<https://docs.example/concepts/overview.md>; rel="alternate"; type="text/markdown"')
    }
  })
})

describe('.md URLs and pages without a twin', () => {
  it('serves a .md URL as Markdown whatever the Accept', async () => {
    const answer = await request('/concepts/overview.md', { accept: BROWSER })
    expect(answer.status).toBe(200)
    expect(answer.headers['content-type']).toBe('text/markdown; charset=utf-8')
    expect(answer.body).toBe(MARKDOWN)
  })

  it('answers a page without a twin with its HTML, even to an agent', async () => {
    const answer = await request('/blog/hello', { accept: 'text/markdown' })
    expect(answer.status).toBe(200)
    expect(answer.headers['content-type']).toMatch(/^text\/html/)
    expect(answer.body).toContain('Hello post')
  })

  it('serves the home page and files as they are', async () => {
    expect((await request('/', { accept: BROWSER })).body).toContain('<main>Home</main>')
    const script = await request('/app-0123456789abcdef0123.js')
    expect(script.status).toBe(200)
    expect(script.headers['content-type']).toMatch(/javascript/)
    expect(script.headers.vary).toBeUndefined()
  })
})

describe('what gatsby serve did', () => {
  it('redirects a trailing slash to the route, keeping the query', async () => {
    const answer = await request('/concepts/overview/?tab=v2')
    expect(answer.status).toBe(301)
    expect(answer.headers.location).toBe('/concepts/overview?tab=v2')
  })

  it('answers an unknown page with the 404 page and status 404', async () => {
    const answer = await request('/concepts/nope', { accept: BROWSER })
    expect(answer.status).toBe(404)
    expect(answer.body).toContain('Page not found')
  })

  it('answers an agent asking for an unknown page with a Markdown 404 naming llms.txt', async () => {
    const answer = await request('/concepts/nope', { accept: 'text/markdown' })
    expect(answer.status).toBe(404)
    expect(answer.headers['content-type']).toBe('text/markdown; charset=utf-8')
    expect(answer.body).toContain('/llms.txt')
  })

  it('refuses paths that leave the folder and malformed escapes', async () => {
    expect((await request('/..%2f..%2fetc%2fpasswd')).status).toBe(404)
    expect((await request('/%E0%A4%A')).status).toBe(400)
  })

  it('serves only GET and HEAD', async () => {
    const answer = await request('/concepts/overview', {}, 'POST')
    expect(answer.status).toBe(405)
    expect(answer.headers.allow).toBe('GET, HEAD')
  })
})
