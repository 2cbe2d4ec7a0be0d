import { graphql, useStaticQuery } from 'gatsby'
import type { SidebarNode } from '../../theme/navigation/sidebar'

/**
 * The resolved sidebar by name. All sidebars come from one static query, so the tree ships once
 * and is cached, never copied into each page's data.
 */
export function useSidebar(name: string | null | undefined): SidebarNode[] | null {
  const data = useStaticQuery<Queries.DocsSidebarsQuery>(graphql`
    query DocsSidebars {
      docsSidebars {
        name
        items
      }
    }
  `)
  if (!name) return null
  const found = data.docsSidebars.find((s) => s.name === name)
  return found ? ((found.items as unknown as SidebarNode[])) : null
}
