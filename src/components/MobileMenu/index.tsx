import * as React from 'react'
import { Link, withPrefix } from 'gatsby'
import { NavbarItemLink } from '../Navbar'
import Sidebar from '../Sidebar'
import type { NavbarItem } from '../../config/schema/navbar'
import type { SidebarNode } from '../../theme/navigation/sidebar'
import type { MobileMenuState } from '../../theme/useMobileMenu'
import { useFocusTrap } from '../../theme/useFocusTrap'
import { useMenuClickTracking } from '../../analytics/hooks'
import { ModalName } from '../../analytics/vocabulary'
import * as styles from './styles.module.css'

interface Props {
  menu: MobileMenuState
  pathname: string
  items: readonly NavbarItem[]
  sidebar: readonly SidebarNode[] | null
  brand: { title: string; logoSrc: string; logoAlt: string }
}

const PANEL_ID = 'mobile-menu'

/** The ≤ 996 px menu: a toggle and, when open, a panel with the navbar items or the doc sidebar. */
export default function MobileMenu({ menu, pathname, items, sidebar, brand }: Props) {
  const onMenuClick = useMenuClickTracking(ModalName.MOBILE_MENU)
  const toggleRef = React.useRef<HTMLButtonElement>(null)
  const panelRef = React.useRef<HTMLDivElement>(null)
  useFocusTrap(menu.open, panelRef, toggleRef, menu.panel)

  // Following any link in the panel closes it (a link to the current page changes no route).
  const onPanelClick = (event: React.MouseEvent) => {
    if ((event.target as Element).closest('a')) menu.close()
  }

  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        className={styles.toggle}
        aria-label="Open navigation menu"
        aria-expanded={menu.open}
        aria-controls={PANEL_ID}
        onClick={menu.toggle}
      >
        <svg viewBox="0 0 30 30" width="26" height="26" aria-hidden="true">
          <path stroke="currentColor" strokeLinecap="round" strokeWidth="2" d="M4 7h22M4 15h22M4 23h22" />
        </svg>
      </button>
      {menu.open ? (
        <>
          <div className={styles.backdrop} onClick={menu.close} aria-hidden="true" />
          <div ref={panelRef} id={PANEL_ID} className={styles.panel} role="dialog" aria-modal="true" aria-label="Navigation menu" onClick={onPanelClick}>
            <div className={styles.header}>
              <Link to="/" className={styles.brand}>
                <img src={withPrefix(brand.logoSrc)} alt={brand.logoAlt} width={28} height={28} />
                <span>{brand.title}</span>
              </Link>
              <button type="button" className={styles.close} aria-label="Close navigation menu" onClick={menu.close}>
                <svg viewBox="0 0 15 15" width="16" height="16" aria-hidden="true">
                  <path stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M2 2l11 11M13 2L2 13" />
                </svg>
              </button>
            </div>
            {menu.panel === 'secondary' && sidebar ? (
              <div className={styles.section}>
                <button type="button" className={styles.back} onClick={menu.showPrimary}>
                  <span aria-hidden="true">←</span> Back to main menu
                </button>
                <Sidebar items={sidebar} activePath={pathname} onNavigate={onMenuClick} />
              </div>
            ) : (
              <ul className={styles.items} aria-label="Main menu">
                {items.map((item) => (
                  <li key={item.label}>
                    <NavbarItemLink item={item} pathname={pathname} />
                  </li>
                ))}
                {sidebar ? (
                  <li>
                    <button type="button" className={styles.forward} onClick={menu.showSecondary}>
                      This section’s pages <span aria-hidden="true">→</span>
                    </button>
                  </li>
                ) : null}
              </ul>
            )}
          </div>
        </>
      ) : null}
    </>
  )
}
