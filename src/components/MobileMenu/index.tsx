import * as React from 'react'
import { MOBILE_MENU_PANEL_ID, type MobileMenuProps } from './props'
import * as styles from './styles.module.css'

/** The panel's code (links, sidebar, focus trap) loads when the reader first reaches for the toggle. */
const loadPanel = () => import(/* webpackChunkName: "mobile-menu" */ './Panel')
const MobileMenuPanel = React.lazy(loadPanel)
const preloadPanel = () => {
  void loadPanel()
}

/** The ≤ 996 px menu: a toggle and, when open, a panel with the navbar items or the doc sidebar. */
export default function MobileMenu({ menu, pathname, items, sidebar, brand }: MobileMenuProps) {
  const toggleRef = React.useRef<HTMLButtonElement>(null)
  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        className={styles.toggle}
        aria-label="Open navigation menu"
        aria-expanded={menu.open}
        aria-controls={MOBILE_MENU_PANEL_ID}
        onClick={menu.toggle}
        onPointerEnter={preloadPanel}
        onFocus={preloadPanel}
        onTouchStart={preloadPanel}
      >
        <svg viewBox="0 0 30 30" width="26" height="26" aria-hidden="true">
          <path stroke="currentColor" strokeLinecap="round" strokeWidth="2" d="M4 7h22M4 15h22M4 23h22" />
        </svg>
      </button>
      {menu.open ? (
        <React.Suspense fallback={null}>
          <MobileMenuPanel menu={menu} pathname={pathname} items={items} sidebar={sidebar} brand={brand} toggleRef={toggleRef} />
        </React.Suspense>
      ) : null}
    </>
  )
}
