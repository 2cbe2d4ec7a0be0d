/**
 * Decides where each piece of page work (an MDX compile, a Markdown twin) runs: in this thread,
 * or in a pool of worker threads once enough requests are waiting to pay for starting one
 * (./threadWorkers.ts; used by src/build/speed/compilePool.ts, whose task also makes a doc's Markdown twin).
 *
 * A rebuild or a `gatsby develop` edit compiles a page or two: starting threads (each loads the
 * unified/remark stack) would cost more than it saves, so the work runs here. A cold build asks
 * for hundreds at once (Gatsby runs onCreateNode concurrently): past `threshold` requests the pool
 * starts, this thread keeps working until the workers are ready, and from then on every waiting
 * request goes to a worker. After `idleMs` without work the pool stops, so its threads hold no
 * memory for the rest of the build.
 *
 * Plain logic with injected work/worker functions, unit-tested in
 * __tests__/build/speed/threads/workScheduler.test.ts.
 */

export interface ThreadWorker<In, Out> {
  run(input: In): Promise<Out>
  terminate(): Promise<void>
}

export interface WorkSchedulerOptions<In, Out> {
  /** Does the work for one input in this thread. */
  runHere(input: In): Promise<Out>
  /** Starts one worker; resolves when it can take work, rejects if it cannot start. */
  startWorker(): Promise<ThreadWorker<In, Out>>
  /** How many workers the pool has (0: never start one). */
  workers: number
  /** Requests seen since the pool was last idle before it starts. */
  threshold: number
  /** The pool stops after this long without work. */
  idleMs: number
  /** Told once when the pool cannot start (the compiles then all run here). */
  onPoolError?(error: unknown): void
}

interface Task<In, Out> {
  input: In
  resolve(value: Out): void
  reject(error: unknown): void
}

export interface WorkScheduler<In, Out> {
  run(input: In): Promise<Out>
  /** Stops the pool (if any) now; later requests may start it again. */
  close(): Promise<void>
  /** For tests and logs: requests run here and in workers so far. */
  readonly stats: { here: number; inWorkers: number; poolStarts: number }
}

export function createWorkScheduler<In, Out>(options: WorkSchedulerOptions<In, Out>): WorkScheduler<In, Out> {
  const queue: Array<Task<In, Out>> = []
  const idle: Array<ThreadWorker<In, Out>> = []
  let all: Array<ThreadWorker<In, Out>> = []
  let starting: Promise<void> | null = null
  let poolFailed = false
  let seen = 0
  let busyHere = false
  let inWorkers = 0
  let idleTimer: ReturnType<typeof setTimeout> | null = null
  const stats = { here: 0, inWorkers: 0, poolStarts: 0 }

  const poolReady = () => all.length > 0 && starting === null

  function settle(task: Task<In, Out>, promise: Promise<Out>): Promise<void> {
    return promise.then(task.resolve, task.reject)
  }

  function armIdleTimer(): void {
    if (idleTimer) clearTimeout(idleTimer)
    idleTimer = null
    if (all.length === 0 || queue.length > 0 || inWorkers > 0 || busyHere) return
    idleTimer = setTimeout(() => void close(), options.idleMs)
    idleTimer.unref?.()
  }

  function startPool(): void {
    if (starting || all.length || poolFailed || options.workers < 1) return
    stats.poolStarts += 1
    starting = Promise.allSettled(Array.from({ length: options.workers }, () => options.startWorker())).then((results) => {
      const started = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []))
      const failure = results.find((r): r is PromiseRejectedResult => r.status === 'rejected')
      if (failure) {
        poolFailed = true
        options.onPoolError?.(failure.reason)
        for (const worker of started) void worker.terminate()
      } else {
        all = started
        idle.push(...started)
      }
      starting = null
      drain()
    })
  }

  function runInWorker(worker: ThreadWorker<In, Out>, task: Task<In, Out>): void {
    inWorkers += 1
    stats.inWorkers += 1
    worker
      .run(task.input)
      .then(task.resolve, (error: unknown) => {
        // A worker that died (not a compile error: those come back as values or MdxCompileErrors
        // from the worker) must not lose the page: compile it here instead.
        if (isWorkerCrash(error)) {
          all = all.filter((w) => w !== worker)
          poolFailed = true
          queue.unshift(task)
          return
        }
        task.reject(error)
      })
      .finally(() => {
        inWorkers -= 1
        if (all.includes(worker)) idle.push(worker)
        drain()
      })
  }

  function drain(): void {
    if (poolReady()) {
      while (queue.length && idle.length) runInWorker(idle.shift() as ThreadWorker<In, Out>, queue.shift() as Task<In, Out>)
    } else if (!busyHere && queue.length) {
      const task = queue.shift() as Task<In, Out>
      busyHere = true
      stats.here += 1
      void settle(task, options.runHere(task.input)).finally(() => {
        busyHere = false
        // Let the event loop deliver requests that arrived meanwhile before taking the next one.
        setImmediate(drain)
      })
    }
    armIdleTimer()
  }

  function run(input: In): Promise<Out> {
    return new Promise<Out>((resolve, reject) => {
      queue.push({ input, resolve, reject })
      seen += 1
      if (seen >= options.threshold) startPool()
      drain()
    })
  }

  async function close(): Promise<void> {
    if (idleTimer) clearTimeout(idleTimer)
    idleTimer = null
    if (starting) await starting
    const workers = all
    all = []
    idle.length = 0
    seen = 0
    await Promise.all(workers.map((w) => w.terminate()))
    // Anything still queued (none in a build: close is called once sourcing is over) runs here.
    drain()
  }

  return { run, close, stats }
}

/** The marker a worker wrapper puts on the error of a task its worker could not finish. */
export class WorkerCrashError extends Error {
  readonly workerCrash = true
}

function isWorkerCrash(error: unknown): boolean {
  return error instanceof WorkerCrashError
}
