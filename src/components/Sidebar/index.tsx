import * as React from 'react'
import { withPrefix } from 'gatsby'
import { findCategory, isViewCategory, type PageSidebar, type ViewCategory, type ViewNode } from '../../theme/navigation/sidebarView'
import { useContentLinks } from '../../theme/contentLinks'
import { useSidebarState } from '../../theme/SidebarStateProvider'
import * as styles from './styles.module.css'

interface Props {
  sidebar: PageSidebar
  activePath: string
  /** Called when a link is followed (analytics, closing the mobile menu). */
  onNavigate?: (label: string, href: string) => void
}

interface ItemsProps {
  items: readonly ViewNode[]
  file: string | null
  activePath: string
  onNavigate?: Props['onNavigate']
}

function SidebarLinkItem({ label, href, activePath, onNavigate }: { label: string; href: string; activePath: string; onNavigate?: Props['onNavigate'] }) {
  const active = href === activePath
  const external = /^https?:\/\//.test(href)
  // Links carry no class (styled as `.sidebar a`): a large sidebar repeats them in every page's HTML.
  return external ? (
    <a href={href} target="_blank" rel="noopener noreferrer" onClick={() => onNavigate?.(label, href)}>
      {label}
    </a>
  ) : (
    // A plain anchor: the sidebar's handler navigates and prefetches for all its links (see Sidebar).
    <a href={withPrefix(href)} aria-current={active ? 'page' : undefined} onClick={() => onNavigate?.(label, href)}>
      {label}
    </a>
  )
}

/**
 * A category: its label, a link to its landing doc or else to its category page (which lists its
 * children, for readers without JavaScript), and a separate expand/collapse button, so no control
 * is nested in another. Its children come from the page when the page carries them (the current
 * page's path, categories that start open), else from the sidebar file, fetched the first time
 * one such category is opened. Opening one leaves the others as they are.
 */
function CategoryItem({ item, file, activePath, onNavigate }: { item: ViewCategory; file: string | null; activePath: string; onNavigate?: Props['onNavigate'] }) {
  const { isOpen, setOpen, fileTree, loadFile } = useSidebarState()
  const open = isOpen(item.page, Boolean(item.open))
  const tree = file ? fileTree(file) : null
  const children = item.items ?? (tree && tree !== 'failed' ? findCategory(tree, item.page)?.items : undefined)
  const missing = open && !children
  const failed = missing && (tree === 'failed' || !file)
  React.useEffect(() => {
    if (missing && file) loadFile(file)
  }, [missing, file, loadFile])
  const listId = React.useId()
  return (
    <>
      <div className={styles.categoryRow}>
        <SidebarLinkItem label={item.label} href={item.href ?? item.page} activePath={activePath} onNavigate={onNavigate} />
        <button
          type="button"
          aria-expanded={open}
          aria-controls={listId}
          aria-label={`${open ? 'Collapse' : 'Expand'} category ${item.label}`}
          onClick={() => setOpen(item.page, !open)}
        >
          <span aria-hidden="true">▾</span>
        </button>
      </div>
      <div id={listId} hidden={!open} aria-busy={missing && !failed ? true : undefined}>
        {open && children ? <SidebarItems items={children} file={file} activePath={activePath} onNavigate={onNavigate} /> : null}
        {failed ? (
          <p>
            <a href={withPrefix(item.page)}>See the pages of {item.label}</a>
          </p>
        ) : null}
      </div>
    </>
  )
}

function SidebarItems({ items, file, activePath, onNavigate }: ItemsProps) {
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={isViewCategory(item) ? item.page : `${item.label}${item.href}`}>
          {isViewCategory(item) ? (
            <CategoryItem item={item} file={file} activePath={activePath} onNavigate={onNavigate} />
          ) : (
            <SidebarLinkItem label={item.label} href={item.href} activePath={activePath} onNavigate={onNavigate} />
          )}
        </li>
      ))}
    </ul>
  )
}

/**
 * The doc sidebar: the page's own path open, other categories as they start (or as the reader
 * left them during this visit), the active page marked. Its links are plain anchors with one
 * delegated handler for all of them, their visibility (for prefetch) looked at when scrolling
 * stops (src/theme/contentLinks.ts), where a `<Link>` each would add an IntersectionObserver,
 * computed in every frame, and a router subscription per link.
 */
export default function Sidebar({ sidebar, activePath, onNavigate }: Props) {
  const navRef = React.useRef<HTMLElement>(null)
  const { state } = useSidebarState()
  const shown = React.useMemo(() => [sidebar.items, state], [sidebar.items, state])
  // Visibility looked at when the sidebar appears, when a category opens and when scrolling stops.
  useContentLinks(navRef, shown, 'settled')
  return (
    <nav ref={navRef} className={styles.sidebar} aria-label="Docs sidebar">
      <SidebarItems items={sidebar.items} file={sidebar.file} activePath={activePath} onNavigate={onNavigate} />
    </nav>
  )
}
