/**
 * Measuring helpers shared by the benchmarks: a child process timed with the peak RSS of its
 * whole process tree (sampled from /proc), gzip sizes, the machine and its load, a free port and
 * a small static server for built sites.
 */
import { spawn, execFileSync } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'

/** Sum of VmRSS over `pid` and all its descendants (Gatsby and Docusaurus fork workers). */
export function treeRss(pid) {
  const children = new Map()
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8')
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)])
    } catch {
      // The process ended while we looked.
    }
  }
  let total = 0
  const stack = [pid]
  while (stack.length) {
    const p = stack.pop()
    try {
      const m = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${p}/status`, 'utf8'))
      if (m) total += Number(m[1]) * 1024
    } catch {
      // Gone.
    }
    stack.push(...(children.get(p) ?? []))
  }
  return total
}

const GNU_TIME = '/usr/bin/time'

/** CPU seconds (user, sys) that GNU time wrote for the finished command, or null. */
function readCpu(file) {
  try {
    const m = /^CPU (\d+\.\d+) (\d+\.\d+)$/m.exec(fs.readFileSync(file, 'utf8'))
    return m ? { user: Number(m[1]), sys: Number(m[2]) } : null
  } catch {
    return null
  } finally {
    fs.rmSync(file, { force: true })
  }
}

/**
 * Runs a command to completion; resolves { seconds, cpuSeconds, peakRssBytes, log } or rejects
 * with the tail of its output. The log is kept (last 200 KB) so callers can read timings the tool
 * prints. cpuSeconds is user + sys of the command and every descendant it waited for (GNU time's
 * rusage of children; null where /usr/bin/time is missing): on a loaded machine it is the figure
 * that other work does not inflate. sampleMs: how often the peak RSS is sampled; 0 for never.
 */
export function runMeasured(command, args, { cwd, env = {}, label = command, sampleMs = 250, timeoutMs = 45 * 60_000 } = {}) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint()
    const cpuFile = path.join(os.tmpdir(), `bench-cpu-${process.pid}-${started}.txt`)
    const timed = fs.existsSync(GNU_TIME) ? [GNU_TIME, ['-f', 'CPU %U %S', '-o', cpuFile, command, ...args]] : [command, args]
    // Its own process group, so a timeout ends the whole tree it started (and nothing else).
    const child = spawn(timed[0], timed[1], { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true })
    let timedOut = false
    const deadline = setTimeout(() => {
      timedOut = true
      try {
        process.kill(-child.pid, 'SIGKILL')
      } catch {
        // Already gone.
      }
    }, timeoutMs)
    let log = ''
    const keep = (chunk) => {
      log += chunk
      if (log.length > 400_000) log = log.slice(-200_000)
    }
    child.stdout.on('data', keep)
    child.stderr.on('data', keep)
    let peak = 0
    // sampleMs 0: no sampling (peakRssBytes stays 0). Each sample reads every process's /proc
    // files (≈ 5–8 ms of CPU with 100 processes), 4 times a second: a caller that does not report
    // the peak spends seconds of CPU per minute of build for nothing.
    const timer = sampleMs > 0 ? setInterval(() => {
      peak = Math.max(peak, treeRss(child.pid))
    }, sampleMs) : null
    child.on('error', (error) => {
      clearInterval(timer)
      clearTimeout(deadline)
      reject(error)
    })
    child.on('exit', (code, signal) => {
      clearInterval(timer)
      clearTimeout(deadline)
      const seconds = Number(process.hrtime.bigint() - started) / 1e9
      const cpu = readCpu(cpuFile)
      const cpuSeconds = cpu ? cpu.user + cpu.sys : null
      const rss = timer ? ` (peak RSS ${Math.round(peak / 2 ** 20)} MB)` : ''
      if (timedOut) reject(Object.assign(new Error(`${label} timed out after ${seconds.toFixed(1)} s${rss}`), { seconds, peakRssBytes: peak }))
      else if (code !== 0) reject(Object.assign(new Error(`${label} failed (${code ?? signal}) after ${seconds.toFixed(1)} s${rss}:\n${log.slice(-4000)}`), { seconds, peakRssBytes: peak }))
      else resolve({ seconds, cpuSeconds, peakRssBytes: peak, log })
    })
  })
}

export const gzipSize = (buffer) => zlib.gzipSync(buffer, { level: 9 }).length
export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`
export const mb = (bytes) => `${(bytes / 2 ** 20).toFixed(0)} MB`
export const gb = (bytes) => `${(bytes / 2 ** 30).toFixed(2)} GB`

/** The machine, its load and the commit measured, for the results file. */
export function machineInfo(root) {
  const git = (...args) => {
    try {
      return execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim()
    } catch {
      return null
    }
  }
  return {
    nproc: Number(execFileSync('nproc', { encoding: 'utf8' }).trim()),
    cpuModel: os.cpus()[0]?.model ?? 'unknown',
    memoryGB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    loadAverage: os.loadavg().map((n) => Number(n.toFixed(2))),
    commit: git('rev-parse', 'HEAD'),
    branch: git('rev-parse', '--abbrev-ref', 'HEAD'),
    dirty: Boolean(git('status', '--porcelain')),
  }
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
}

/** Serves a built site on 127.0.0.1 (routes → `<route>/index.html` or `<route>.html`). */
export async function serveStatic(dir) {
  const port = await freePort()
  /** URL path → the file served for it (so callers can size what was fetched). */
  const served = new Map()
  const server = http.createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)
    const candidates = [pathname, path.join(pathname, 'index.html'), `${pathname.replace(/\/$/, '')}.html`]
    for (const candidate of candidates) {
      const file = path.join(dir, candidate)
      if (!file.startsWith(dir)) break
      if (fs.existsSync(file) && fs.statSync(file).isFile()) {
        served.set(pathname, file)
        res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' })
        fs.createReadStream(file).pipe(res)
        return
      }
    }
    const notFound = path.join(dir, '404.html')
    res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' })
    res.end(fs.existsSync(notFound) ? fs.readFileSync(notFound) : 'not found')
  })
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${port}`, served, close: () => new Promise((resolve) => server.close(resolve)) }
}
