/**
 * Places in the layout that other parts of the site fill. One file each, so the search box, the
 * colour-mode toggle, the mobile menu and the announcement bar can change without touching Layout.
 */
export { default as NavbarSearchSlot } from './NavbarSearchSlot'
export { default as ColorModeSlot } from './ColorModeSlot'
export { default as MobileMenuSlot } from './MobileMenuSlot'
export { default as AnnouncementSlot } from './AnnouncementSlot'
