import * as React from 'react'
import * as styles from './styles.module.css'

interface Props {
  language?: string
  title?: string
  /** "true" on Solidity blocks that are complete units; the solc test compiles them. */
  compile?: string
  children?: React.ReactNode
}

/** A fenced code block, highlighted by Prism at build time. */
export default function CodeBlock({ language, title, compile, children }: Props) {
  return (
    <figure className={styles.codeBlock} data-language={language} data-compile={compile === 'true' ? '' : undefined}>
      {title ? <figcaption className={styles.title}>{title}</figcaption> : null}
      <div className={styles.body}>{children}</div>
    </figure>
  )
}
