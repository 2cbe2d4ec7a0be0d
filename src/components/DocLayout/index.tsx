import * as React from 'react'
import Sidebar from '../Sidebar'
import TOC from '../TOC'
import { useMenuClickTracking } from '../../analytics/hooks'
import type { SidebarNode } from '../../theme/navigation/sidebar'
import type { TocItem } from '../../theme/navigation/toc'
import * as styles from './styles.module.css'

interface Props {
  pathname: string
  sidebar: readonly SidebarNode[] | null
  toc: readonly TocItem[]
  children: React.ReactNode
}

/** Three columns: doc sidebar, article, table of contents. Below 996 px: article only. */
export default function DocLayout({ pathname, sidebar, toc, children }: Props) {
  const onMenuClick = useMenuClickTracking()
  return (
    <div className={`${styles.doc} ${sidebar ? '' : styles.noSidebar}`}>
      {sidebar ? (
        <aside className={styles.sidebar}>
          <Sidebar items={sidebar} activePath={pathname} onNavigate={onMenuClick} />
        </aside>
      ) : null}
      <div className={styles.article}>{children}</div>
      {toc.length ? (
        <aside className={styles.toc}>
          <TOC items={toc} />
        </aside>
      ) : null}
    </div>
  )
}
