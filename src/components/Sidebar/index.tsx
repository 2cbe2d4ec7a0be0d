import * as React from 'react'
import { Link } from 'gatsby'
import type { SidebarNode } from '../../theme/navigation/sidebar'
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

function SidebarLinkItem({ label, href, activePath, onNavigate }: { label: string; href: string; activePath: string; onNavigate?: Props['onNavigate'] }) {
  const active = href === activePath
  const external = /^https?:\/\//.test(href)
  return external ? (
    <a className={styles.link} href={href} target="_blank" rel="noopener noreferrer" onClick={() => onNavigate?.(label, href)}>
      {label}
    </a>
  ) : (
    <Link className={styles.link} to={href} aria-current={active ? 'page' : undefined} onClick={() => onNavigate?.(label, href)}>
      {label}
    </Link>
  )
}

function SidebarItems({ items, activePath, onNavigate }: Props) {
  return (
    <ul className={styles.list}>
      {items.map((item) =>
        item.type === 'link' ? (
          <li key={`${item.label}${item.href}`}>
            <SidebarLinkItem label={item.label} href={item.href} activePath={activePath} onNavigate={onNavigate} />
          </li>
        ) : (
          <li key={`${item.label}${item.href ?? ''}`}>
            <details className={styles.category} open={!item.collapsed || containsActive(item, activePath)}>
              <summary className={styles.summary}>
                {item.href ? (
                  <SidebarLinkItem label={item.label} href={item.href} activePath={activePath} onNavigate={onNavigate} />
                ) : (
                  <span className={styles.categoryLabel}>{item.label}</span>
                )}
              </summary>
              <SidebarItems items={item.items} activePath={activePath} onNavigate={onNavigate} />
            </details>
          </li>
        ),
      )}
    </ul>
  )
}

/** The doc sidebar: nested categories (expanded unless configured otherwise) and the active page marked. */
export default function Sidebar(props: Props) {
  return (
    <nav className={styles.sidebar} aria-label="Docs sidebar">
      <SidebarItems {...props} />
    </nav>
  )
}
