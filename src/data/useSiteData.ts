import { graphql, useStaticQuery } from 'gatsby'
import { dataTreeFromNodes, type DataTree } from './lookup'

/** All of content/data, keyed by file name. One static query: shipped once, cached by the browser. */
export function useSiteData(): DataTree {
  const result = useStaticQuery<Queries.SiteDataQuery>(graphql`
    query SiteData {
      allSiteData {
        nodes {
          name
          data
        }
      }
    }
  `)
  return dataTreeFromNodes(result.allSiteData.nodes)
}
