import { graphql, useStaticQuery } from 'gatsby'
import { dataTreeFromNodes, type DataTree } from './lookup'

/**
 * All of content/data, keyed by file name. One static query: shipped once, cached by the browser.
 * Sorted, so its result (and the file it is shipped in) does not depend on the order the files
 * were sourced in: an unsorted result flipped between builds of the same sources, and a changed
 * static query result makes Gatsby re-render every page that uses it.
 */
export function useSiteData(): DataTree {
  const result = useStaticQuery<Queries.SiteDataQuery>(graphql`
    query SiteData {
      allSiteData(sort: { name: ASC }) {
        nodes {
          name
          data
        }
      }
    }
  `)
  return dataTreeFromNodes(result.allSiteData.nodes)
}
