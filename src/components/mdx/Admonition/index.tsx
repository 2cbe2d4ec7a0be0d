import * as React from 'react'
import type { AdmonitionType } from '../componentNames'
import * as styles from './styles.module.css'

const DEFAULT_TITLES: Record<AdmonitionType, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  danger: 'Danger',
}

const ICONS: Record<AdmonitionType, string> = { note: 'ℹ︎', tip: '💡', info: 'ℹ︎', warning: '⚠︎', danger: '⛔︎' }

interface Props {
  type: AdmonitionType
  title?: string
  children?: React.ReactNode
}

/** `:::note[Title]` in MDX. An aside with a role that names its kind. */
export default function Admonition({ type, title, children }: Props) {
  const kind = type in DEFAULT_TITLES ? type : 'note'
  return (
    <aside className={`${styles.admonition} ${styles[kind]}`} data-admonition={kind} aria-label={title ?? DEFAULT_TITLES[kind]}>
      <p className={styles.heading}>
        <span aria-hidden="true">{ICONS[kind]}</span> {title ?? DEFAULT_TITLES[kind]}
      </p>
      <div className={styles.content}>{children}</div>
    </aside>
  )
}
