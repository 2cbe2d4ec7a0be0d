/**
 * Writes the search assets to public/ at build time, with content-hashed names so browsers may
 * cache them for good: the local index (`search-index.<hash>.json`) and DocSearch's modal
 * stylesheet plus our theme (`docsearch.<hash>.css`). The stylesheet is a file of its own because
 * Gatsby bundles every imported CSS file, lazy ones included, into the CSS it inlines in every
 * page. Called from createPages, before webpack runs, so the names reach the browser bundle as
 * GATSBY_SQUIRE_SEARCH_* variables (Gatsby defines every GATSBY_* variable in the bundle).
 */
import crypto from 'crypto'
import fs from 'fs'
import { createRequire } from 'module'
import path from 'path'
import type { Root } from 'hast'
import { getSiteConfig } from '../../config/build'
import { navbarItemDocId } from '../../components/Navbar/itemTypes'
import type { SidebarNode } from '../../theme/navigation/sidebar'
import { dataTreeFromNodes, type DataTree } from '../../data/lookup'
import { buildSearchIndex, type IndexablePage } from './buildSearchIndex'
import { createSectionLabeler } from './sectionLabels'
import { dataComponentText } from './dataComponentText'
import { SEARCH_ENV } from '../assetEnv'

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
  indexFile: string
  cssFile: string
  records: number
  bytes: number
}

const ROOT = process.cwd()

function hashed(base: string, ext: string, content: string, develop: boolean): string {
  // `gatsby develop` re-runs createPages on content changes but keeps its bundle: a stable name.
  if (develop) return `${base}.${ext}`
  const hash = crypto.createHash('sha256').update(content).digest('hex').slice(0, 12)
  return `${base}.${hash}.${ext}`
}

function writeReplacing(dir: string, base: string, ext: string, fileName: string, content: string): void {
  fs.mkdirSync(dir, { recursive: true })
  for (const old of fs.readdirSync(dir)) {
    if (old !== fileName && old.startsWith(`${base}.`) && old.endsWith(`.${ext}`)) fs.rmSync(path.join(dir, old))
  }
  fs.writeFileSync(path.join(dir, fileName), content)
}

export function modalStylesheet(): string {
  // createRequire: Gatsby compiles gatsby-node with Parcel, which does not keep `require.resolve`.
  const dist = path.dirname(createRequire(path.join(ROOT, 'package.json')).resolve('@docsearch/css/dist/modal.css'))
  const docsearchCss = ['_variables.css', 'modal.css'].map((file) => fs.readFileSync(path.join(dist, file), 'utf8')).join('\n')
  const theme = fs.readFileSync(path.join(ROOT, 'src/search/modal/docsearchTheme.css'), 'utf8')
  return `${docsearchCss}\n${theme}`
}

export async function writeSearchAssets(graphql: GraphqlFn, publicDir = path.join(ROOT, 'public')): Promise<SearchAssetsResult> {
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
  const navbarDocs = getSiteConfig().navbar.items.flatMap((item) => {
    const docId = navbarItemDocId(item)
    return docId === null ? [] : [{ docId, label: item.label }]
  })
  const sectionOf = createSectionLabeler(sidebars, navbarDocs)
  const data: DataTree = dataTreeFromNodes(allSiteData.nodes)

  const pages: IndexablePage[] = allMdx.nodes.map((node) => ({
    slug: node.fields.slug,
    title: node.frontmatter.title ?? node.fields.slug,
    section: sectionOf(node.fields.docId, node.fields.collection),
    hast: node.fields.hast,
  }))
  const index = buildSearchIndex(pages, dataComponentText(data))
  const json = JSON.stringify(index)
  const css = modalStylesheet()
  const develop = process.env.gatsby_executing_command === 'develop'
  const indexFile = hashed('search-index', 'json', json, develop)
  const cssFile = hashed('docsearch', 'css', css, develop)
  writeReplacing(publicDir, 'search-index', 'json', indexFile, json)
  writeReplacing(publicDir, 'docsearch', 'css', cssFile, css)
  process.env[SEARCH_ENV.index] = `/${indexFile}`
  process.env[SEARCH_ENV.css] = `/${cssFile}`
  return { indexFile, cssFile, records: index.records.length, bytes: Buffer.byteLength(json) }
}
