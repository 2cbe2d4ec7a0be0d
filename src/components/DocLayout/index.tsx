import * as React from 'react'
import Sidebar from '../Sidebar'
import TOC from '../TOC'
import { useMenuClickTracking } from '../../analytics/hooks'
import type { PageSidebar } from '../../theme/navigation/sidebarView'
import type { TocItem } from '../../theme/navigation/toc'
import * as styles from './styles.module.css'

interface Props {
  pathname: string
  sidebar: PageSidebar | null
  toc: readonly TocItem[]
  children: React.ReactNode
}

/** Three columns: doc sidebar, article, table of contents. Below 996 px: article only. */
export default function DocLayout({ pathname, sidebar, toc, children }: Props) {
  const onMenuClick = useMenuClickTracking()
  return (
    <div className={`${styles.doc} ${sidebar ? '' : styles.noSidebar}`}>
      {sidebar ? (
        <div className={styles.sidebar}>
          <Sidebar sidebar={sidebar} activePath={pathname} onNavigate={onMenuClick} />
        </div>
      ) : null}
      <div className={styles.article}>{children}</div>
      {toc.length ? (
        <div className={styles.toc}>
          <TOC items={toc} />
        </div>
      ) : null}
    </div>
  )
}
