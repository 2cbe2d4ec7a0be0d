/**
 * `gatsby develop` applies a node change at once even while createPages runs (a save made while
 * the previous save's pages are being made). For a moment the new Mdx node exists without the
 * fields our onCreateNode adds, and a query of `Mdx.fields` fails with "Cannot return null for
 * non-nullable field Mdx.fields". Treating that as a content error would delete every page; instead
 * the query is asked again once the node has its fields (a few milliseconds later). A build never
 * changes nodes during createPages, so there the first answer stands.
 */
/** What a GraphQL call gives back, as far as this module reads it. */
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
  /** Ask again only in `gatsby develop`. */
  develop: boolean
  /** How long to keep asking, in ms, before the last answer stands. */
  withinMs?: number
  /** Between two asks, in ms. */
  everyMs?: number
  wait?: (ms: number) => Promise<void>
  /** Told each time the query is asked again. */
  onRetry?: (attempt: number) => void
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

export async function settledQuery<A extends QueryAnswer>(ask: () => Promise<A>, options: SettleOptions): Promise<A> {
  const { develop, withinMs = 15_000, everyMs = 100, wait = sleep, onRetry } = options
  let answer = await ask()
  if (!develop) return answer
  for (let attempt = 1, waited = 0; onlyHalfMadeNodes(answer.errors) && waited < withinMs; attempt++, waited += everyMs) {
    onRetry?.(attempt)
    await wait(everyMs)
    answer = await ask()
  }
  return answer
}
