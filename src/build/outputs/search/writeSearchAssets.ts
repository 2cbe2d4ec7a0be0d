/**
 * Writes the search assets that exist before webpack runs, under stable names (src/search/assets.ts):
 * DocSearch's modal stylesheet plus our theme (`docsearch.css`: a file of its own because Gatsby
 * bundles every imported CSS file, lazy ones included, into the CSS it inlines in every page) and,
 * under `gatsby develop` only, the MiniSearch index (`search-index.json`) that develop searches.
 * A production build searches Pagefind's index instead, written after the build from the HTML
 * (./pagefindIndex.ts), so it runs no query over every page here.
 */
import fs from 'fs'
import { createRequire } from 'module'
import path from 'path'
import type { Root } from 'hast'
import { getSiteConfig } from '../../../config/build'
import type { SidebarNode } from '../../../theme/navigation/sidebar'
import { dataTreeFromNodes, type DataTree } from '../../../data/lookup'
import { buildSearchIndex, type IndexablePage } from './buildSearchIndex'
import { createSectionLabeler } from './sectionLabels'
import { navbarDocItems } from '../../../search/sectionLabel'
import { dataComponentText } from './dataComponentText'
import { SEARCH_ASSETS } from '../../../search/assets'

interface SearchIndexQuery {
  allMdx: {
    nodes: Array<{
      fields: { slug: string; collection: string; docId: string | null; hast: Root }
      frontmatter: { title: string | null }
    }>
  }
  docsSidebars: Array<{ name: string; items: SidebarNode[] }>
  allSiteData: { nodes: Array<{ name: string; data: unknown }> }
}

type GraphqlFn = <T>(query: string) => Promise<{ errors?: unknown; data?: T }>

export interface SearchAssetsResult {
  /** Records of the develop index; 0 in a production build (Pagefind indexes after the build). */
  records: number
  bytes: number
  /** One line for the build log. */
  summary: string
}

const ROOT = process.cwd()

function writeAsset(publicDir: string, url: string, content: string): void {
  fs.mkdirSync(publicDir, { recursive: true })
  fs.writeFileSync(path.join(publicDir, url.replace(/^\//, '')), content)
}

export function modalStylesheet(): string {
  // createRequire: Gatsby compiles gatsby-node with Parcel, which does not keep `require.resolve`.
  const dist = path.dirname(createRequire(path.join(ROOT, 'package.json')).resolve('@docsearch/css/dist/modal.css'))
  const docsearchCss = ['_variables.css', 'modal.css'].map((file) => fs.readFileSync(path.join(dist, file), 'utf8')).join('\n')
  const theme = fs.readFileSync(path.join(ROOT, 'src/search/modal/docsearchTheme.css'), 'utf8')
  return `${docsearchCss}\n${theme}`
}

export async function writeSearchAssets(graphql: GraphqlFn, publicDir = path.join(ROOT, 'public')): Promise<SearchAssetsResult> {
  writeAsset(publicDir, SEARCH_ASSETS.docsearchCss, modalStylesheet())
  if (process.env.gatsby_executing_command !== 'develop') {
    return { records: 0, bytes: 0, summary: `Search: ${SEARCH_ASSETS.docsearchCss} written; the Pagefind index is written after the build` }
  }
  const index = await developIndex(graphql)
  const json = JSON.stringify(index)
  writeAsset(publicDir, SEARCH_ASSETS.developIndex, json)
  const bytes = Buffer.byteLength(json)
  return { records: index.records.length, bytes, summary: `Search (develop): ${index.records.length} records, ${bytes} bytes in ${SEARCH_ASSETS.developIndex}` }
}

async function developIndex(graphql: GraphqlFn) {
  const result = await graphql<SearchIndexQuery>(`
    query SearchIndex {
      allMdx(sort: { fields: { slug: ASC } }) {
        nodes {
          fields { slug collection docId hast }
          frontmatter { title }
        }
      }
      docsSidebars { name items }
      allSiteData { nodes { name data } }
    }
  `)
  if (result.errors || !result.data) throw new Error(`the search index query failed: ${JSON.stringify(result.errors)}`)
  const { allMdx, docsSidebars, allSiteData } = result.data
  const sidebars = Object.fromEntries(docsSidebars.map((s) => [s.name, s.items]))
  const sectionOf = createSectionLabeler(sidebars, navbarDocItems(getSiteConfig().navbar.items))
  const data: DataTree = dataTreeFromNodes(allSiteData.nodes)

  const pages: IndexablePage[] = allMdx.nodes.map((node) => ({
    slug: node.fields.slug,
    title: node.frontmatter.title ?? node.fields.slug,
    section: sectionOf(node.fields.docId, node.fields.collection),
    hast: node.fields.hast,
  }))
  return buildSearchIndex(pages, dataComponentText(data))
}
