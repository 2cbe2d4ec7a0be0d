/**
 * The MCP server (`npm run mcp`, scripts/mcp/) over this build, driven by the SDK's own client:
 * its search gives the same top three pages as the site's /search page in Chromium for ten
 * queries; pages and resources come back as the site serves their Markdown; a caller's mistakes
 * get a tool error and the server keeps answering; any query text is only searched for. The
 * Streamable HTTP mode answers on 127.0.0.1 and refuses other host names.
 */
import fs from 'fs'
import http from 'http'
import path from 'path'
import { spawn, type ChildProcess } from 'child_process'
import type { Browser } from 'playwright-core'
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js'
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js'
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js'
import { launch, openPage, type TrackedPage } from './support/browser'
import { leaveSearchPage, sameSearchDocument, searchFresh, startSearchPage } from './support/searchPage'
import { freePort, ROOT, stop, waitFor } from './support/server'

const PUBLIC = path.join(ROOT, 'public')
const MAIN = path.join(ROOT, 'scripts/mcp/main.mjs')
const QUERIES = ['swap', 'liquidity', 'protocol fee', 'router', 'claim', 'factory', 'price oracle', 'SQR token', 'Punk Knights', 'flash swap']

interface SearchResult {
  query: string
  results: Array<{ route: string; title: string; section: string }>
}

let browser: Browser
let client: Client
/** The page the /search page is asked in, one query after another (e2e/support/searchPage.ts). */
let searchPage: TrackedPage

async function call(name: string, args: Record<string, unknown>): Promise<CallToolResult> {
  return (await client.callTool({ name, arguments: args })) as CallToolResult
}

const textOf = (result: CallToolResult): string => result.content.map((part) => (part.type === 'text' ? part.text : '')).join('')

beforeAll(async () => {
  browser = await launch()
  searchPage = await openPage(browser)
  await startSearchPage(searchPage.page)
  client = new Client({ name: 'squire-e2e', version: '1.0.0' })
  await client.connect(new StdioClientTransport({ command: process.execPath, args: [MAIN, '--public', PUBLIC], stderr: 'ignore' }))
})

afterAll(async () => {
  await client?.close()
  await browser?.close()
})

/**
 * The pages the /search page lists for a query, in order (their routes), as a reader's first
 * query of a page load meets the site's engine (e2e/support/searchPage.ts: in one document).
 */
async function browserTopPages(query: string): Promise<string[]> {
  const { page, errors } = searchPage
  await searchFresh(page, query)
  const hrefs = await page.locator('main ol h2 a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))
  await leaveSearchPage(page)
  expect(await sameSearchDocument(page)).toBe(true)
  expect(errors).toEqual([])
  return hrefs
}

describe('search_docs ranks as the site search', () => {
  it.each(QUERIES)('%s: the same top three pages as /search in the browser', async (query) => {
    const expected = (await browserTopPages(query)).slice(0, 3)
    expect(expected.length).toBeGreaterThan(0)
    const answer = await call('search_docs', { query, limit: 3 })
    expect(answer.isError).toBeFalsy()
    const routes = (answer.structuredContent as unknown as SearchResult).results.map((r) => r.route)
    expect(routes).toEqual(expected)
  })
})

describe('pages and resources', () => {
  it('list_pages lists every doc of llms.txt with title, route, description and section', async () => {
    const answer = await call('list_pages', {})
    const pages = (answer.structuredContent as { pages: Array<{ title: string; route: string; description: string; section: string }> }).pages
    const twins = fs.readFileSync(path.join(PUBLIC, 'llms.txt'), 'utf8').match(/\.md\)/g) ?? []
    expect(pages).toHaveLength(twins.length)
    const overview = pages.find((p) => p.route === '/concepts/overview')
    expect(overview).toMatchObject({ title: expect.any(String), section: expect.any(String) })
    expect(overview?.description.length).toBeGreaterThan(10)
  })

  it('get_page answers a route, a page URL or a .md URL with the Markdown the site serves', async () => {
    const served = fs.readFileSync(path.join(PUBLIC, 'concepts/overview.md'), 'utf8')
    for (const route of ['/concepts/overview', 'concepts/overview/', 'https://docs.squire.exchange/concepts/overview#fees', 'https://docs.squire.exchange/concepts/overview.md']) {
      const answer = await call('get_page', { route })
      expect([route, answer.isError ?? false]).toEqual([route, false])
      expect(textOf(answer)).toBe(served)
    }
  })

  it('get_page fills in data values (no component tags left)', async () => {
    const text = textOf(await call('get_page', { route: '/contracts/squire-token/overview' }))
    expect(text).toMatch(/0x[0-9a-fA-F]{40}/)
    expect(text).not.toMatch(/<(Address|Data|DataTable)\b/)
  })

  it('each doc is a resource whose text is its Markdown', async () => {
    const { resources } = await client.listResources()
    const pages = (((await call('list_pages', {})).structuredContent) as { pages: unknown[] }).pages
    expect(resources).toHaveLength(pages.length)
    const overview = resources.find((r) => r.uri === 'https://docs.squire.exchange/concepts/overview.md')
    expect(overview?.mimeType).toBe('text/markdown')
    const read = await client.readResource({ uri: 'https://docs.squire.exchange/concepts/overview.md' })
    expect(read.contents[0]).toMatchObject({ mimeType: 'text/markdown', text: fs.readFileSync(path.join(PUBLIC, 'concepts/overview.md'), 'utf8') })
  })
})

describe("a caller's mistakes get a tool error, and the server keeps answering", () => {
  it.each([
    ['get_page', { route: '/no/such/page' }, /No doc at \/no\/such\/page/],
    ['get_page', { route: 'https://example.com/concepts/overview' }, /not this site/],
    ['get_page', { route: '' }, /route is empty/],
    ['get_page', { route: '/%E0%A4%A' }, /bad percent-encoding/],
    ['get_page', { route: 42 }, /route/],
    ['get_page', {}, /route/],
    ['search_docs', { query: '   ' }, /query is empty/],
    ['search_docs', { query: 'swap', limit: 0 }, /limit/],
    ['search_docs', { query: 'swap', limit: 'three' }, /limit/],
    ['search_docs', { query: 'x'.repeat(201) }, /query/],
    ['search_docs', { query: ['swap'] }, /query/],
    ['list_pages', { section: 'No such section' }, /No section "No such section"/],
  ])('%s %j → %s', async (name, args, message) => {
    const answer = await call(name, args as Record<string, unknown>)
    expect(answer.isError).toBe(true)
    expect(textOf(answer)).toMatch(message)
    expect((await call('list_pages', {})).isError).toBeFalsy()
  })

  it('an unknown tool is refused without stopping the server', async () => {
    await expect(client.callTool({ name: 'delete_everything', arguments: {} })).resolves.toMatchObject({ isError: true })
    expect((await call('get_page', { route: '/concepts/overview' })).isError).toBeFalsy()
  })
})

describe('a query of any content is only searched for', () => {
  it.each([
    '../../../../etc/passwd',
    '<script>alert(1)</script>',
    '"); process.exit(1); ("',
    '${process.exit(1)}',
    '.*(((a+)+)+$',
    '__proto__ constructor prototype',
    'file:///etc/passwd',
    '\u0000\u0001\u001b[2J',
    '🦄 ünïcödé 中文',
    '\\',
  ])('%j', async (query) => {
    const answer = await call('search_docs', { query })
    expect(answer.isError).toBeFalsy()
    const result = answer.structuredContent as unknown as SearchResult
    expect(result.query).toBe(query)
    for (const page of result.results) expect(page.route).toMatch(/^\/[\w\-/]*$/)
    expect(textOf(await call('get_page', { route: '/concepts/overview' }))).toContain('# Concepts overview')
  })
})

describe('Streamable HTTP on 127.0.0.1 (--http)', () => {
  let server: ChildProcess
  let url: string

  beforeAll(async () => {
    const port = await freePort()
    server = spawn(process.execPath, [MAIN, '--public', PUBLIC, '--http', '--port', String(port)], { stdio: 'ignore', detached: true })
    url = `http://127.0.0.1:${port}/mcp`
    await waitFor(url)
  })

  afterAll(() => stop(server))

  it('answers the SDK client', async () => {
    const httpClient = new Client({ name: 'squire-e2e-http', version: '1.0.0' })
    await httpClient.connect(new StreamableHTTPClientTransport(new URL(url)))
    const answer = (await httpClient.callTool({ name: 'search_docs', arguments: { query: 'swap', limit: 3 } })) as CallToolResult
    expect((answer.structuredContent as unknown as SearchResult).results.length).toBeGreaterThan(0)
    await httpClient.close()
  })

  it('refuses a request under another host name (DNS rebinding)', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const req = http.request(url, { method: 'POST', headers: { host: 'attacker.example', 'content-type': 'application/json' } }, (res) => {
        res.resume()
        resolve(res.statusCode ?? 0)
      })
      req.on('error', reject)
      req.end('{}')
    })
    expect(status).toBe(403)
  })
})
