/**
 * `MdxFields.content`: the page body as the templates render it. Components that only show
 * content/data are rendered to HTML first (./buildComponents.ts), then static subtrees become HTML
 * (./contentTree.ts). Runs when the page query runs; reading the SiteData nodes through the node
 * model makes a content/data change re-run the queries of the pages that use it.
 */
import type { Root } from 'hast'
import type { GraphQLSchema } from 'gatsby/graphql'
import { dataTreeFromNodes } from '../../data/lookup'
import { expandBuildComponents, hasBuildComponents } from './renderBuildComponents'
import { contentTreeFromHast } from './contentTree'
import { resolvePageImages } from './pageImages'
import type { ContentNode } from '../../components/MdxContent/contentTree'

export interface PageContentContext {
  nodeModel: {
    findAll: (query: { type: 'SiteData' }) => Promise<{ entries: Iterable<{ name: string; data: unknown }> }>
    getNodeById: (query: { id: string; type: 'MdxBody' }) => { hastJson: string } | null
  }
}

export interface PageContentFields {
  /** The child node holding the compiled tree (src/build/gatsby/onCreateNode.ts). */
  bodyId: string
  sourcePath?: string
  /** Relative raster images of the body: src as written, file as an absolute path (src/build/content/pictures). */
  images?: ReadonlyArray<{ src: string; file: string }> | null
}

/** `MdxFields.hast`: the page's compiled tree, from its MdxBody node (the read makes the page depend on it). */
export function compiledBody(fields: { bodyId: string; sourcePath?: string }, context: PageContentContext): Root {
  const body = context.nodeModel.getNodeById({ id: fields.bodyId, type: 'MdxBody' })
  if (!body) throw new Error(`${fields.sourcePath ?? 'an MDX page'}: its compiled body (MdxBody ${fields.bodyId}) is missing`)
  return JSON.parse(body.hastJson) as Root
}

export async function pageContent(fields: PageContentFields, context: PageContentContext, schema: GraphQLSchema): Promise<ContentNode[]> {
  const hast = compiledBody(fields, context)
  if (!hasBuildComponents(hast)) return contentTreeFromHast(hast)
  const sourcePath = fields.sourcePath ?? 'an MDX page'
  const { entries } = await context.nodeModel.findAll({ type: 'SiteData' })
  const data = dataTreeFromNodes(Array.from(entries))
  const images = await resolvePageImages(fields.images ?? [], sourcePath, schema, context)
  return contentTreeFromHast(expandBuildComponents(hast, { data, sourcePath, images }))
}
