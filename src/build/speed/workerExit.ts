/**
 * A Gatsby query worker exits as soon as its pool ends it, instead of being killed a second later.
 *
 * Why: Gatsby ends its worker pool after running queries (and restarts it for the HTML step).
 * gatsby-worker asks each worker to end by removing the worker's message listener, then waits for
 * the process to exit and kills it after 1,000 ms. A query worker never exits by itself: Gatsby's
 * GraphQLRunner clears its cache through a 5-second debounced timer set by every query
 * (gatsby/dist/query/graphql-runner.js, `scheduleClearCache`), and that timer keeps the process
 * alive. Every build therefore waited a full second for the kill before it rendered HTML.
 *
 * Installed in a worker (onPluginInit runs once in every Gatsby process), this exits the process
 * once nothing listens for the pool's messages any more: the moment gatsby-worker removes its own
 * listener, which is how it ends a worker. Anything the worker still had to send is kept by
 * gatsby-worker itself (it writes unsent messages to a file on exit, and the pool reads them back).
 */

/** The part of `process` the hook uses (a stand-in in the unit tests). */
export interface WorkerProcess {
  on(event: 'removeListener', listener: (event: string | symbol) => void): unknown
  listenerCount(event: 'message'): number
  exit(code?: number): never | void
}

/** Whether this process is a gatsby-worker child (gatsby-worker sets these in the child's environment). */
export function isGatsbyWorker(env: NodeJS.ProcessEnv = process.env, send: unknown = process.send): boolean {
  return typeof send === 'function' && Boolean(env.GATSBY_WORKER_ID) && Boolean(env.GATSBY_WORKER_MODULE_PATH)
}

/**
 * Exits `proc` (on the next turn of the event loop) when its last message listener is removed:
 * gatsby-worker's END. Returns the listener, for tests.
 */
export function exitWhenPoolEnds(proc: WorkerProcess = process, later: (run: () => void) => unknown = setImmediate): (event: string | symbol) => void {
  let exiting = false
  const onRemoved = (event: string | symbol): void => {
    if (event !== 'message' || exiting || proc.listenerCount('message') > 0) return
    exiting = true
    later(() => proc.exit())
  }
  proc.on('removeListener', onRemoved)
  return onRemoved
}
