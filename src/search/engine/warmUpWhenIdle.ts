/**
 * Runs a search warm-up (SearchEngine.warmUp and the caller's shaping of its hits) once per
 * engine per page load, when the browser is idle. A failure stays quiet: it was only a head start,
 * and a real query runs the same code and reports its own errors. `warmed` belongs to the caller:
 * the modal and the /search page shape hits with different code, and each warms its own.
 * Returns a function that cancels the warm-up if it has not run.
 */
import { whenIdle } from '../../theme/whenIdle'
import type { SearchEngine } from './searchEngine'

export function warmUpWhenIdle(warmed: WeakSet<SearchEngine>, engine: SearchEngine, warmUp: (engine: SearchEngine) => void): () => void {
  if (warmed.has(engine)) return () => undefined
  return whenIdle(() => {
    warmed.add(engine)
    try {
      warmUp(engine)
    } catch {
      // Only a head start (see above).
    }
  })
}
