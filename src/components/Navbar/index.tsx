import * as React from 'react'
import { Link } from 'gatsby'
import { useSiteConfig } from '../../config'
import type { NavbarItem } from '../../config/schema/navbar'
import { sectionOf } from '../navLinks'
import { navbarItemInfo } from './itemTypes'
import { withPrefix } from 'gatsby'
import { useNavbarClickTracking } from '../../analytics/hooks'
import { useHideOnScroll } from '../../theme/useHideOnScroll'
import * as styles from './styles.module.css'

interface ItemProps {
  item: NavbarItem
  pathname: string
}

/** One navbar entry (navbar and mobile menu), rendered from its type's entry in itemTypes.ts. */
export function NavbarItemLink({ item, pathname }: ItemProps) {
  const onNavbarClick = useNavbarClickTracking()
  const info = navbarItemInfo(item)
  const href = info.href(item)
  if (info.external) {
    return (
      <a href={href} className={styles.link} target="_blank" rel="noopener noreferrer" aria-label={'ariaLabel' in item ? item.ariaLabel : undefined} onClick={() => onNavbarClick(item.label)}>
        {item.label}
        <span aria-hidden="true" className={styles.external}>↗</span>
      </a>
    )
  }
  const docId = info.docId(item)
  const active = pathname === href || (docId !== null && pathname.startsWith(sectionOf(docId)))
  return (
    <Link to={href} className={styles.link} data-active={active || undefined} aria-current={pathname === href ? 'page' : undefined} onClick={() => onNavbarClick(item.label)}>
      {item.label}
    </Link>
  )
}

interface NavbarProps {
  pathname: string
  /** Slots filled by other parts of the site: search box, colour mode toggle, mobile menu. */
  search?: React.ReactNode
  colorModeToggle?: React.ReactNode
  mobileToggle?: React.ReactNode
}

export default function Navbar({ pathname, search, colorModeToggle, mobileToggle }: NavbarProps) {
  const { site, navbar } = useSiteConfig()
  const navRef = React.useRef<HTMLElement>(null)
  const hidden = useHideOnScroll(navbar.hideOnScroll, navRef)
  const left = navbar.items.filter((i) => i.position === 'left')
  const right = navbar.items.filter((i) => i.position === 'right')
  return (
    <nav ref={navRef} className={styles.navbar} aria-label="Main" data-hidden={hidden || undefined}>
      <div className={styles.inner}>
        {mobileToggle}
        <Link to="/" className={styles.brand}>
          <img src={withPrefix(site.logo.src)} alt={site.logo.alt} width={32} height={32} className={styles.logo} />
          <span className={styles.title}>{site.title}</span>
        </Link>
        <ul className={`${styles.items} ${styles.left}`}>
          {left.map((item) => (
            <li key={item.label}>
              <NavbarItemLink item={item} pathname={pathname} />
            </li>
          ))}
        </ul>
        <div className={styles.spacer} />
        <ul className={`${styles.items} ${styles.right}`}>
          {right.map((item) => (
            <li key={item.label}>
              <NavbarItemLink item={item} pathname={pathname} />
            </li>
          ))}
        </ul>
        {colorModeToggle}
        {search}
      </div>
    </nav>
  )
}
