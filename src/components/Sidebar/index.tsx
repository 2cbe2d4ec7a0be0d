import * as React from 'react'
import { withPrefix } from 'gatsby'
import type { SidebarNode, SidebarCategory } from '../../theme/navigation/sidebar'
import { useContentLinks } from '../../theme/contentLinks'
import * as styles from './styles.module.css'

interface Props {
  items: readonly SidebarNode[]
  activePath: string
  /** Called when a link is followed (analytics, closing the mobile menu). */
  onNavigate?: (label: string, href: string) => void
}

function containsActive(node: SidebarNode, activePath: string): boolean {
  if (node.href === activePath) return true
  return node.type === 'category' && node.items.some((child) => containsActive(child, activePath))
}

function SidebarLinkItem({ label, href, activePath, onNavigate, className }: { label: string; href: string; activePath: string; onNavigate?: Props['onNavigate']; className?: string }) {
  const active = href === activePath
  const external = /^https?:\/\//.test(href)
  // Plain links carry no class (styled as `.sidebar a`): a large sidebar repeats them in every page's HTML.
  const classes = className
  return external ? (
    <a className={classes} href={href} target="_blank" rel="noopener noreferrer" onClick={() => onNavigate?.(label, href)}>
      {label}
    </a>
  ) : (
    // A plain anchor: the sidebar's handler navigates and prefetches for all its links (see Sidebar).
    <a className={classes} href={withPrefix(href)} aria-current={active ? 'page' : undefined} onClick={() => onNavigate?.(label, href)}>
      {label}
    </a>
  )
}

/**
 * A category: its link (or label) and a separate expand/collapse button, so no control is nested
 * in another. Expanded unless configured collapsed; a category holding the current page opens.
 * A collapsed category with a link of its own renders its items only once opened (as Docusaurus
 * does), so they are not in every page's HTML; readers without JavaScript follow its link. One
 * without a link keeps its items in the page, hidden.
 */
function CategoryItem({ item, activePath, onNavigate }: { item: SidebarCategory; activePath: string; onNavigate?: Props['onNavigate'] }) {
  const holdsActive = containsActive(item, activePath)
  const [collapsed, setCollapsed] = React.useState(item.collapsed && !holdsActive)
  React.useEffect(() => {
    if (holdsActive) setCollapsed(false)
  }, [holdsActive])
  const listId = React.useId()
  return (
    <>
      <div className={styles.categoryRow}>
        {item.href ? (
          <SidebarLinkItem label={item.label} href={item.href} activePath={activePath} onNavigate={onNavigate} className={styles.categoryLink} />
        ) : (
          <span className={styles.categoryLabel}>{item.label}</span>
        )}
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={!collapsed}
          aria-controls={listId}
          aria-label={`${collapsed ? 'Expand' : 'Collapse'} category ${item.label}`}
          onClick={() => setCollapsed((c) => !c)}
        >
          <span aria-hidden="true" className={styles.chevron} data-collapsed={collapsed || undefined}>
            ▾
          </span>
        </button>
      </div>
      <div id={listId} hidden={collapsed}>
        {collapsed && item.href ? null : <SidebarItems items={item.items} activePath={activePath} onNavigate={onNavigate} />}
      </div>
    </>
  )
}

function SidebarItems({ items, activePath, onNavigate }: Props) {
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={`${item.type}${item.label}${item.href ?? ''}`}>
          {item.type === 'link' ? (
            <SidebarLinkItem label={item.label} href={item.href} activePath={activePath} onNavigate={onNavigate} />
          ) : (
            <CategoryItem item={item} activePath={activePath} onNavigate={onNavigate} />
          )}
        </li>
      ))}
    </ul>
  )
}

/**
 * The doc sidebar: nested categories (expanded unless configured otherwise) and the active page
 * marked. Its links are plain anchors with one delegated handler for all of them, their visibility
 * (for prefetch) looked at when scrolling stops (src/theme/contentLinks.ts), where a `<Link>` each
 * would add an IntersectionObserver, computed in every frame, and a router subscription per link:
 * a 2,000-doc sidebar has 2,000 links.
 */
export default function Sidebar(props: Props) {
  const navRef = React.useRef<HTMLElement>(null)
  // Visibility looked at when the sidebar appears and when scrolling stops, not in every frame.
  useContentLinks(navRef, props.items, 'settled')
  return (
    <nav ref={navRef} className={styles.sidebar} aria-label="Docs sidebar">
      <SidebarItems {...props} />
    </nav>
  )
}
