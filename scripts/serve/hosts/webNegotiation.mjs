// @ts-check
/**
 * Content negotiation on hosts whose edge code sees standard Request/Response objects (Netlify
 * edge functions, Cloudflare Pages Functions): a page request whose Accept prefers Markdown gets
 * the page's twin (`/route.md`) with `Content-Type: text/markdown`; every page answer carries
 * `Vary: Accept`. Files and other methods pass through untouched. The choice itself is
 * ../negotiation.mjs, shared with `npm start` and the CloudFront function.
 */
import { markdownPathOf, prefersMarkdown } from '../negotiation.mjs'

export const MARKDOWN_TYPE = 'text/markdown; charset=utf-8'

/**
 * @param {Headers} headers
 * @param {string} name
 */
function addVary(headers, name) {
  const current = headers.get('vary')
  if (!current) headers.set('vary', name)
  else if (!current.split(',').some((part) => part.trim().toLowerCase() === name.toLowerCase() || part.trim() === '*')) headers.set('vary', `${current}, ${name}`)
}

/**
 * @param {Request} request
 * @param {{ fetchAsset: (url: URL) => Promise<Response>, next: () => Promise<Response> }} host
 *   `fetchAsset`: the static file at a URL of this site; `next`: the answer the host would give.
 * @returns {Promise<Response>}
 */
export async function negotiate(request, { fetchAsset, next }) {
  const url = new URL(request.url)
  const twin = markdownPathOf(url.pathname)
  if (!twin || (request.method !== 'GET' && request.method !== 'HEAD')) return next()
  if (prefersMarkdown(request.headers.get('accept'))) {
    const asset = await fetchAsset(new URL(twin, url))
    if (asset.ok) {
      const headers = new Headers(asset.headers)
      headers.set('content-type', MARKDOWN_TYPE)
      addVary(headers, 'Accept')
      return new Response(request.method === 'HEAD' ? null : asset.body, { status: 200, headers })
    }
  }
  const answer = await next()
  // A host's response may have immutable headers: answer with a copy.
  const headers = new Headers(answer.headers)
  addVary(headers, 'Accept')
  return new Response(answer.body, { status: answer.status, statusText: answer.statusText, headers })
}
