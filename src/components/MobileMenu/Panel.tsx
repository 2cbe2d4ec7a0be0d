import * as React from 'react'
import { Link, withPrefix } from 'gatsby'
import { NavbarItemLink } from '../Navbar'
import Sidebar from '../Sidebar'
import { useFocusTrap } from '../../theme/useFocusTrap'
import { useMenuClickTracking } from '../../analytics/hooks'
import { ModalName } from '../../analytics/vocabulary'
import { MOBILE_MENU_PANEL_ID, type MobileMenuProps } from './props'
// Last, after the navbar's and sidebar's styles, so the one stylesheet keeps a single order.
import * as styles from './Panel.module.css'

interface Props extends MobileMenuProps {
  /** The toggle, which gets focus back when the panel closes. */
  toggleRef: React.RefObject<HTMLButtonElement>
}

/**
 * The open mobile menu: a modal panel with the navbar items or the doc sidebar. Loaded on the
 * first open (./index.tsx), since no page needs it at first view.
 */
export default function MobileMenuPanel({ menu, pathname, items, sidebar, brand, toggleRef }: Props) {
  const onMenuClick = useMenuClickTracking(ModalName.MOBILE_MENU)
  const panelRef = React.useRef<HTMLDivElement>(null)
  useFocusTrap(true, panelRef, toggleRef, menu.panel)

  // Following any link in the panel closes it (a link to the current page changes no route).
  const onPanelClick = (event: React.MouseEvent) => {
    if ((event.target as Element).closest('a')) menu.close()
  }

  return (
    <>
      <div className={styles.backdrop} onClick={menu.close} aria-hidden="true" />
      <div ref={panelRef} id={MOBILE_MENU_PANEL_ID} className={styles.panel} role="dialog" aria-modal="true" aria-label="Navigation menu" onClick={onPanelClick}>
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
            <Sidebar sidebar={sidebar} activePath={pathname} onNavigate={onMenuClick} />
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
  )
}
