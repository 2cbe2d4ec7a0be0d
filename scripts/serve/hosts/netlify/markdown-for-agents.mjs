// @ts-check
/**
 * Netlify edge function: content negotiation for agents (../webNegotiation.mjs). Netlify bundles
 * it with its imports. Wire it in netlify.toml (see README, Deploy → Netlify):
 *
 *   [build]
 *     edge_functions = "scripts/serve/hosts/netlify"
 *
 * The twin is read with a same-site fetch; `.md` paths are not pages, so that fetch does not come
 * back through this function's negotiation.
 */
import { negotiate } from '../webNegotiation.mjs'

/**
 * @param {Request} request
 * @param {{ next: () => Promise<Response> }} context Netlify's Context (only `next` is used)
 */
export default function markdownForAgents(request, context) {
  return negotiate(request, { fetchAsset: (url) => fetch(url), next: () => context.next() })
}

export const config = { path: '/*', excludedPath: ['/static/*', '/page-data/*', '/pagefind/*', '/*.js', '/*.css', '/*.md', '/*.txt', '/*.xml'] }
