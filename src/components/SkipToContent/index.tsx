import * as React from 'react'
import * as styles from './styles.module.css'

export const MAIN_CONTENT_ID = '__main'

/** The first focusable element: jumps past the navigation to the main content. */
export default function SkipToContent() {
  const onClick = (event: React.MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_CONTENT_ID)
    if (!main) return
    event.preventDefault()
    main.focus()
    main.scrollIntoView()
  }
  return (
    <a href={`#${MAIN_CONTENT_ID}`} className={styles.skip} onClick={onClick}>
      Skip to main content
    </a>
  )
}
