/** Copy to clipboard with a short-lived "copied" flag for feedback. */
import * as React from 'react'

/** How long "Copied" shows (ms). */
export const COPIED_FEEDBACK_MS = 2000

function copyWithTextarea(text: string): void {
  const area = document.createElement('textarea')
  area.value = text
  area.setAttribute('readonly', '')
  area.style.position = 'fixed'
  area.style.opacity = '0'
  document.body.appendChild(area)
  const previous = document.activeElement as HTMLElement | null
  area.select()
  try {
    if (!document.execCommand('copy')) throw new Error('The browser refused to copy')
  } finally {
    area.remove()
    previous?.focus()
  }
}

/** Writes text with the Clipboard API, or the older selection + execCommand way where that is missing or refused. */
export async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text)
      return
    } catch {
      // Permission refused or insecure context: try the older way.
    }
  }
  copyWithTextarea(text)
}

export function useCopyToClipboard(feedbackMs = COPIED_FEEDBACK_MS): { copied: boolean; failed: boolean; copy: (text: string) => Promise<void> } {
  const [copied, setCopied] = React.useState(false)
  const [failed, setFailed] = React.useState(false)
  const timer = React.useRef<ReturnType<typeof setTimeout>>()
  React.useEffect(() => () => clearTimeout(timer.current), [])

  const copy = React.useCallback(
    async (text: string) => {
      clearTimeout(timer.current)
      try {
        await copyText(text)
        setFailed(false)
        setCopied(true)
      } catch {
        setCopied(false)
        setFailed(true)
      }
      timer.current = setTimeout(() => {
        setCopied(false)
        setFailed(false)
      }, feedbackMs)
    },
    [feedbackMs],
  )
  return { copied, failed, copy }
}
