// @ts-check
/**
 * Cloudflare Pages Functions middleware: content negotiation for agents (../webNegotiation.mjs),
 * the twin read from the deployment's static assets. Pages looks for functions in `functions/`
 * at the project root: copy or link this folder there (see README, Deploy → Cloudflare Pages);
 * wrangler bundles the import.
 */
import { negotiate } from '../webNegotiation.mjs'

/**
 * @param {{ request: Request, next: () => Promise<Response>, env: { ASSETS: { fetch: (input: URL | Request) => Promise<Response> } } }} context
 */
export function onRequest(context) {
  return negotiate(context.request, { fetchAsset: (url) => context.env.ASSETS.fetch(url), next: () => context.next() })
}
