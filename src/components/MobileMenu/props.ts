import type { NavbarItem } from '../../config/schema/navbar'
import type { PageSidebar } from '../../theme/navigation/sidebarView'
import type { MobileMenuState } from '../../theme/useMobileMenu'

/** What the mobile menu shows; shared by the toggle (./index.tsx) and the lazily loaded panel (./Panel.tsx). */
export interface MobileMenuProps {
  menu: MobileMenuState
  pathname: string
  items: readonly NavbarItem[]
  sidebar: PageSidebar | null
  brand: { title: string; logoSrc: string; logoAlt: string }
}

export const MOBILE_MENU_PANEL_ID = 'mobile-menu'
