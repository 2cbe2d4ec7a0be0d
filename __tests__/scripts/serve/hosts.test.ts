/**
 * The host recipes for content negotiation (scripts/serve/hosts/), each given recorded requests in
 * its platform's shape: a Netlify edge function (Request + context.next, the twin by same-site
 * fetch), a Cloudflare Pages middleware (context.request/next/env.ASSETS), and the CloudFront
 * viewer-request function, generated from a build's twins and run in a bare VM context as
 * CloudFront would (no modules, no Node globals).
 */
import { execFileSync } from 'child_process'
import fs from 'fs'
import os from 'os'
import path from 'path'
import vm from 'vm'
import * as acorn from 'acorn'
import * as walk from 'acorn-walk'
import markdownForAgents from '../../../scripts/serve/hosts/netlify/markdown-for-agents.mjs'
import { onRequest } from '../../../scripts/serve/hosts/cloudflare/_middleware.mjs'

const ORIGIN = 'https://docs.example'
const MARKDOWN = '# Overview\n\nText.\n'
const HTML = '<!DOCTYPE html><title>Overview</title>'
const BROWSER = 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8'

/** The static files of a small deployment. */
function asset(url: URL): Response {
  if (url.pathname === '/concepts/overview.md') return new Response(MARKDOWN, { headers: { 'content-type': 'application/octet-stream', 'cache-control': 'no-cache' } })
  return new Response('Not found', { status: 404 })
}

function page(): Response {
  return new Response(HTML, { headers: { 'content-type': 'text/html; charset=utf-8' } })
}

const request = (pathname: string, accept?: string, method = 'GET') => new Request(`${ORIGIN}${pathname}`, { method, headers: accept ? { accept } : {} })

type Host = (req: Request) => Promise<Response>

const netlify: Host = async (req) => {
  const fetchSpy = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => asset(new URL(String(input instanceof Request ? input.url : input))))
  try {
    return await markdownForAgents(req, { next: async () => page() })
  } finally {
    fetchSpy.mockRestore()
  }
}

const cloudflare: Host = (req) => onRequest({ request: req, next: async () => page(), env: { ASSETS: { fetch: async (input) => asset(new URL(input instanceof Request ? input.url : input.href)) } } })

describe.each([
  ['Netlify edge function', netlify],
  ['Cloudflare Pages middleware', cloudflare],
])('%s', (_name, host) => {
  it.each([['text/markdown'], ['text/markdown;q=0.9, text/html;q=0.8']])('Accept %j on a doc route → the Markdown twin', async (accept) => {
    const answer = await host(request('/concepts/overview', accept))
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toBe('text/markdown; charset=utf-8')
    expect(answer.headers.get('vary')).toBe('Accept')
    expect(answer.headers.get('cache-control')).toBe('no-cache')
    expect(await answer.text()).toBe(MARKDOWN)
  })

  it.each([[BROWSER], ['*/*'], [undefined]])('Accept %j → the page as the host serves it, with Vary: Accept', async (accept) => {
    const answer = await host(request('/concepts/overview', accept))
    expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(answer.headers.get('vary')).toBe('Accept')
    expect(await answer.text()).toBe(HTML)
  })

  it('a page without a twin answers its HTML even to an agent', async () => {
    const answer = await host(request('/blog/hello', 'text/markdown'))
    expect(await answer.text()).toBe(HTML)
    expect(answer.headers.get('vary')).toBe('Accept')
  })

  it('HEAD gets the Markdown headers without a body', async () => {
    const answer = await host(request('/concepts/overview', 'text/markdown', 'HEAD'))
    expect(answer.headers.get('content-type')).toBe('text/markdown; charset=utf-8')
    expect(await answer.text()).toBe('')
  })

  it('files and other methods pass through untouched', async () => {
    for (const req of [request('/concepts/overview.md', 'text/markdown'), request('/app-0123.js', 'text/markdown'), request('/concepts/overview', 'text/markdown', 'POST')]) {
      const answer = await host(req)
      expect(answer.headers.get('vary')).toBeNull()
    }
  })
})

describe('CloudFront viewer-request function', () => {
  let source: string
  let handler: (event: unknown) => { uri: string }

  beforeAll(() => {
    const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'squire-cloudfront-'))
    fs.mkdirSync(path.join(publicDir, 'concepts/overview'), { recursive: true })
    fs.writeFileSync(path.join(publicDir, 'concepts/overview.md'), MARKDOWN)
    fs.writeFileSync(path.join(publicDir, 'concepts/overview/index.html'), HTML)
    source = execFileSync(process.execPath, [path.resolve(__dirname, '../../../scripts/serve/hosts/cloudfront/buildFunction.mjs'), publicDir], { encoding: 'utf8' })
    fs.rmSync(publicDir, { recursive: true, force: true })
    // No require, no process, no fetch: what a CloudFront function has.
    handler = vm.runInNewContext(`${source}\nhandler`, Object.create(null)) as typeof handler
  })

  const event = (uri: string, accept?: string) => ({
    version: '1.0',
    context: { eventType: 'viewer-request' },
    viewer: { ip: '192.0.2.1' },
    request: { method: 'GET', uri, querystring: {}, headers: accept === undefined ? {} : { accept: { value: accept } }, cookies: {} },
  })

  it.each([
    ['/concepts/overview', 'text/markdown', '/concepts/overview.md'],
    ['/concepts/overview', 'text/markdown;q=0.9, text/html;q=0.8', '/concepts/overview.md'],
    ['/concepts/overview', BROWSER, '/concepts/overview/index.html'],
    ['/concepts/overview', '*/*', '/concepts/overview/index.html'],
    ['/concepts/overview', undefined, '/concepts/overview/index.html'],
    ['/concepts/overview/', 'text/markdown', '/concepts/overview.md'],
    ['/blog/hello', 'text/markdown', '/blog/hello/index.html'],
    ['/', 'text/markdown', '/index.html'],
    ['/concepts/overview.md', BROWSER, '/concepts/overview.md'],
    ['/app-0123.js', 'text/markdown', '/app-0123.js'],
  ])('%s with Accept %j → %s', (uri, accept, expected) => {
    expect(handler(event(uri, accept)).uri).toBe(expected)
  })

  it('uses only what the cloudfront-js-2.0 runtime supports, within its 10 KB', () => {
    const unsupported: string[] = []
    walk.full(acorn.parse(source, { ecmaVersion: 2020 }), (node) => {
      if (['ForOfStatement', 'ChainExpression', 'SpreadElement', 'RestElement', 'ArrayPattern', 'ObjectPattern', 'ClassDeclaration', 'ImportDeclaration', 'ExportNamedDeclaration'].includes(node.type)) unsupported.push(node.type)
    })
    expect(unsupported).toEqual([])
    expect(Buffer.byteLength(source)).toBeLessThan(10240)
  })
})
