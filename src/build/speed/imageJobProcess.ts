/**
 * Speed device `image-job-process` (docs/decisions/image-job-process.md): sharp's image jobs run in
 * a child process that ends when the jobs do, instead of in Gatsby's main process.
 *
 * Why: gatsby-plugin-sharp runs every IMAGE_PROCESSING job in the main process. glibc's malloc
 * keeps the memory sharp's encoders free (large image buffers land in per-thread arenas once its
 * dynamic mmap threshold has risen), so the main process stays ≈ 200–250 MB larger from the first
 * image job to the end of the build: at both crests of a cold build's peak. A process that ends
 * gives it all back.
 *
 * How: before the first job (onPreBuild), the plugin's job function (`IMAGE_PROCESSING` of
 * gatsby-plugin-sharp/gatsby-worker.js, the module Gatsby's job manager imports) is replaced by one
 * that hands the same job to a child process running the plugin's own `processFile` with the same
 * sharp settings, one image at a time as the plugin's queue does. Same files, same bytes: only the
 * process that makes them changes. The child starts with the first job and ends once no job has
 * been waiting for a second; a job that fails there fails the build as it would in the plugin.
 */
import childProcess, { type ChildProcess } from 'child_process'
import { createRequire } from 'module'
import path from 'path'

/** One job as gatsby-plugin-sharp's worker function receives it. */
export interface ImageJob {
  inputPaths: Array<{ path: string }>
  outputDir: string
  args: { isLazy?: boolean; operations: Array<{ outputPath: string; args: object }>; pluginOptions: object }
}

type JobFunction = (job: ImageJob) => Promise<void>

/** What the child receives for one image: the arguments of the plugin's `processFile`. */
export interface ChildRequest {
  id: number
  file: string
  transforms: Array<{ outputPath: string; args: object }>
  options: object
}

export type ChildReply = { id: number; ok: true } | { id: number; ok: false; message: string; stack?: string }

/**
 * The child's program: the plugin's own processFile (which sets sharp's SIMD and concurrency as it
 * does in the main process), one request at a time, in order.
 */
export function childSource(processFilePath: string): string {
  return `
const { processFile } = require(${JSON.stringify(processFilePath)})
let chain = Promise.resolve()
process.on('message', (request) => {
  chain = chain.then(() => processFile(request.file, request.transforms, request.options)).then(
    () => process.send({ id: request.id, ok: true }),
    (error) => process.send({ id: request.id, ok: false, message: String(error && error.message), stack: error && error.stack }),
  )
})
`
}

/** The request for one job: output paths made absolute, as the plugin's worker does. */
export function requestFor(id: number, job: ImageJob): ChildRequest {
  return {
    id,
    file: job.inputPaths[0].path,
    transforms: job.args.operations.map((operation) => ({ outputPath: path.join(job.outputDir, operation.outputPath), args: operation.args })),
    options: job.args.pluginOptions,
  }
}

interface Pending {
  resolve: () => void
  reject: (error: Error) => void
}

/**
 * A job function that runs each job in a child process (started on demand, ended after `idleMs`
 * with nothing waiting). `start` spawns the child (a stand-in in the unit tests).
 */
export function childProcessJobs(start: () => ChildProcess, idleMs = 1000): JobFunction {
  let child: ChildProcess | null = null
  let nextId = 0
  let idleTimer: NodeJS.Timeout | null = null
  const pending = new Map<number, Pending>()

  const failAll = (error: Error) => {
    for (const p of pending.values()) p.reject(error)
    pending.clear()
  }
  const endWhenIdle = () => {
    if (pending.size > 0 || !child) return
    idleTimer = setTimeout(() => {
      idleTimer = null
      if (pending.size === 0 && child) {
        // Closing the channel ends the child (nothing else keeps it alive); its exit fails nothing.
        child.disconnect()
        child = null
      }
    }, idleMs)
    idleTimer.unref()
  }
  const ensureChild = (): ChildProcess => {
    if (idleTimer) clearTimeout(idleTimer)
    idleTimer = null
    if (child) return child
    const started = start()
    started.on('message', (reply: ChildReply) => {
      const p = pending.get(reply.id)
      if (!p) return
      pending.delete(reply.id)
      if (reply.ok) p.resolve()
      else p.reject(Object.assign(new Error(reply.message), reply.stack ? { stack: reply.stack } : {}))
      endWhenIdle()
    })
    started.on('exit', (code, signal) => {
      if (child === started) child = null
      failAll(new Error(`The image job process ended (${signal ?? `code ${code}`}) with ${pending.size} image jobs unfinished (src/build/speed/imageJobProcess.ts)`))
    })
    child = started
    return started
  }

  return (job) => {
    if (job.args.isLazy) return Promise.resolve()
    const id = nextId++
    return new Promise<void>((resolve, reject) => {
      pending.set(id, { resolve, reject })
      ensureChild().send(requestFor(id, job))
    })
  }
}

/** `require` as a file at the site's root has it (the module cache is the process's, so Gatsby's too). */
function siteRequire(siteRoot: string): NodeRequire {
  return createRequire(path.join(siteRoot, 'package.json'))
}

/** Spawns the child for the site in `siteRoot`: the plugin's processFile as the site resolves it. */
export function startImageJobChild(siteRoot: string): ChildProcess {
  const processFilePath = siteRequire(siteRoot).resolve('gatsby-plugin-sharp/process-file')
  return childProcess.spawn(process.execPath, ['-e', childSource(processFilePath)], { cwd: siteRoot, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] })
}

/**
 * Replaces gatsby-plugin-sharp's job function in the module Gatsby's job manager imports (the
 * same file, so the same module object). Returns false when the plugin is not there or its worker
 * module has no IMAGE_PROCESSING (then the plugin runs its jobs as before).
 */
export function runImageJobsInChildProcess(siteRoot: string): boolean {
  let workerModule: { IMAGE_PROCESSING?: unknown }
  try {
    workerModule = siteRequire(siteRoot)('gatsby-plugin-sharp/gatsby-worker') as { IMAGE_PROCESSING?: unknown }
  } catch {
    return false
  }
  if (typeof workerModule.IMAGE_PROCESSING !== 'function') return false
  workerModule.IMAGE_PROCESSING = childProcessJobs(() => startImageJobChild(siteRoot))
  return true
}
