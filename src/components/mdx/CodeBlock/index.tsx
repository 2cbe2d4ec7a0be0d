import * as React from 'react'
import { useCopyToClipboard } from '../../../theme/useCopyToClipboard'
import * as styles from './styles.module.css'

interface Props {
  language?: string
  title?: string
  /** "true" on Solidity blocks that are complete units; the solc test compiles them. */
  compile?: string
  children?: React.ReactNode
}

/**
 * A fenced code block, highlighted by Prism at build time: optional title, highlighted lines, a
 * copy button that copies the code's text, horizontal scroll for long lines. The build makes the
 * block's <pre> focusable and names it (src/build/content/mdx/rehypeCodeBlockFocus.ts), so a
 * keyboard can scroll it before any script runs and whether or not it has been laid out.
 */
export default function CodeBlock({ language, title, compile, children }: Props) {
  const body = React.useRef<HTMLDivElement>(null)
  const { copied, failed, copy } = useCopyToClipboard()

  const onCopy = () => {
    const code = body.current?.querySelector('code') ?? body.current
    void copy((code?.textContent ?? '').replace(/\n$/, ''))
  }

  return (
    <figure className={styles.codeBlock} data-language={language} data-compile={compile === 'true' ? '' : undefined}>
      {title ? <figcaption className={styles.title}>{title}</figcaption> : null}
      <div className={styles.body} ref={body}>
        {children}
        <button
          type="button"
          className={styles.copy}
          onClick={onCopy}
          aria-label={copied ? 'Copied' : 'Copy code to clipboard'}
          title="Copy"
          data-copied={copied || undefined}
        >
          {copied ? 'Copied' : failed ? 'Copy failed' : 'Copy'}
        </button>
        <span className="visually-hidden" role="status" aria-live="polite">
          {copied ? 'Copied to clipboard' : ''}
        </span>
      </div>
    </figure>
  )
}
