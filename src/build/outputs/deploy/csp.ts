/**
 * The Content-Security-Policy the built site runs under.
 *
 * Gatsby's HTML carries inline scripts (the colour-mode no-flash script, `window.pagePath` and the
 * chunk map) and inline `<style>` (CSS of the page's components). Their text differs per page
 * (`pagePath`), so no single list of hashes fits every page of a large site. The policy therefore
 * comes in two layers, both enforced by the browser (a resource must pass both):
 *
 * 1. `<meta http-equiv="Content-Security-Policy">`, written into each HTML file after the build
 *    (src/build/outputs/deploy/htmlCsp.ts), lists the SHA-256 of exactly that page's inline scripts and styles:
 *    no 'unsafe-inline' for scripts or style elements. It works on every static host, GitHub
 *    Pages and S3 included.
 * 2. The `Content-Security-Policy` header from `_headers` holds what a meta policy cannot carry
 *    (`frame-ancestors`) and the same source lists for everything else. Its script-src has
 *    'unsafe-inline' only because the page-specific hashes live in layer 1, which still forbids
 *    any inline script not hashed there.
 *
 * Style attributes (`style="…"` in server HTML, e.g. Gatsby's focus wrapper) are allowed with
 * `style-src-attr 'unsafe-inline'`: an attribute cannot run script, and React sets styles through
 * the CSSOM, which CSP does not restrict.
 *
 * Third-party hosts appear only when configured: the analytics collector (the proxy's origin,
 * or the provider's ingestion host) and Algolia for hosted search.
 */
import { createHash } from 'crypto'

export const AMPLITUDE_HOST = 'https://api2.amplitude.com'
export const ALGOLIA_HOSTS = ['https://*.algolia.net', 'https://*.algolianet.com'] as const

export interface CspHostConfig {
  analytics: { apiKey: string | null; proxyUrl: string | null }
  search: { hosted: unknown | null }
}

/** Origins the page may `fetch`/XHR/beacon besides its own. */
export function connectSources(config: CspHostConfig): string[] {
  const sources: string[] = []
  if (config.analytics.proxyUrl) sources.push(new URL(config.analytics.proxyUrl).origin)
  else if (config.analytics.apiKey) sources.push(AMPLITUDE_HOST)
  if (config.search.hosted) sources.push(...ALGOLIA_HOSTS)
  return sources
}

export function sha256Source(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`
}

export interface CspInput {
  connect: readonly string[]
  /** 'sha256-…' sources of the page's inline scripts; absent for the header layer. */
  scriptHashes?: readonly string[]
  /** 'sha256-…' sources of the page's inline style elements; absent for the header layer. */
  styleHashes?: readonly string[]
  /** `meta`: the per-page layer (no frame-ancestors, hashes); `header`: the site-wide layer. */
  layer: 'meta' | 'header'
}

function unique(values: readonly string[]): string[] {
  return [...new Set(values)]
}

export function buildCsp({ connect, scriptHashes = [], styleHashes = [], layer }: CspInput): string {
  const inlineScripts = layer === 'meta' ? unique(scriptHashes) : ["'unsafe-inline'"]
  const inlineStyles = layer === 'meta' ? unique(styleHashes) : ["'unsafe-inline'"]
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", "'wasm-unsafe-eval'", ...inlineScripts]], // wasm: Pagefind's search (src/search)
    // Browsers without style-src-elem/-attr (Safari < 15.4) fall back to style-src.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['style-src-elem', ["'self'", ...inlineStyles]],
    ['style-src-attr', ["'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:']],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...unique(connect)]],
    ['manifest-src', ["'self'"]],
    ['worker-src', ["'self'"]],
    ['frame-src', ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
  ]
  if (layer === 'header') directives.push(['frame-ancestors', ["'none'"]])
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ')
}
