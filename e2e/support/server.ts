/** Serves a folder with `gatsby serve` on 127.0.0.1 at a free port and waits until it answers. */
import { spawn, type ChildProcess } from 'child_process'
import net from 'net'
import http from 'http'
import path from 'path'

export const ROOT = path.resolve(__dirname, '../..')

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

function answers(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    const req = http.get(url, (res) => {
      res.resume()
      resolve((res.statusCode ?? 500) < 500)
    })
    req.on('error', () => resolve(false))
    req.setTimeout(2000, () => {
      req.destroy()
      resolve(false)
    })
  })
}

export async function waitFor(url: string, timeoutMs = 30000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (await answers(url)) return
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`Timed out waiting for ${url}`)
}

export interface Served {
  url: string
  process: ChildProcess
}

export async function serveBuild(cwd = ROOT): Promise<Served> {
  const port = await freePort()
  const child = spawn(
    process.execPath,
    [path.join(ROOT, 'node_modules/gatsby/cli.js'), 'serve', '-H', '127.0.0.1', '-p', String(port)],
    { cwd, env: { ...process.env, NODE_ENV: 'production', GATSBY_TELEMETRY_DISABLED: '1' }, stdio: ['ignore', 'pipe', 'pipe'], detached: true },
  )
  let output = ''
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()))
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()))
  const url = `http://127.0.0.1:${port}`
  try {
    await waitFor(`${url}/`)
  } catch (error) {
    child.kill('SIGTERM')
    throw new Error(`gatsby serve did not start: ${(error as Error).message}\n${output}`)
  }
  return { url, process: child }
}

export function stop(served: Served | ChildProcess | undefined): void {
  const child = served && 'process' in served ? served.process : served
  if (!child?.pid) return
  try {
    process.kill(-child.pid, 'SIGTERM')
  } catch {
    child.kill('SIGTERM')
  }
}
