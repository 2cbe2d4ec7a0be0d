/**
 * Worker threads for the build's CPU-bound page work (MDX compiles, Markdown twins), so a cold
 * build uses every core. A worker thread loads the gatsby-node bundle Gatsby compiled for this
 * very build (.cache/compiled/gatsby-node.js); the module that owns a role calls `serveRole` at its
 * top level, which in the worker thread started for that role answers requests with the role's
 * handler (and does nothing anywhere else). Only plain data crosses: the request, and the value or
 * the error (name, message, stack and the error's own fields).
 *
 * Outside a Gatsby process (Jest), or with `SQUIRE_BUILD_THREADS=0`, no thread is started and the
 * callers do the work in the main thread (./workScheduler.ts decides when threads pay).
 */
import fs from 'fs'
import os from 'os'
import path from 'path'
import { Worker, isMainThread, parentPort, workerData } from 'worker_threads'
import { WorkerCrashError, type ThreadWorker } from './workScheduler'
import { speedOn } from '../speedSwitch'

interface Request<In> {
  id: number
  input: In
}

export interface SerializedError {
  name: string
  message: string
  stack?: string
  /** The error's own enumerable fields (e.g. file, line, column). */
  fields: Record<string, unknown>
}

type Reply<Out> = { id: number; ok: true; value: Out } | { id: number; ok: false; error: SerializedError }

interface ThreadData<Init> {
  role: string
  init: Init
}

export function serializeError(error: unknown): SerializedError {
  if (error instanceof Error) {
    const fields: Record<string, unknown> = {}
    for (const [key, value] of Object.entries(error)) if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value
    return { name: error.name, message: error.message, stack: error.stack, fields }
  }
  return { name: 'Error', message: String(error), fields: {} }
}

/** The plain Error a serialized one stands for (roles with their own error classes revive those). */
export function reviveError(error: SerializedError): Error {
  const revived = Object.assign(new Error(error.message), error.fields)
  revived.name = error.name
  if (error.stack) revived.stack = error.stack
  return revived
}

/** The bundle a worker thread loads: gatsby-node as Gatsby compiled it for this build, or null outside Gatsby. */
export function compiledGatsbyNodePath(root = process.cwd(), env: NodeJS.ProcessEnv = process.env): string | null {
  // Gatsby sets this before it loads gatsby-node, right after compiling gatsby-node.ts into .cache/compiled.
  if (!env.gatsby_executing_command) return null
  const file = path.join(root, '.cache', 'compiled', 'gatsby-node.js')
  return fs.existsSync(file) ? file : null
}

/** Threads a pool may start: SQUIRE_BUILD_THREADS, else one per core (at most 4). */
export function threadCount(env: NodeJS.ProcessEnv = process.env, cores = os.availableParallelism()): number {
  if (!speedOn('build-threads', env)) return 0
  const set = env.SQUIRE_BUILD_THREADS
  if (set !== undefined && set !== '') {
    const n = Number(set)
    if (!Number.isInteger(n) || n < 0) throw new Error(`SQUIRE_BUILD_THREADS must be a whole number ≥ 0, not "${set}"`)
    return n
  }
  return Math.max(1, Math.min(4, cores))
}

/** Starts one worker thread for `role`; resolves once it is ready to take requests. */
export function startThreadWorker<In, Out, Init>(entry: string, role: string, init: Init, revive: (error: SerializedError) => Error = reviveError): Promise<ThreadWorker<In, Out>> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(entry, { workerData: { role, init } satisfies ThreadData<Init> })
    const pending = new Map<number, { resolve(value: Out): void; reject(error: unknown): void }>()
    let nextId = 0
    let ready = false
    const api: ThreadWorker<In, Out> = {
      run(input) {
        return new Promise((res, rej) => {
          const id = nextId++
          pending.set(id, { resolve: res, reject: rej })
          worker.postMessage({ id, input } satisfies Request<In>)
        })
      },
      terminate: () => worker.terminate().then(() => undefined),
    }
    const fail = (error: unknown) => {
      if (!ready) reject(error)
      for (const task of pending.values()) task.reject(new WorkerCrashError(`${role} worker thread stopped: ${String(error)}`))
      pending.clear()
    }
    worker.on('message', (message: Reply<Out> | 'ready') => {
      if (message === 'ready') {
        ready = true
        resolve(api)
        return
      }
      const task = pending.get(message.id)
      pending.delete(message.id)
      if (!task) return
      if (message.ok) task.resolve(message.value)
      else task.reject(revive(message.error))
    })
    worker.on('error', fail)
    worker.on('exit', (code) => fail(new Error(`exit code ${code}`)))
  })
}

/** In a worker thread started for `role`: answer its requests with `handle`. Elsewhere: nothing. */
export function serveRole<In, Out, Init>(role: string, handle: (input: In, init: Init) => Promise<Out>): void {
  const data = workerData as ThreadData<Init> | null
  if (isMainThread || data?.role !== role || !parentPort) return
  const port = parentPort
  port.on('message', (request: Request<In>) => {
    handle(request.input, data.init).then(
      (value) => port.postMessage({ id: request.id, ok: true, value } satisfies Reply<Out>),
      (error: unknown) => port.postMessage({ id: request.id, ok: false, error: serializeError(error) } satisfies Reply<Out>),
    )
  })
  port.postMessage('ready')
}
