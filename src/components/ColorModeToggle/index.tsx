import * as React from 'react'
import type { ColorMode } from '../../theme/colorMode'
import * as styles from './styles.module.css'

interface Props {
  value: ColorMode
  onChange: (mode: ColorMode) => void
  /** Disabled until the browser has read the reader's mode (server HTML, before hydration). */
  disabled?: boolean
}

function SunIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" className={styles.sun}>
      <circle cx="12" cy="12" r="4.5" fill="currentColor" />
      <path
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        d="M12 1.5v2.5M12 20v2.5M1.5 12H4M20 12h2.5M4.6 4.6l1.8 1.8M17.6 17.6l1.8 1.8M4.6 19.4l1.8-1.8M17.6 6.4l1.8-1.8"
      />
    </svg>
  )
}

function MoonIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" className={styles.moon}>
      <path fill="currentColor" d="M20.7 15.1A8.9 8.9 0 0 1 8.9 3.3a9 9 0 1 0 11.8 11.8z" />
    </svg>
  )
}

/**
 * Switches between dark and light mode. The icon follows html[data-theme] in CSS, so it is right
 * from the first paint, before React knows the mode.
 */
export default function ColorModeToggle({ value, onChange, disabled }: Props) {
  const next: ColorMode = value === 'dark' ? 'light' : 'dark'
  const label = `Switch between dark and light mode (currently ${value} mode)`
  return (
    <button type="button" className={styles.toggle} onClick={() => onChange(next)} disabled={disabled} title={label} aria-label={label}>
      <SunIcon />
      <MoonIcon />
    </button>
  )
}
