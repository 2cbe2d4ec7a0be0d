/** Page creation from one GraphQL query of the MDX nodes: docs (and their lowercase aliases), posts, blog lists, the archive. */
import path from 'path'
import type { GatsbyNode } from 'gatsby'
import { getSiteConfig } from '../../config/build'
import { sidebarLandingDocs } from '../../config/sidebars'
import { closeCompilePool, compilePoolStats } from '../speed/compilePool'
import { validateConfigReferences, validateContentFiles, validateSidebarLandings } from '../content/validate'
import { checkBlogAuthors, loadAuthorRegistry } from '../content/blogAuthors'
import { resolveSidebars, sidebarOfDocs, breadcrumbsFor, prevNextFor, type DocSummary } from '../../theme/navigation/sidebar'
import { categoryPages, sidebarViewJsonFor } from '../../theme/navigation/sidebarView'
import { writeSidebarFiles } from '../outputs/sidebars/sidebarFiles'
import { writeSearchAssets } from '../outputs/search/writeSearchAssets'
import { navbarDocItems, sectionOfDoc } from '../../search/sectionLabel'
import { toDocSummary } from './docSummary'
import { TEMPLATES } from '../content/templates'
import { lowercaseAlias } from '../content/routes'
import { isDevelop } from '../content/mdxErrors'
import { settledQuery, waitForMdxNodes } from './settledQuery'

const ROOT = process.cwd()
const BLOG_POSTS_PER_PAGE = 10

interface PagesQuery {
  allMdx: {
    nodes: Array<{
      id: string
      fields: { slug: string; collection: string; docId: string | null; sourcePath: string }
      frontmatter: { title: string | null; description: string | null; sidebar_label: string | null; sidebar_position: number | null; date: string | null; authors: string[] | null }
    }>
  }
}

export const createPages: GatsbyNode['createPages'] = async ({ graphql, actions, reporter }) => {
  // Sourcing is over: the MDX compile threads (if a cold build started them) are not needed any more.
  await closeCompilePool()
  reporter.verbose(compilePoolStats())
  const develop = isDevelop()
  // A save during createPages (develop): wait for its Mdx node to be made again (./settledQuery.ts).
  await waitForMdxNodes(graphql, {
    develop,
    onRetry: (attempt) => reporter.verbose(`createPages: waiting for an MDX node being made again (a save during createPages) (${attempt})`),
  })
  const ask = () => graphql<PagesQuery>(`
    query CreatePages {
      allMdx(sort: { fields: { slug: ASC } }) {
        nodes {
          id
          fields { slug collection docId sourcePath }
          frontmatter { title description sidebar_label sidebar_position date authors }
        }
      }
    }
  `)
  const result = await settledQuery(ask, {
    develop,
    onRetry: (attempt) => reporter.verbose(`createPages: an MDX node is being replaced (a save during createPages); asking again (${attempt})`),
  })
  if (result.errors || !result.data) {
    reporter.panicOnBuild('createPages: the MDX query failed', result.errors)
    return
  }
  const nodes = result.data.allMdx.nodes
  const docs = nodes.filter((n) => n.fields.collection === 'docs')
  const posts = nodes
    .filter((n) => n.fields.collection === 'blog')
    .sort((a, b) => String(b.frontmatter.date ?? '').localeCompare(String(a.frontmatter.date ?? '')))

  const siteConfig = getSiteConfig()
  const summaries = docs.map(toDocSummary).filter((d): d is DocSummary => d !== null)
  const slugById = new Map(summaries.map((d) => [d.id, d.slug]))
  const { sidebars, errors: sidebarErrors } = resolveSidebars(siteConfig.sidebars, summaries)
  const describe = new Map(summaries.map((d) => [d.id, d.description ?? null]))
  const categories = Object.entries(sidebars).flatMap(([name, items]) => categoryPages(items, (id) => describe.get(id) ?? null).map((page) => ({ sidebar: name, ...page })))
  const errors = [
    ...validateContentFiles(nodes.map((n) => ({ file: n.fields.sourcePath, slug: n.fields.slug }))),
    ...validateConfigReferences(siteConfig, new Set(slugById.keys())),
    ...sidebarErrors,
    ...validateSidebarLandings(sidebars, sidebarLandingDocs, (id) => slugById.get(id)),
    ...categoryRouteClashes(categories.map((c) => c.page), nodes.map((n) => n.fields.slug)),
    ...checkBlogAuthors(posts.map((p) => ({ file: p.fields.sourcePath, authors: p.frontmatter.authors })), loadAuthorRegistry(ROOT)),
  ]
  if (errors.length) {
    reporter.panicOnBuild(`Squire Docs content check failed:\n${errors.map((e) => `  - ${e}`).join('\n')}`)
    return
  }

  const owner = sidebarOfDocs(sidebars)
  // One content-hashed file per sidebar: the browser opens categories from it (src/theme/navigation/sidebarView.ts).
  const sidebarFiles = writeSidebarFiles(path.join(ROOT, 'public'), sidebars)
  const navbarDocs = navbarDocItems(siteConfig.navbar.items)
  const slugs = new Set(nodes.map((n) => n.fields.slug))
  for (const doc of docs) {
    const docId = doc.fields.docId as string
    const sidebar = owner.get(docId) ?? null
    const items = sidebar ? sidebars[sidebar] : []
    const { previous, next } = prevNextFor(items, docId)
    actions.createPage({
      path: doc.fields.slug,
      component: TEMPLATES.doc,
      // searchSection: the page's group in search results (src/search/sectionLabel.ts), worked out here
      // so the browser needs no sidebar walk for it.
      context: {
        id: doc.id,
        docId,
        sidebar,
        sidebarViewJson: sidebarViewJsonFor(items, doc.fields.slug),
        sidebarFile: sidebar ? sidebarFiles[sidebar] : null,
        breadcrumbs: breadcrumbsFor(items, docId),
        previous,
        next,
        searchSection: sectionOfDoc(docId, sidebar, items, navbarDocs),
      },
    })
    // Mixed-case routes (…/Partners, …/Pair-ERC-20) also answer at their lowercase spelling: an
    // alias page here, a 301 in the host's _redirects (the deploy step works the aliases out the same way).
    const lower = lowercaseAlias(doc.fields.slug, slugs)
    if (lower) actions.createPage({ path: lower, component: TEMPLATES.alias, context: { to: doc.fields.slug } })
  }

  // A page per sidebar category, listing its children: the sidebar's collapsed categories lead
  // here, so every doc is reachable without JavaScript.
  for (const category of categories) {
    actions.createPage({
      path: category.page,
      // The doc template renders category pages (src/templates/DocPage.tsx); isCategory skips its
      // doc look-up, which would otherwise tie the page's query to every Mdx node.
      component: TEMPLATES.doc,
      context: {
        id: '',
        isCategory: true,
        sidebar: category.sidebar,
        sidebarViewJson: sidebarViewJsonFor(sidebars[category.sidebar], category.page),
        sidebarFile: sidebarFiles[category.sidebar],
        category: { page: category.page, label: category.label, href: category.href, parents: category.parents, entries: category.entries },
      },
    })
  }

  posts.forEach((post, index) => {
    const newer = posts[index - 1]
    const older = posts[index + 1]
    const link = (p?: (typeof posts)[number]) => (p ? { label: p.frontmatter.title ?? p.fields.slug, href: p.fields.slug } : null)
    actions.createPage({
      path: post.fields.slug,
      component: TEMPLATES.post,
      context: { id: post.id, previous: link(newer), next: link(older) },
    })
  })

  const pageCount = Math.max(1, Math.ceil(posts.length / BLOG_POSTS_PER_PAGE))
  for (let page = 1; page <= pageCount; page += 1) {
    actions.createPage({
      path: page === 1 ? '/blog' : `/blog/page/${page}`,
      component: TEMPLATES.list,
      context: { skip: (page - 1) * BLOG_POSTS_PER_PAGE, limit: BLOG_POSTS_PER_PAGE, page, pageCount },
    })
  }
  actions.createPage({ path: '/blog/archive', component: TEMPLATES.archive, context: {} })

  // The modal's stylesheet (and, under develop, the local index), before webpack runs (see src/build/outputs/search).
  reporter.info((await writeSearchAssets(graphql)).summary)
}

/** Category pages must not take a doc's (or a page's) route. */
function categoryRouteClashes(categoryRoutes: readonly string[], routes: readonly string[]): string[] {
  const taken = new Set(routes.map((r) => r.toLowerCase()))
  return categoryRoutes.filter((r) => taken.has(r.toLowerCase())).map((r) => `src/config/sidebars.ts: the category page ${r} has the route of a doc or page; rename the category or move the file`)
}
