/**
 * A doc's Markdown twin made where its MDX is compiled (src/build/speed/compilePool.ts: in a worker
 * thread during a cold build), so the post-build step only writes it.
 *
 * A twin depends on the doc (body, title, description, URL) and on all of content/data. The
 * compile step reads content/data from disk; the post-build step reads it from the SiteData nodes.
 * Both key the twin the same way (`twinKey`): the doc and the digest of the data as
 * `[{ name, data }]` sorted by name. The post-build step uses a precomputed twin only when its key
 * is the one it computes itself, so a twin made before a data file changed (under a running
 * `gatsby develop`, a rebuild after a data edit) is made again there, never written stale.
 */
import fs from 'fs'
import path from 'path'
import type { Root as MdastRoot } from 'mdast'
import { docToMarkdown, type DocMarkdownInput } from '../outputs/llms/mdxToMarkdown'
import { dataTreeFromNodes } from '../../data/lookup'
import { absoluteUrl, type SiteLocation } from '../../seo/urls'
import { digestOf } from './digestCache'

/** What the compile step knows of a doc besides its body. */
export interface TwinRequest {
  title: string
  /** Front matter description; the excerpt stands in when it is empty. */
  description: string | null
  /** The page's path, e.g. /concepts/overview. */
  slug: string
  location: SiteLocation
  /** content/data, read from disk. */
  dataDir: string
}

export interface PrecomputedTwin {
  key: string
  markdown: string
}

export function twinKey(input: DocMarkdownInput, dataDigest: string): string {
  return digestOf({ input, dataDigest })
}

interface SiteDataSnapshot {
  signature: string
  nodes: Array<{ name: string; data: unknown }>
  digest: string
}

let snapshot: SiteDataSnapshot | null = null

function jsonFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return []
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
    .map((entry) => path.join(entry.parentPath ?? entry.path, entry.name))
    .sort()
}

/** content/data as the SiteData nodes hold it ([{ name, data }] by name) with its digest; re-read when a file changes. */
export function siteDataFromDisk(dir: string): SiteDataSnapshot {
  const files = jsonFiles(dir)
  const signature = files.map((file) => {
    const stat = fs.statSync(file)
    return `${file}:${stat.size}:${stat.mtimeMs}`
  }).join('|')
  if (snapshot?.signature === signature) return snapshot
  const nodes = files
    .map((file) => ({ name: path.basename(file, '.json'), data: JSON.parse(fs.readFileSync(file, 'utf8')) as unknown }))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
  snapshot = { signature, nodes, digest: digestOf(nodes) }
  return snapshot
}

/** The twin of one doc, or null when it cannot be made here (the post-build step then makes it and reports why). */
export async function precomputeTwin(body: string, excerpt: string, request: TwinRequest, parsed?: MdastRoot): Promise<PrecomputedTwin | null> {
  try {
    const data = siteDataFromDisk(request.dataDir)
    const input: DocMarkdownInput = { title: request.title, description: request.description || excerpt, url: absoluteUrl(request.location, request.slug), body }
    const markdown = await docToMarkdown(input, { data: dataTreeFromNodes(data.nodes), absolute: (p) => absoluteUrl(request.location, p) }, parsed)
    return { key: twinKey(input, data.digest), markdown }
  } catch {
    return null
  }
}
