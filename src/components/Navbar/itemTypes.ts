/**
 * The navbar item types, one entry per `type` of the config's NavbarItem union (a new type in
 * src/config/schema/navbar.ts does not compile until it is added here). The navbar and the mobile
 * menu render from it (Navbar/index.tsx), the build validates doc ids with it (src/build/content/validate.ts)
 * and search labels sections with it — as Docusaurus's ComponentTypes does. Plain data and
 * functions only: Node code imports it.
 */
import type { NavbarItem } from '../../config/schema/navbar'
import { hrefForDocId } from '../navLinks'

export type NavbarItemType = NavbarItem['type']
export type NavbarItemOf<T extends NavbarItemType> = Extract<NavbarItem, { type: T }>

export interface NavbarItemTypeInfo<T extends NavbarItemType> {
  /** Leaves the site (opens in a new tab, no active state). */
  external: boolean
  /** The doc the item links to, checked at build; null when it names none. */
  docId: (item: NavbarItemOf<T>) => string | null
  href: (item: NavbarItemOf<T>) => string
}

export const NAVBAR_ITEM_TYPES: { [T in NavbarItemType]: NavbarItemTypeInfo<T> } = {
  doc: { external: false, docId: (item) => item.docId, href: (item) => hrefForDocId(item.docId) },
  external: { external: true, docId: () => null, href: (item) => item.href },
}

/** The table entry of an item, typed for that item. */
export function navbarItemInfo<T extends NavbarItemType>(item: NavbarItemOf<T>): NavbarItemTypeInfo<T> {
  return NAVBAR_ITEM_TYPES[item.type as T]
}

export const navbarItemDocId = (item: NavbarItem): string | null => navbarItemInfo(item).docId(item)
export const navbarItemHref = (item: NavbarItem): string => navbarItemInfo(item).href(item)
