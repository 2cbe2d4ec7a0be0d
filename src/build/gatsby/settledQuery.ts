/**
 * `gatsby develop` applies a node change at once even while createPages runs (a save made while
 * the previous save's pages are being made). For a moment the file's Mdx node is gone (Gatsby
 * deletes a changed File's children before the MDX plugin makes the new one), then there without
 * the fields our onCreateNode adds. A createPages that read the nodes then would fail our content
 * check or the query ("Cannot return null for non-nullable field Mdx.fields") and Gatsby would
 * delete every page until the next run. So in develop createPages first waits until every .mdx
 * file has its finished Mdx node, and asks the pages query again while it meets a half-made one
 * (each a few milliseconds). A build never changes nodes during createPages: there the first
 * answer stands.
 */
import { MDX_SOURCES } from '../content/mdxSources'
import { yamlRejectedCount } from '../content/yamlRejectedFiles'

export interface QueryAnswer {
  errors?: unknown
}

const HALF_MADE_NODE = /Cannot return null for non-nullable field Mdx\.fields\b/

function messagesOf(errors: unknown): string[] {
  const list = Array.isArray(errors) ? errors : [errors]
  return list.map((e) => (e && typeof e === 'object' && 'message' in e ? String((e as { message: unknown }).message) : String(e)))
}

/** True when every error of the answer is a half-made Mdx node (and there is at least one). */
export function onlyHalfMadeNodes(errors: unknown): boolean {
  if (!errors) return false
  const messages = messagesOf(errors)
  return messages.length > 0 && messages.every((m) => HALF_MADE_NODE.test(m))
}

export interface SettleOptions {
  /** Wait and ask again only in `gatsby develop`. */
  develop: boolean
  /** How long to keep asking, in ms, before the last answer stands. */
  withinMs?: number
  /** Between two asks, in ms. */
  everyMs?: number
  wait?: (ms: number) => Promise<void>
  /** Told each time it asks again. */
  onRetry?: (attempt: number) => void
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** Asks until `unsettled` says no (develop only; within the time given), and returns the last answer. */
export async function askUntilSettled<A>(ask: () => Promise<A>, unsettled: (answer: A) => boolean, options: SettleOptions): Promise<A> {
  const { develop, withinMs = 10_000, everyMs = 100, wait = sleep, onRetry } = options
  let answer = await ask()
  if (!develop) return answer
  for (let attempt = 1, waited = 0; unsettled(answer) && waited < withinMs; attempt++, waited += everyMs) {
    onRetry?.(attempt)
    await wait(everyMs)
    answer = await ask()
  }
  return answer
}

/** The pages query, asked again while it meets a half-made Mdx node (develop only). */
export function settledQuery<A extends QueryAnswer>(ask: () => Promise<A>, options: SettleOptions): Promise<A> {
  return askUntilSettled(ask, (answer) => onlyHalfMadeNodes(answer.errors), options)
}

/** How many .mdx files should have a finished Mdx node, and how many have. */
export interface MdxCounts {
  files: number
  /** Files whose front matter YAML rejects: the MDX plugin makes no node for them. */
  withoutNode: number
  finished: number
}

export const mdxNodesPending = ({ files, withoutNode, finished }: MdxCounts): boolean => finished < files - withoutNode

/** Gatsby's `graphql` as createPages gets it, for a query without variables. */
export type AskGraphql = <T>(query: string) => Promise<{ errors?: unknown; data?: T }>

/** The counts of MdxCounts, from Gatsby's nodes and the files YAML rejects now. */
export async function mdxCounts(graphql: AskGraphql): Promise<MdxCounts> {
  const sources = JSON.stringify(MDX_SOURCES)
  const { data } = await graphql<{ files: { totalCount: number }; finished: { totalCount: number } }>(`
    query MdxNodesSettled {
      files: allFile(filter: { extension: { eq: "mdx" }, sourceInstanceName: { in: ${sources} } }) { totalCount }
      finished: allMdx(filter: { fields: { slug: { ne: null } } }) { totalCount }
    }
  `)
  return { files: data?.files.totalCount ?? 0, withoutNode: yamlRejectedCount(), finished: data?.finished.totalCount ?? 0 }
}

/** In develop, waits (within the time given) until every page file has its finished Mdx node; a build asks nothing. */
export async function waitForMdxNodes(graphql: AskGraphql, options: SettleOptions): Promise<void> {
  if (!options.develop) return
  await askUntilSettled(() => mdxCounts(graphql), mdxNodesPending, options)
}
