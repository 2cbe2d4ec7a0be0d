import type { SidebarNode } from '../../theme/navigation/sidebar'

export interface MobileMenuSlotProps {
  pathname: string
  sidebar: readonly SidebarNode[] | null
}

/** Filled by the mobile menu feature; renders nothing until then. */
export default function MobileMenuSlot(_props: MobileMenuSlotProps): null {
  return null
}
