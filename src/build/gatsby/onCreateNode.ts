/**
 * Node fields: a data file becomes a SiteData node; a doc or post gets its route, its compiled body
 * (a child MdxBody node), its Markdown twin (a child MdxTwin node, docs only) and its page fields.
 */
import fs from 'fs'
import path from 'path'
import type { GatsbyNode, Node } from 'gatsby'
import { getSiteConfig } from '../../config/build'
import { gatsbyRemarkPlugins } from '../../config/mdx'
import { compileMdxInPool, toCompiledPage, type CompiledPage } from '../speed/compilePool'
import { clearMdxError, isDevelop, reportFrontmatterErrors, reportMdxError } from '../content/mdxErrors'
import { frontmatterYamlProblem } from '../content/frontmatterYaml'
import { isPageFile } from '../content/mdxSources'
import { markYamlRejected } from '../content/yamlRejectedFiles'
import { frontmatterErrors, type Collection } from '../content/frontmatter'
import { lastUpdatedOf } from '../content/lastUpdated'
import { docRouteFromFile, blogSlugFromFile } from '../content/routes'
import { pictureFields, PictureFieldError } from '../content/pictures/gatsby'
import type { TwinRequest } from '../speed/precomputedTwin'
import type { FileNode, MdxNode } from './nodeTypes'
import { speedOn } from '../speed/speedSwitch'
import { noteImagesOfPage } from '../speed/earlyImageJobs'

const ROOT = process.cwd()
const WORDS_PER_MINUTE = 230

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
    if (isDevelop() && isPageFile(file.sourceInstanceName, file.extension)) {
      // gatsby-plugin-mdx has just parsed this file; when YAML rejected its front matter it failed
      // naming no file. Name it (terminal and overlay), and clear that when the file parses again.
      // Under the node's digest a file the plugin parsed is a cache hit, not a second parse.
      const sourcePath = path.relative(ROOT, file.absolutePath).split(path.sep).join('/')
      const problem = frontmatterYamlProblem(readSource(file.absolutePath), sourcePath, file.internal.contentDigest)
      markYamlRejected(sourcePath, problem !== null)
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
  // A build stops on bad front matter; develop shows it and carries on (src/build/content/mdxErrors.ts).
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
      route.docId && speedOn('precomputed-twins') ? twinRequest(route.docId, route.slug, mdx.frontmatter) : undefined,
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
  // Their sharp jobs can start before webpack (src/build/speed/earlyImageJobs.ts).
  noteImagesOfPage(pictures)

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
  // A doc's Markdown twin, made with the compile; the post-build step writes it (src/build/speed/precomputedTwin.ts).
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
