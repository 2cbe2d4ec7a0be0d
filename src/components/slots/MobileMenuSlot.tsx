import * as React from 'react'
import MobileMenu from '../MobileMenu'
import { useSiteConfig } from '../../config'
import { useMobileMenu } from '../../theme/useMobileMenu'
import { MOBILE_BREAKPOINT_PX } from '../../theme/breakpoints'
import type { PageSidebar } from '../../theme/navigation/sidebarView'

export interface MobileMenuSlotProps {
  pathname: string
  sidebar: PageSidebar | null
}

/** The mobile menu (≤ 996 px), with the doc sidebar as its second panel on doc pages. */
export default function MobileMenuSlot({ pathname, sidebar }: MobileMenuSlotProps) {
  const { site, navbar } = useSiteConfig()
  const hasSidebar = Boolean(sidebar && sidebar.items.length)
  const menu = useMobileMenu({ pathname, breakpoint: MOBILE_BREAKPOINT_PX, hasSecondary: hasSidebar })
  return (
    <MobileMenu
      menu={menu}
      pathname={pathname}
      items={navbar.items}
      sidebar={hasSidebar ? sidebar : null}
      brand={{ title: site.title, logoSrc: site.logo.src, logoAlt: site.logo.alt }}
    />
  )
}
