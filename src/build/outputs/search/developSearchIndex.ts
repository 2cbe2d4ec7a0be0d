/**
 * `gatsby develop` searches with the engine a build deploys: Pagefind's re-split index at
 * /pagefind/ (src/search/engine/loadLocalEngine.ts). Develop renders no HTML to index, so each MDX
 * page's compiled hast becomes a search document shaped like the one a build cuts from its page
 * (src/build/outputs/search/searchDocuments.ts): the page's `<title>`, and the article marked
 * `data-pagefind-body` with its section label (src/search/indexAttributes.ts), its h1, and its text
 * under its h2/h3 headings with their anchors, code blocks left out as the build's
 * `excludeSelectors` leave them out. The build's own writer indexes them (Pagefind, then the
 * re-split) into public/pagefind/, which the develop server serves as it serves static/.
 * createPages runs this again when content changes.
 */
import path from 'path'
import type { Root } from 'hast'
import { getSiteConfig } from '../../../config/build'
import { dataTreeFromNodes } from '../../../data/lookup'
import type { SidebarNode } from '../../../theme/navigation/sidebar'
import { searchIndexAttributes } from '../../../search/indexAttributes'
import { navbarDocItems } from '../../../search/sectionLabel'
import { dataComponentText } from './dataComponentText'
import { extractSections, type ComponentText } from './extractSections'
import { writePagefindIndex } from './pagefindIndex'
import type { SearchDocument } from './searchDocuments'
import { createSectionLabeler } from './sectionLabels'

export interface DevelopPage {
  slug: string
  title: string
  /** The page's group in search results (lvl0). */
  section: string
  hast: Root
}

interface DevelopSearchQuery {
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

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }
const escape = (text: string): string => text.replace(/[&<>"]/g, (c) => ESCAPES[c])

/** `/a/b` → `a/b/index.html`: where a build writes the page (Pagefind derives the URL `/a/b/` from it). */
export function htmlFileOf(slug: string): string {
  const trimmed = slug.replace(/^\/+|\/+$/g, '')
  return trimmed ? `${trimmed}/index.html` : 'index.html'
}

/** The search document of one page, as Pagefind reads a build's (see the file's note). */
export function developSearchDocument(page: DevelopPage, componentText?: ComponentText): string {
  const attributes = Object.entries(searchIndexAttributes(page.section))
    .map(([name, value]) => (value === '' ? name : `${name}="${escape(value)}"`))
    .join(' ')
  const body = extractSections(page.hast, componentText).map((section) => {
    const text = section.text ? `<p>${escape(section.text)}</p>` : ''
    if (section.depth === 1) return text
    const id = section.anchor === null ? '' : ` id="${escape(section.anchor)}"`
    return `<h${section.depth}${id}>${escape(section.heading)}</h${section.depth}>${text}`
  })
  const title = escape(page.title)
  return `<!DOCTYPE html><html lang="en"><head><title>${title}</title></head><body><article ${attributes}><h1>${title}</h1>${body.join('')}</article></body></html>`
}

/** Every MDX page's search document, in file order. */
export function developSearchDocuments(pages: readonly DevelopPage[], componentText?: ComponentText): SearchDocument[] {
  return pages
    .map((page) => ({ url: `/${htmlFileOf(page.slug)}`.replace(/index\.html$/, ''), file: htmlFileOf(page.slug), document: developSearchDocument(page, componentText), cut: true }))
    .sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0))
}

async function developPages(graphql: GraphqlFn): Promise<{ pages: DevelopPage[]; componentText: ComponentText }> {
  const result = await graphql<DevelopSearchQuery>(`
    query DevelopSearchIndex {
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
  const pages = allMdx.nodes.map((node) => ({
    slug: node.fields.slug,
    title: node.frontmatter.title ?? node.fields.slug,
    section: sectionOf(node.fields.docId, node.fields.collection),
    hast: node.fields.hast,
  }))
  return { pages, componentText: dataComponentText(dataTreeFromNodes(allSiteData.nodes)) }
}

/** Writes public/pagefind/ for `gatsby develop`; resolves to one line for the terminal. */
export async function writeDevelopSearchIndex(graphql: GraphqlFn, publicDir = path.join(process.cwd(), 'public')): Promise<string> {
  const { pages, componentText } = await developPages(graphql)
  const documents = developSearchDocuments(pages, componentText)
  const written = await writePagefindIndex(publicDir, { documents, read: documents.length, storeDir: null, save: () => undefined })
  return `Search (develop): Pagefind indexed ${written.pages} pages in ${written.seconds.toFixed(1)} s (public/pagefind)`
}
