import type { GatsbyNode } from 'gatsby'
import { exitWhenPoolEnds, isGatsbyWorker } from '../speed/workerExit'
import { speedOn } from '../speed/speedSwitch'

/**
 * Runs once in every Gatsby process, its workers included. In a worker, the process exits as soon
 * as the pool ends it rather than when gatsby-worker kills it a second later
 * (src/build/speed/workerExit.ts; off: docs/decisions/worker-exit.md).
 */
export const onPluginInit: GatsbyNode['onPluginInit'] = () => {
  if (isGatsbyWorker() && speedOn('worker-exit')) exitWhenPoolEnds()
}
