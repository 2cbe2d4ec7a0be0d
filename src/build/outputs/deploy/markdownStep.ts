/**
 * The deploy step's Markdown step: each doc's Markdown twin (`/concepts/overview.md`), /llms.txt
 * and /llms-full.txt, the blog's Atom feed and robots.txt, with what the rest of the deploy step
 * needs of them (the twins' links for the link check, the lowercase aliases for _redirects).
 * A rebuild reads the bodies and twins of the changed docs only (src/build/speed/twinRecord.ts).
 */
import fs from 'fs'
import path from 'path'
import type { GatsbyNode } from 'gatsby'
import { getSiteConfig } from '../../../config/build'
import { absoluteUrl, type SiteLocation } from '../../../seo/urls'
import { atomFeed, blogFeedItems, BLOG_FEED_QUERY, type BlogFeedNode } from '../seo/blogFeed'
import { BLOG_FEEDS } from '../../../seo/feeds'
import { docToMarkdown, type MarkdownContext } from '../llms/mdxToMarkdown'
import { buildLlmsFullTxt, buildLlmsTxt, orderLlmsDocs, type LlmsDoc, type LlmsTxtInput } from '../llms/llmsTxt'
import { LLMS_DETAILS, LLMS_SUMMARY, SECTION_TITLES } from '../llms/content'
import { dataTreeFromNodes } from '../../../data/lookup'
import type { SidebarNode } from '../../../theme/navigation/sidebar'
import { digestOf, noDigestCache, openDigestCache, type DigestCache } from '../../speed/digestCache'
import { speedOn } from '../../speed/speedSwitch'
import { twinKey } from '../../speed/precomputedTwin'
import { noTwinRecord, openTwinRecord, type TwinRecord, type TwinSources } from '../../speed/twinRecord'
import { replaceOwnedFiles } from './ownedFiles'
import { writePublicFile as write } from './writePublicFile'
import { buildRobotsTxt } from './hostFiles'
import { withIndexPointer, withoutIndexPointer } from '../agents/indexPointer'
import { linkSourcesOf, markdownFileLinks, type MarkdownFileLinks, type MarkdownFileLinksAt, type MarkdownLinkSources } from '../agents/markdownCheck'
import type { SiteOrigin } from '../agents/markdownLinks'
import { LLMS_TXT_PATH } from '../agents/discovery'
import { lowercaseAlias } from '../../content/routes'

type PostBuildArgs = Parameters<NonNullable<GatsbyNode['onPostBuild']>>[0]

interface DocListQuery {
  mdx: {
    nodes: Array<{
      id: string
      internal: { contentDigest: string }
      frontmatter: { title: string | null; description: string | null }
      fields: { slug: string; collection: string; docId: string; excerpt: string }
    } & Partial<DocBody>>
  }
  allSiteData: { nodes: Array<{ name: string; data: unknown }> }
  docsSidebars: Array<{ name: string; items: SidebarNode[] }>
}

interface DocBody {
  body: string
  childMdxTwin: { key: string; markdown: string } | null
}

interface DocBodiesQuery {
  allMdx: { nodes: Array<{ id: string } & DocBody> }
}

// Every MDX page by slug, with its body and twin only when no twin is kept (a cold build: each node
// read once); otherwise the bodies and twins of the changed docs are asked for by id. The docs are
// filtered here, and the blog's slugs are those the lowercase aliases of the docs must not take
// (src/build/content/routes.ts, as createPages). No SitePage is read: the filter would read every
// page's node, whose context holds its sidebar view.
const DOC_LIST_QUERY = /* GraphQL */ `
  query SquireDeployStep($withBodies: Boolean!) {
    mdx: allMdx(sort: { fields: { slug: ASC } }) {
      nodes {
        id
        internal { contentDigest }
        frontmatter { title description }
        fields { slug collection docId excerpt }
        body @include(if: $withBodies)
        childMdxTwin @include(if: $withBodies) { key markdown }
      }
    }
    allSiteData(sort: { name: ASC }) { nodes { name data } }
    docsSidebars { name items }
  }
`

const DOC_BODIES_QUERY = /* GraphQL */ `
  query SquireDeployStepBodies($filter: MdxFilterInput!) {
    allMdx(filter: $filter) { nodes { id body childMdxTwin { key markdown } } }
  }
`

/** What the Markdown step leaves for the rest of the deploy step: small, so the docs' bodies and twins can go. */
export interface MarkdownStepResult {
  /** Each doc's route and the URL of its Markdown twin (the `_headers` Link rules). */
  twinsOf: Array<{ route: string; markdownUrl: string }>
  aliases: Array<{ from: string; to: string }>
  markdownLinks: MarkdownLinkSources
  summary: string
}

export interface MarkdownStepInput {
  graphql: PostBuildArgs['graphql']
  reporter: PostBuildArgs['reporter']
  publicDir: string
  cacheDirectory: string
  prefix: string
  withBase: (route: string) => string
  timed: (name: string) => void
}

type ListedDoc = DocListQuery['mdx']['nodes'][number]

/** A doc's twin: the sources it is made from, and the twin the last build wrote from the same sources when it is still on disk as written. */
interface PlannedTwin {
  doc: ListedDoc
  sources: TwinSources
  route: string
  kept: ({ markdown: string } & MarkdownFileLinks) | null
}

/** Each doc's twin sources and route, and whether the twin record gives its twin back as the last build wrote it. */
function planTwins(docs: ListedDoc[], twinRecord: TwinRecord, location: SiteLocation, dataDigest: string, llmsTxtUrl: string): PlannedTwin[] {
  return docs.map((doc) => {
    const title = doc.frontmatter.title ?? doc.fields.docId
    const description = doc.frontmatter.description || doc.fields.excerpt
    const sources = { contentDigest: doc.internal.contentDigest, title, description, url: absoluteUrl(location, doc.fields.slug), dataDigest, llmsTxtUrl }
    const route = `${doc.fields.slug}.md`
    const kept = twinRecord.reuse(route, sources)
    const markdown = kept && withoutIndexPointer(kept.file, llmsTxtUrl)
    return { doc, sources, route, kept: kept && markdown !== null ? { markdown, hrefs: kept.hrefs, refused: kept.refused } : null }
  })
}

/**
 * The bodies (and compile-made twins) of the docs whose twin is made again, by doc id: from the
 * list query when it carried them (no record), otherwise asked for now. Null when that query failed (reported).
 */
async function bodiesToMake(graphql: MarkdownStepInput['graphql'], reporter: MarkdownStepInput['reporter'], listed: ListedDoc[], planned: PlannedTwin[], withBodies: boolean): Promise<Map<string, DocBody> | null> {
  const bodyOf = new Map<string, DocBody>()
  if (withBodies) {
    for (const { id, body, childMdxTwin } of listed) if (body !== undefined) bodyOf.set(id, { body, childMdxTwin: childMdxTwin ?? null })
    return bodyOf
  }
  const toMake = planned.filter((doc) => doc.kept === null)
  if (toMake.length === 0) return bodyOf
  // Every doc (a data edit changes every twin) by collection, not by a list of 10,000 ids.
  const filter = toMake.length === planned.length ? { fields: { collection: { eq: 'docs' } } } : { id: { in: toMake.map(({ doc }) => doc.id) } }
  const bodies = await graphql<DocBodiesQuery>(DOC_BODIES_QUERY, { filter })
  if (bodies.errors || !bodies.data) {
    reporter.panicOnBuild('onPostBuild: the query of the docs\' bodies failed', bodies.errors)
    return null
  }
  for (const { id, ...made } of bodies.data.allMdx.nodes) bodyOf.set(id, made)
  return bodyOf
}

/** The lowercase aliases of the docs' mixed-case routes, for _redirects (the rule createPages uses). */
function aliasesOf(docs: ListedDoc[], routes: Set<string>, withBase: (route: string) => string): MarkdownStepResult['aliases'] {
  return docs
    .flatMap(({ fields: { slug } }) => {
      const lower = lowercaseAlias(slug, routes)
      return lower ? [{ from: withBase(lower), to: withBase(slug) }] : []
    })
    .sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0))
}

interface TwinInputs {
  bodyOf: Map<string, DocBody>
  dataDigest: string
  llmsTxtUrl: string
  publicDir: string
  markdownCache: DigestCache
  twinRecord: TwinRecord
  ctx: MarkdownContext
  origin: SiteOrigin
}

/** Each doc's twin: kept, or made (from its compile's twin when fresh) and written; each twin's Markdown and links. Null when one failed (reported). */
async function writeTwins(planned: PlannedTwin[], inputs: TwinInputs, reporter: MarkdownStepInput['reporter']): Promise<{ markdownById: Map<string, string>; links: MarkdownFileLinksAt[]; precomputed: number } | null> {
  const { bodyOf, dataDigest, llmsTxtUrl, publicDir, markdownCache, twinRecord, ctx, origin } = inputs
  let precomputed = 0
  const markdownById = new Map<string, string>()
  const links: MarkdownFileLinksAt[] = []
  for (const { doc, sources, route, kept } of planned) {
    if (kept) {
      markdownById.set(doc.fields.docId, kept.markdown)
      links.push({ route, hrefs: kept.hrefs, refused: kept.refused })
      continue
    }
    try {
      const made = bodyOf.get(doc.id)
      if (!made) throw new Error('its body was not found')
      const input = { title: sources.title, description: sources.description, url: sources.url, body: made.body }
      const twin = made.childMdxTwin
      const fresh = twin !== null && twin.key === twinKey(input, dataDigest)
      if (fresh) precomputed += 1
      const markdown = fresh ? twin.markdown : await markdownCache.through({ input, dataDigest }, () => docToMarkdown(input, ctx))
      const twinFile = withIndexPointer(markdown, llmsTxtUrl)
      write(publicDir, route, twinFile)
      const fileLinks = markdownFileLinks(twinFile, origin)
      twinRecord.note(route, sources, fileLinks)
      markdownById.set(doc.fields.docId, markdown)
      links.push({ route, ...fileLinks })
    } catch (error) {
      reporter.panicOnBuild(`Markdown export of ${doc.fields.slug} failed: ${(error as Error).message}`)
      return null
    }
  }
  return { markdownById, links, precomputed }
}

/** llms.txt, and llms-full.txt: every twin's Markdown in llms.txt's order. Returns llms.txt, whose links are checked with the twins'. */
function writeLlmsFiles(publicDir: string, input: LlmsTxtInput, markdownById: Map<string, string>): string {
  const llmsTxt = buildLlmsTxt(input)
  write(publicDir, 'llms.txt', llmsTxt)
  const ordered = orderLlmsDocs(input).flatMap((section) => section.docs)
  write(publicDir, 'llms-full.txt', buildLlmsFullTxt({ title: input.title, summary: input.summary, markdown: ordered.map((d) => markdownById.get(d.docId) ?? '') }))
  return llmsTxt
}

/** Markdown twins, llms.txt, llms-full.txt, the Atom feed and robots.txt; null when it failed (reported). */
export async function writeMarkdownFiles({ graphql, reporter, publicDir, cacheDirectory, prefix, withBase, timed }: MarkdownStepInput): Promise<MarkdownStepResult | null> {
  const { site } = getSiteConfig()
  const location: SiteLocation = { siteUrl: site.siteUrl, pathPrefix: prefix }
  // A twin the last build wrote from the same sources, still on disk as written, stays as it is
  // (src/build/speed/twinRecord.ts); the bodies and twins of the others are read.
  const twinRecordFile = path.join(cacheDirectory, 'twin-record.json')
  // Off, the record goes: a later build with it on starts from no record.
  const keepTwins = speedOn('twin-record')
  if (!keepTwins) fs.rmSync(twinRecordFile, { force: true })
  const twinRecord = keepTwins ? openTwinRecord(twinRecordFile, publicDir) : noTwinRecord()
  const withBodies = twinRecord.empty
  const result = await graphql<DocListQuery>(DOC_LIST_QUERY, { withBodies })
  const feedResult = await graphql<{ allMdx: { nodes: BlogFeedNode[] } }>(BLOG_FEED_QUERY)
  if (result.errors || !result.data || feedResult.errors || !feedResult.data) {
    reporter.panicOnBuild('onPostBuild: the content query failed', result.errors ?? feedResult.errors)
    return null
  }
  const { mdx, allSiteData, docsSidebars } = result.data
  const docs = mdx.nodes.filter((node) => node.fields.collection === 'docs')
  const dataDigest = digestOf(allSiteData.nodes)
  // What agents read leaves the site: each twin points to llms.txt, and its links are checked with
  // the HTML's (src/build/outputs/agents).
  const llmsTxtUrl = absoluteUrl(location, LLMS_TXT_PATH)
  const origin = { siteUrl: site.siteUrl }
  const planned = planTwins(docs, twinRecord, location, dataDigest, llmsTxtUrl)
  const bodyOf = await bodiesToMake(graphql, reporter, docs, planned, withBodies)
  if (!bodyOf) return null

  timed('content queries')
  // A twin made with the doc's compile is used when it was made from this doc and this data
  // (./precomputedTwin.ts); otherwise unchanged docs (same body, title, description, URL and data)
  // reuse last build's Markdown, and the rest are made here.
  const markdownCache = speedOn('digest-cache') ? openDigestCache(path.join(cacheDirectory, 'markdown-twins.json'), 1) : noDigestCache()
  const ctx = { data: dataTreeFromNodes(allSiteData.nodes), absolute: (p: string) => absoluteUrl(location, p) }
  const made = await writeTwins(planned, { bodyOf, dataDigest, llmsTxtUrl, publicDir, markdownCache, twinRecord, ctx, origin }, reporter)
  if (!made) return null
  twinRecord.save()
  markdownCache.save()
  // The twins of docs deleted or moved since the last build go (src/build/outputs/deploy/ownedFiles.ts).
  const staleTwins = replaceOwnedFiles(publicDir, path.join(cacheDirectory, 'markdown-twins-written.json'), planned.map(({ route }) => route)).removed
  const feedItems = blogFeedItems(feedResult.data.allMdx.nodes, location)
  const llmsDocs: LlmsDoc[] = []
  const twinsOf: MarkdownStepResult['twinsOf'] = []
  for (const { doc, sources: { title, description }, route } of planned) {
    const markdownUrl = absoluteUrl(location, route)
    llmsDocs.push({ docId: doc.fields.docId, title, description, markdownUrl })
    twinsOf.push({ route: withBase(doc.fields.slug), markdownUrl })
  }
  const llmsInput = {
    title: site.title,
    summary: LLMS_SUMMARY,
    details: LLMS_DETAILS,
    docs: llmsDocs,
    sidebars: docsSidebars,
    sectionTitles: SECTION_TITLES,
    posts: feedItems.map((item) => ({ title: item.title, description: item.summary, url: item.url })),
  }
  const llmsTxt = writeLlmsFiles(publicDir, llmsInput, made.markdownById)
  const markdownLinks = linkSourcesOf([...made.links, { route: LLMS_TXT_PATH, ...markdownFileLinks(llmsTxt, origin) }])

  timed('Markdown twins, llms.txt')
  // Atom feed and robots.txt
  write(publicDir, BLOG_FEEDS.atom.path, atomFeed({ title: site.blogTitle, subtitle: `${site.blogTitle}: notes from the people building Squire`, location, items: feedItems }))
  write(publicDir, 'robots.txt', buildRobotsTxt(absoluteUrl(location, '/sitemap-index.xml')))
  const kept = planned.filter((doc) => doc.kept !== null).length
  return {
    twinsOf,
    aliases: aliasesOf(docs, new Set(mdx.nodes.map((node) => node.fields.slug)), withBase),
    markdownLinks,
    summary:
      `Squire Docs: wrote ${docs.length} Markdown twins (${made.precomputed} made with the compile, ${markdownCache.hits} unchanged, ${kept} left as the last build wrote them, ${staleTwins.length} stale removed), ` +
      'llms.txt, atom.xml, robots.txt, _headers, _redirects',
  }
}
