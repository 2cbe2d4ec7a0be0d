import * as React from 'react'
import { browserCopyEnvironment, copyMarkdown, type CopyEnvironment } from './copyMarkdown'

export type CopyState = 'idle' | 'copying' | 'copied' | 'failed'

/** How long "Copied" / "Copy failed" stays before the button reads "Copy page" again. */
export const COPY_FEEDBACK_MS = 2000

/** State and action of a "Copy page" button for the Markdown at `url`. */
export function useCopyPage(url: string, environment: () => CopyEnvironment = browserCopyEnvironment) {
  const [state, setState] = React.useState<CopyState>('idle')
  const timer = React.useRef<ReturnType<typeof setTimeout>>()
  React.useEffect(() => () => clearTimeout(timer.current), [])
  const copy = React.useCallback(async () => {
    clearTimeout(timer.current)
    setState('copying')
    let outcome: CopyState
    try {
      await copyMarkdown(url, environment())
      outcome = 'copied'
    } catch {
      outcome = 'failed'
    }
    setState(outcome)
    timer.current = setTimeout(() => setState('idle'), COPY_FEEDBACK_MS)
  }, [url, environment])
  return { state, copy }
}
