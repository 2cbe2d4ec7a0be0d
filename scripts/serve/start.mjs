#!/usr/bin/env node
// @ts-check
/**
 * `npm run serve` (and the second half of `npm start`): serves public/ on 127.0.0.1 with content
 * negotiation for agents (./server.mjs). PORT (default 9000) and HOST (default 127.0.0.1) from the
 * environment; `--port N` and `--host H` win.
 */
import path from 'node:path'
import { parseArgs } from 'node:util'
import { fileURLToPath } from 'node:url'
import { createServer } from './server.mjs'

const { values } = parseArgs({ options: { port: { type: 'string' }, host: { type: 'string' }, public: { type: 'string' } } })
const port = Number(values.port ?? process.env.PORT ?? 9000)
const host = values.host ?? process.env.HOST ?? '127.0.0.1'
const publicDir = values.public ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '../../public')

const listener = createServer({ publicDir }).listen(port, host, () => {
  process.stdout.write(`Squire Docs: serving ${path.relative(process.cwd(), publicDir) || '.'} at http://${host}:${port}/ (Accept: text/markdown gets a page's Markdown)\n`)
})
// Idle keep-alive connections are closed by the client, never by the server: a server that closes
// an idle connection races the client reusing it (the client's next request then fails with "other
// side closed"), and on a loaded machine the client's own idle timer fires late and loses. Loopback
// only, so idle sockets cost nothing that matters.
listener.keepAliveTimeout = 0
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) process.on(signal, () => listener.close(() => process.exit(0)))
