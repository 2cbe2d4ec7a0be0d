/**
 * The site's gatsby-node implementation: config validation, schema, node fields (slug, compiled
 * MDX), the resolved sidebars as a GraphQL field, and page creation from one query.
 */
import fs from 'fs'
import path from 'path'
import type { GatsbyNode, Node } from 'gatsby'
import { getSiteConfig, loadSiteConfig, siteConfigDefine } from '../config/build'
import { sidebarLandingDocs } from '../config/sidebars'
import { gatsbyRemarkPlugins } from '../config/mdx'
import { closeCompilePool, compileMdxInPool, compilePoolStats, toCompiledPage, type CompiledPage } from './mdx/compilePool'
import { clearMdxError, isDevelop, reportFrontmatterErrors, reportMdxError } from './mdxErrors'
import { typeDefs } from './schema'
import { compiledBody, pageContent, type PageContentContext, type PageContentFields } from './pageContent'
import type { GraphQLSchema } from 'gatsby/graphql'
import { frontmatterErrors, type Collection } from './frontmatter'
import { frontmatterYamlProblem, frontmatterYamlProblems } from '../build/content/frontmatterYaml'
import { lastUpdatedOf } from './git/lastUpdated'
import { docRouteFromFile, blogSlugFromFile } from './routes'
import { validateConfigReferences, validateContentFiles, validateSidebarLandings } from './validate'
import { checkBlogAuthors, loadAuthorRegistry } from './blogAuthors'
import { resolveSidebars, sidebarOfDocs, breadcrumbsFor, prevNextFor, type DocSummary } from '../theme/navigation/sidebar'
import { writeSearchAssets } from '../search/node/writeSearchAssets'
import { tocOf, type Heading, type TocSettings } from '../theme/navigation/toc'
import { navbarDocItems, sectionOfDoc } from '../search/sectionLabel'
import { pictureTypeDefs, pictureFields, PictureFieldError } from '../pictures/node/gatsby'
import { warmImageJobs } from '../pictures/node/warmImageJobs'
import type { TwinRequest } from '../deploy/precomputedTwin'

const ROOT = process.cwd()
const TEMPLATES = {
  doc: path.resolve(ROOT, 'src/templates/DocPage.tsx'),
  post: path.resolve(ROOT, 'src/templates/BlogPost.tsx'),
  list: path.resolve(ROOT, 'src/templates/BlogList.tsx'),
  archive: path.resolve(ROOT, 'src/templates/BlogArchive.tsx'),
  alias: path.resolve(ROOT, 'src/templates/AliasRedirect.tsx'),
}
const BLOG_POSTS_PER_PAGE = 10
const WORDS_PER_MINUTE = 230

interface FileNode extends Node {
  sourceInstanceName: string
  relativePath: string
  absolutePath: string
  extension: string
}

interface MdxNode extends Node {
  body: string
  frontmatter?: { title?: string; description?: string | null; id?: string; slug?: string; image?: string | null; image_alt?: string | null }
}

export const onPreInit: GatsbyNode['onPreInit'] = ({ reporter }) => {
  // The config is parsed here first (gatsby-config falls back to an empty config when it is
  // invalid), so a bad value stops the build with the formatted ConfigError naming each field.
  const loaded = loadSiteConfig()
  if (!loaded.ok) reporter.panic(loaded.error.message)
  // Front matter YAML rejects fails inside gatsby-plugin-mdx naming no file: a build checks every
  // file first and stops naming file and line (develop reports each file in onCreateNode).
  if (!isDevelop()) reportFrontmatterErrors(frontmatterYamlProblems(ROOT), 'content', reporter)
}

/** The browser and HTML bundles get the parsed config as plain data (src/config/index.ts). */
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ actions, plugins }) => {
  actions.setWebpackConfig({ plugins: [plugins.define(siteConfigDefine(getSiteConfig()))] })
}

/**
 * Every node this plugin makes (SiteData, MdxBody, MdxTwin: onCreateNode below) is the child of a
 * File or Mdx node, so Gatsby removes it with its parent: when the parent is deleted (a file gone:
 * Gatsby's own stale-node check deletes the File and all its descendants) or made again (a file
 * edited: the old node's children go first). Gatsby's stale-node check over our types would only
 * find what that already removes, and it reads every one of our nodes from the store to do it
 * (the compiled trees: ≈ 23 MB at 500 docs, ≈ 0.4 s and its garbage in every rebuild), so it is
 * switched off for them. Kept true by the test that every node onCreateNode creates has a parent.
 */
export const sourceNodes: GatsbyNode['sourceNodes'] = ({ actions }) => {
  actions.enableStatefulSourceNodes?.()
}

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(typeDefs)
  actions.createTypes(pictureTypeDefs)
}

function readSource(absolutePath: string): string {
  try {
    return fs.readFileSync(absolutePath, 'utf8')
  } catch {
    return ''
  }
}

function lineOffsetOf(source: string, body: string): number {
  return source ? Math.max(0, source.split('\n').length - body.split('\n').length) : 0
}

/** What the compile step needs to make a doc's Markdown twin; its location is the post-build step's (basePath only with --prefix-paths). */
function twinRequest(docId: string, slug: string, frontmatter: MdxNode['frontmatter']): TwinRequest {
  const { site } = getSiteConfig()
  const prefixPaths = process.argv.includes('--prefix-paths') || /^(true|1)$/.test(process.env.PREFIX_PATHS ?? '')
  return {
    title: frontmatter?.title ?? docId,
    description: frontmatter?.description ?? null,
    slug,
    location: { siteUrl: site.siteUrl, pathPrefix: prefixPaths ? site.pathPrefix || '' : '' },
    dataDir: path.join(ROOT, 'content', 'data'),
  }
}

export const onCreateNode: GatsbyNode['onCreateNode'] = async (args) => {
  const { node, actions, getNode, loadNodeContent, createNodeId, createContentDigest, reporter } = args
  if (node.internal.type === 'File') {
    const file = node as FileNode
    if (isDevelop() && file.extension === 'mdx' && (file.sourceInstanceName === 'docs' || file.sourceInstanceName === 'blog')) {
      // gatsby-plugin-mdx has just parsed this file; when YAML rejected its front matter it failed
      // naming no file. Name it (terminal and overlay), and clear that when the file parses again.
      const sourcePath = path.relative(ROOT, file.absolutePath).split(path.sep).join('/')
      const problem = frontmatterYamlProblem(readSource(file.absolutePath), sourcePath)
      reportFrontmatterErrors(problem ? [problem] : [], sourcePath, reporter, 'frontmatter-yaml')
      return
    }
    if (file.sourceInstanceName !== 'data' || file.extension !== 'json') return
    const content = await loadNodeContent(file)
    let data: unknown
    try {
      data = JSON.parse(content)
    } catch (error) {
      reporter.panicOnBuild(`content/data/${file.relativePath}: invalid JSON: ${(error as Error).message}`)
      return
    }
    const dataNode = {
      id: createNodeId(`SiteData ${file.relativePath}`),
      name: path.posix.basename(file.relativePath, '.json'),
      data,
      parent: file.id,
      children: [],
      internal: { type: 'SiteData', contentDigest: createContentDigest(content) },
    }
    actions.createNode(dataNode)
    actions.createParentChildLink({ parent: file, child: dataNode as unknown as Node })
    return
  }

  if (node.internal.type !== 'Mdx' || !node.parent) return
  const mdx = node as MdxNode
  const file = getNode(node.parent) as FileNode | undefined
  if (!file || (file.sourceInstanceName !== 'docs' && file.sourceInstanceName !== 'blog')) return

  const sourcePath = path.relative(ROOT, file.absolutePath).split(path.sep).join('/')
  const collection = file.sourceInstanceName as Collection
  const source = readSource(file.absolutePath)
  // A build stops on bad front matter; develop shows it and carries on (src/node/mdxErrors.ts).
  if (!reportFrontmatterErrors(frontmatterErrors(collection, mdx.frontmatter, sourcePath, source), sourcePath, reporter)) return
  const route =
    collection === 'docs'
      ? docRouteFromFile(file.relativePath, mdx.frontmatter?.id)
      : { docId: null, slug: blogSlugFromFile(file.relativePath, mdx.frontmatter?.slug) }

  let compiled: CompiledPage
  try {
    compiled = await compileMdxInPool(
      mdx.body,
      { filePath: sourcePath, lineOffset: lineOffsetOf(source, mdx.body), gatsbyRemarkPlugins },
      route.docId ? twinRequest(route.docId, route.slug, mdx.frontmatter) : undefined,
    )
    clearMdxError(sourcePath)
  } catch (error) {
    // A build stops here; develop shows the error (terminal + overlay) and keeps the node queryable.
    const placeholder = reportMdxError(error, sourcePath, reporter)
    if (!placeholder) return
    compiled = toCompiledPage(placeholder)
  }

  let pictures
  try {
    pictures = pictureFields(compiled.images, mdx.frontmatter, file, sourcePath)
  } catch (error) {
    if (!(error instanceof PictureFieldError)) throw error
    reporter.panicOnBuild(error.message)
    return
  }

  // The compiled tree lives in a child node (MdxBody), not on the Mdx node: every query over all
  // pages (createPages, the sidebar, the post-build step) would otherwise read and decode every
  // page's whole tree from the node store. Only a page's own query reaches for it (MdxFields.hast).
  const bodyNode = {
    id: createNodeId(`MdxBody ${node.id}`),
    hastJson: compiled.hastJson,
    parent: node.id,
    children: [],
    internal: { type: 'MdxBody', contentDigest: createContentDigest(compiled.hastJson) },
  }
  actions.createNode(bodyNode)
  actions.createParentChildLink({ parent: node, child: bodyNode as unknown as Node })
  // A doc's Markdown twin, made with the compile; the post-build step writes it (src/deploy/precomputedTwin.ts).
  if (compiled.twin) {
    const twinNode = {
      id: createNodeId(`MdxTwin ${node.id}`),
      key: compiled.twin.key,
      markdown: compiled.twin.markdown,
      parent: node.id,
      children: [],
      internal: { type: 'MdxTwin', contentDigest: compiled.twin.key },
    }
    actions.createNode(twinNode)
    actions.createParentChildLink({ parent: node, child: twinNode as unknown as Node })
  }

  const fields: Record<string, unknown> = {
    ...pictures,
    slug: route.slug,
    collection,
    docId: route.docId,
    sourcePath,
    bodyId: bodyNode.id,
    headings: compiled.headings,
    excerpt: compiled.excerpt,
    wordCount: compiled.wordCount,
    readingTime: Math.max(1, Math.round(compiled.wordCount / WORDS_PER_MINUTE)),
    lastUpdated: lastUpdatedOf(ROOT, sourcePath),
  }
  for (const [name, value] of Object.entries(fields)) actions.createNodeField({ node, name, value })
}

interface DocNodeForSidebar {
  fields?: { docId?: string | null; slug?: string }
  frontmatter?: { title?: string | null; sidebar_label?: string | null; sidebar_position?: number | null }
}

function toDocSummary(node: DocNodeForSidebar): DocSummary | null {
  if (!node.fields?.docId || !node.fields.slug) return null
  return {
    id: node.fields.docId,
    slug: node.fields.slug,
    title: node.frontmatter?.title ?? node.fields.docId,
    sidebarLabel: node.frontmatter?.sidebar_label,
    sidebarPosition: node.frontmatter?.sidebar_position,
  }
}

export const createResolvers: GatsbyNode['createResolvers'] = ({ createResolvers: create }) => {
  create({
    // The page body as the templates render it: data components, charts and diagrams rendered
    // here, static subtrees as HTML (src/node/pageContent.ts).
    MdxFields: {
      hast: {
        type: 'JSON!',
        resolve: (fields: { bodyId: string }, _args: unknown, context: PageContentContext) => compiledBody(fields, context),
      },
      content: {
        type: 'JSON!',
        resolve: (fields: PageContentFields, _args: unknown, context: PageContentContext, info: { schema: GraphQLSchema }) =>
          pageContent(fields, context, info.schema),
      },
    },
    // The table of contents, from the headings and the front matter's settings: the browser gets it made.
    Mdx: {
      toc: {
        type: 'JSON!',
        resolve: (mdx: { fields?: { headings?: Heading[] }; frontmatter?: TocSettings | null }) => tocOf(mdx.fields?.headings ?? [], mdx.frontmatter),
      },
    },
    Query: {
      docsSidebars: {
        type: '[DocsSidebar!]!',
        resolve: async (_source: unknown, _args: unknown, context: { nodeModel: { findAll: (q: object) => Promise<{ entries: Iterable<DocNodeForSidebar> }> } }) => {
          const { entries } = await context.nodeModel.findAll({
            type: 'Mdx',
            query: { filter: { fields: { collection: { eq: 'docs' } } } },
          })
          const docs = Array.from(entries).map(toDocSummary).filter((d): d is DocSummary => d !== null)
          const { sidebars } = resolveSidebars(getSiteConfig().sidebars, docs)
          return Object.entries(sidebars).map(([name, items]) => ({ name, items }))
        },
      },
    },
  })
}

interface PagesQuery {
  allMdx: {
    nodes: Array<{
      id: string
      fields: { slug: string; collection: string; docId: string | null; sourcePath: string }
      frontmatter: { title: string | null; sidebar_label: string | null; sidebar_position: number | null; date: string | null; authors: string[] | null }
    }>
  }
}

export const createPages: GatsbyNode['createPages'] = async ({ graphql, actions, reporter }) => {
  // Sourcing is over: the MDX compile threads (if a cold build started them) are not needed any more.
  await closeCompilePool()
  reporter.verbose(compilePoolStats())
  const result = await graphql<PagesQuery>(`
    query CreatePages {
      allMdx(sort: { fields: { slug: ASC } }) {
        nodes {
          id
          fields { slug collection docId sourcePath }
          frontmatter { title sidebar_label sidebar_position date authors }
        }
      }
    }
  `)
  if (result.errors || !result.data) {
    reporter.panicOnBuild('createPages: the MDX query failed', result.errors)
    return
  }
  // In a build, the images' sharp jobs start now and run beside webpack (src/pictures/node/warmImageJobs.ts).
  if (process.env.gatsby_executing_command === 'build') void warmImageJobs(graphql, (message) => reporter.warn(message))
  const nodes = result.data.allMdx.nodes
  const docs = nodes.filter((n) => n.fields.collection === 'docs')
  const posts = nodes
    .filter((n) => n.fields.collection === 'blog')
    .sort((a, b) => String(b.frontmatter.date ?? '').localeCompare(String(a.frontmatter.date ?? '')))

  const siteConfig = getSiteConfig()
  const summaries = docs.map(toDocSummary).filter((d): d is DocSummary => d !== null)
  const slugById = new Map(summaries.map((d) => [d.id, d.slug]))
  const { sidebars, errors: sidebarErrors } = resolveSidebars(siteConfig.sidebars, summaries)
  const errors = [
    ...validateContentFiles(nodes.map((n) => ({ file: n.fields.sourcePath, slug: n.fields.slug }))),
    ...validateConfigReferences(siteConfig, new Set(slugById.keys())),
    ...sidebarErrors,
    ...validateSidebarLandings(sidebars, sidebarLandingDocs, (id) => slugById.get(id)),
    ...checkBlogAuthors(posts.map((p) => ({ file: p.fields.sourcePath, authors: p.frontmatter.authors })), loadAuthorRegistry(ROOT)),
  ]
  if (errors.length) {
    reporter.panicOnBuild(`Squire Docs content check failed:\n${errors.map((e) => `  - ${e}`).join('\n')}`)
    return
  }

  const owner = sidebarOfDocs(sidebars)
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
      context: { id: doc.id, docId, sidebar, breadcrumbs: breadcrumbsFor(items, docId), previous, next, searchSection: sectionOfDoc(docId, sidebar, items, navbarDocs) },
    })
    // Mixed-case routes (…/Partners, …/Pair-ERC-20) also answer at their lowercase spelling: an
    // alias page here, a 301 in the host's _redirects (src/deploy/hostFiles.ts reads these pages).
    const lower = doc.fields.slug.toLowerCase()
    if (lower !== doc.fields.slug && !slugs.has(lower)) {
      actions.createPage({ path: lower, component: TEMPLATES.alias, context: { to: doc.fields.slug } })
    }
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

  // The modal's stylesheet (and, under develop, the local index), before webpack runs (see src/search/node).
  reporter.info((await writeSearchAssets(graphql)).summary)
}
