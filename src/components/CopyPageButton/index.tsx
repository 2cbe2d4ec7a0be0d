import * as React from 'react'
import { withPrefix } from 'gatsby'
import { useCopyPage, type CopyState } from '../../llms/useCopyPage'
import * as styles from './styles.module.css'

const LABELS: Record<CopyState, string> = { idle: 'Copy page', copying: 'Copying…', copied: 'Copied', failed: 'Copy failed' }

/** Copies the page as Markdown (its `.md` twin, written at build time by src/build/outputs/deploy/deployStep.ts). */
export default function CopyPageButton({ slug }: { slug: string }) {
  const { state, copy } = useCopyPage(withPrefix(`${slug}.md`))
  return (
    <div className={styles.wrap}>
      <button type="button" className={styles.button} onClick={() => void copy()} disabled={state === 'copying'} title="Copy this page as Markdown">
        <svg aria-hidden="true" viewBox="0 0 16 16" width="14" height="14" className={styles.icon}>
          <path
            fill="currentColor"
            d="M4 2a2 2 0 0 1 2-2h6a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V2Zm2-.5a.5.5 0 0 0-.5.5v8a.5.5 0 0 0 .5.5h6a.5.5 0 0 0 .5-.5V2a.5.5 0 0 0-.5-.5H6ZM2 5.5a.5.5 0 0 0-.5.5v8a.5.5 0 0 0 .5.5h6a.5.5 0 0 0 .5-.5V13H10v1a2 2 0 0 1-2 2H2a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h1v1.5H2Z"
          />
        </svg>
        <span>{state === 'copied' || state === 'failed' ? LABELS[state] : LABELS.idle}</span>
      </button>
      <span role="status" className="visually-hidden">
        {state === 'copied' ? 'Page copied as Markdown' : state === 'failed' ? 'Could not copy the page' : ''}
      </span>
    </div>
  )
}
