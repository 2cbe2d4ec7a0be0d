#!/usr/bin/env node
// @ts-check
/**
 * `npm run mcp`: the Squire Docs MCP server over the build in public/ (run `npm run build` first).
 *
 *   npm run mcp                       # stdio (what MCP clients start)
 *   npm run mcp -- --http             # Streamable HTTP at http://127.0.0.1:8765/mcp
 *   npm run mcp -- --http --port 9100 # another port (loopback only)
 *   npm run mcp -- --public DIR       # another build
 *
 * stdout belongs to the protocol in stdio mode: everything else goes to stderr.
 */
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js'
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js'
import { ROOT } from './loadTypeScript.mjs'
import { openSitePages } from './sitePages.mjs'
import { openSiteSearch } from './siteSearch.mjs'
import { createDocsServer } from './docsServer.mjs'

// Nothing but protocol messages on stdout (Pagefind and others may log).
console.log = console.error
console.info = console.error

const { values } = parseArgs({ options: { http: { type: 'boolean', default: false }, port: { type: 'string', default: '8765' }, public: { type: 'string' } } })
const publicDir = path.resolve(values.public ?? path.join(ROOT, 'public'))
const version = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')).version

const LOOPBACK_NAMES = new Set(['127.0.0.1', 'localhost', '[::1]'])
const pages = openSitePages(publicDir)
const search = await openSiteSearch(publicDir)
const site = { version, pages, search }

if (!values.http) {
  await createDocsServer(site).connect(new StdioServerTransport())
} else {
  const port = Number(values.port)
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`--port ${values.port}: not a port number`)
  // Stateless: each request gets its own server and transport (no sessions to keep).
  const listener = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    // DNS rebinding: a web page may make a browser send requests here under another host name.
    const host = (req.headers.host ?? '').replace(/:\d+$/, '')
    if (!LOOPBACK_NAMES.has(host)) {
      res.writeHead(403, { 'content-type': 'text/plain' }).end('Only loopback host names are served\n')
      return
    }
    if (url.pathname !== '/mcp') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('The MCP endpoint is /mcp\n')
      return
    }
    if (req.method !== 'POST') {
      res.writeHead(405, { allow: 'POST', 'content-type': 'text/plain' }).end('Stateless server: POST JSON-RPC to /mcp\n')
      return
    }
    const server = createDocsServer(site)
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true })
    res.on('close', () => {
      void transport.close()
      void server.close()
    })
    try {
      await server.connect(transport)
      await transport.handleRequest(req, res)
    } catch (error) {
      process.stderr.write(`squire-docs MCP: ${error instanceof Error ? error.message : String(error)}\n`)
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' }).end('Internal error\n')
    }
  })
  // Loopback only: the server has no authentication.
  listener.listen(port, '127.0.0.1', () => {
    const address = listener.address()
    const bound = typeof address === 'object' && address ? address.port : port
    process.stderr.write(`Squire Docs MCP server: http://127.0.0.1:${bound}/mcp (Streamable HTTP, ${pages.docs.length} docs from ${path.relative(process.cwd(), publicDir) || '.'})\n`)
  })
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) process.on(signal, () => listener.close(() => process.exit(0)))
}
