import * as React from 'react'
import * as styles from '../../templates/page.module.css'

interface Props {
  date: string | null | undefined
  dateIso: string | null | undefined
  authors: readonly string[] | null | undefined
  readingTime: number
}

/** "12 March 2024 · 6 min read · by ironquill" */
export default function BlogPostMeta({ date, dateIso, authors, readingTime }: Props) {
  return (
    <p className={styles.meta}>
      {date ? <time dateTime={dateIso ?? undefined}>{date}</time> : null}
      {' · '}
      {readingTime} min read
      {authors?.length ? ` · by ${authors.join(', ')}` : null}
    </p>
  )
}
