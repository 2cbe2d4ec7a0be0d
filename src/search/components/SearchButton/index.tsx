import * as React from 'react'
import { useShortcutModifier } from '../../platform'
import * as styles from './styles.module.css'

type Props = Omit<React.ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'type'>

/** The navbar's "Search" button with its key hint (⌘ K on Apple platforms, Ctrl K elsewhere). */
const SearchButton = React.forwardRef<HTMLButtonElement, Props>(function SearchButton(props, ref) {
  const modifier = useShortcutModifier()
  return (
    <button
      ref={ref}
      type="button"
      className={styles.button}
      aria-keyshortcuts={modifier === '⌘' ? 'Meta+K /' : 'Control+K /'}
      {...props}
    >
      <svg className={styles.icon} width="16" height="16" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
        <path
          d="M14.386 14.386l4.088 4.088-4.088-4.088A7.533 7.533 0 113.733 3.733a7.533 7.533 0 0110.653 10.653z"
          stroke="currentColor"
          fill="none"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className={styles.label}>Search</span>
      <span className={styles.keys} aria-hidden="true" data-ready={modifier ? '' : undefined}>
        <kbd className={styles.key}>{modifier ?? 'Ctrl'}</kbd>
        <kbd className={styles.key}>K</kbd>
      </span>
    </button>
  )
})

export default SearchButton
