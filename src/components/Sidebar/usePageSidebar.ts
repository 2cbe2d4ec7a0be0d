import * as React from 'react'
import type { PageSidebar, ViewNode } from '../../theme/navigation/sidebarView'

/** What createPages puts in a doc's or a category page's context for its sidebar. */
export interface SidebarPageContext {
  /** The sidebar's name, or null for a doc in no sidebar. */
  sidebar: string | null
  /** The sidebar as this page shows it first, as JSON (sidebarViewJsonFor, src/theme/navigation/sidebarView.ts). */
  sidebarViewJson: string
  /** The URL path of the sidebar's content-hashed file, which opens the other categories. */
  sidebarFile: string | null
}

/** The page's sidebar from its context, one object per page (steady across renders), or null. */
export function usePageSidebar({ sidebar, sidebarViewJson, sidebarFile }: SidebarPageContext): PageSidebar | null {
  return React.useMemo(() => {
    if (!sidebar) return null
    const items = JSON.parse(sidebarViewJson) as ViewNode[]
    return items.length ? { items, file: sidebarFile } : null
  }, [sidebar, sidebarViewJson, sidebarFile])
}
