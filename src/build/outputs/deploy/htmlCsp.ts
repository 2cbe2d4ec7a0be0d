/**
 * The per-page CSP layer (see src/build/outputs/deploy/csp.ts): finds a built HTML page's inline scripts and
 * style elements, hashes them, and writes a `<meta http-equiv="Content-Security-Policy">` as the
 * first element after the charset, before any script it governs. Re-running replaces the meta
 * (Gatsby keeps unchanged HTML between builds).
 */
import { buildCsp, sha256Source } from './csp'

const MARKER = 'data-squire-csp'
const EXISTING = new RegExp(`<meta http-equiv="Content-Security-Policy"[^>]*${MARKER}[^>]*>`, 'g')
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi
const STYLE = /<style\b([^>]*)>([\s\S]*?)<\/style\s*>/gi
/** Types a browser executes: none, a JavaScript MIME type, or module. Data blocks (JSON-LD) are not scripts. */
const EXECUTABLE_TYPE = /^(|module|(text|application)\/(x-)?(java|ecma)script)$/i

function attribute(attributes: string, name: string): string | null {
  const match = new RegExp(`\\b${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(attributes)
  if (!match) return new RegExp(`\\b${name}\\b`, 'i').test(attributes) ? '' : null
  return match[1] ?? match[2] ?? match[3] ?? ''
}

export interface InlineContent {
  scripts: string[]
  styles: string[]
}

export function findInlineContent(html: string): InlineContent {
  const scripts: string[] = []
  const styles: string[] = []
  for (const [, attributes, body] of html.matchAll(SCRIPT)) {
    if (attribute(attributes, 'src') !== null) continue
    if (!EXECUTABLE_TYPE.test((attribute(attributes, 'type') ?? '').trim())) continue
    scripts.push(body)
  }
  for (const [, , body] of html.matchAll(STYLE)) styles.push(body)
  return { scripts, styles }
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;')
}

/** The page with its CSP meta (replacing an earlier one). */
export function withCspMeta(html: string, connect: readonly string[]): string {
  const clean = html.replace(EXISTING, '')
  const { scripts, styles } = findInlineContent(clean)
  const policy = buildCsp({ layer: 'meta', connect, scriptHashes: scripts.map(sha256Source), styleHashes: styles.map(sha256Source) })
  const meta = `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(policy)}" ${MARKER}=""/>`
  const charset = /<meta charset="?utf-8"?\s*\/?>/i.exec(clean)
  if (charset) return `${clean.slice(0, charset.index + charset[0].length)}${meta}${clean.slice(charset.index + charset[0].length)}`
  const head = /<head[^>]*>/i.exec(clean)
  if (!head) throw new Error('HTML page without <head>: cannot add the Content-Security-Policy')
  return `${clean.slice(0, head.index + head[0].length)}${meta}${clean.slice(head.index + head[0].length)}`
}
