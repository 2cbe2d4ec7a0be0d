/**
 * Text helpers for results: HTML escaping, query normalisation, and highlighting/snippeting
 * into segments. Highlights are computed on plain text and only then escaped, so no markup from
 * content or query can reach the DOM as markup.
 */

/** A run of text, matched or not. Rendered as React text, or escaped into `<mark>` HTML. */
export interface Segment {
  text: string
  match: boolean
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c])
}

/** Longest query the engine looks at; longer input is cut at a word boundary. */
export const MAX_QUERY_LENGTH = 200
/** Most query terms the engine looks at (each term costs a fuzzy lookup). */
export const MAX_QUERY_TERMS = 12

/** Word separators: whitespace and punctuation. */
const SEPARATOR = /[\n\r\p{Z}\p{P}\p{S}]+/u
const TOKEN = /[^\n\r\p{Z}\p{P}\p{S}]+/gu

export function tokenize(text: string): string[] {
  return text.split(SEPARATOR).filter(Boolean)
}

/** Trims, collapses whitespace, and bounds the length and the number of terms of a query. */
export function normalizeQuery(raw: string): string {
  let query = raw.replace(/\s+/g, ' ').trim()
  if (query.length > MAX_QUERY_LENGTH) query = query.slice(0, MAX_QUERY_LENGTH).replace(/\s+\S*$/, '') || query.slice(0, MAX_QUERY_LENGTH)
  const terms = query.split(' ')
  return terms.length > MAX_QUERY_TERMS ? terms.slice(0, MAX_QUERY_TERMS).join(' ') : query
}

/** Splits text into segments, marking each token whose lowercase form is in `terms`. */
export function highlight(text: string, terms: ReadonlySet<string>): Segment[] {
  const segments: Segment[] = []
  let last = 0
  const push = (value: string, match: boolean) => {
    if (!value) return
    const previous = segments[segments.length - 1]
    if (previous && previous.match === match) previous.text += value
    else segments.push({ text: value, match })
  }
  for (const found of text.matchAll(TOKEN)) {
    const start = found.index ?? 0
    if (!terms.has(found[0].toLowerCase())) continue
    push(text.slice(last, start), false)
    push(found[0], true)
    last = start + found[0].length
  }
  push(text.slice(last), false)
  return segments
}

export function hasMatch(segments: readonly Segment[]): boolean {
  return segments.some((s) => s.match)
}

/**
 * A window of about `words` words around the first match, with "…" where text was cut.
 * Without a match, the start of the text.
 */
export function snippet(text: string, terms: ReadonlySet<string>, words: number): Segment[] {
  const tokens = Array.from(text.matchAll(TOKEN))
  if (tokens.length <= words) return highlight(text, terms)
  const first = Math.max(0, tokens.findIndex((t) => terms.has(t[0].toLowerCase())))
  const startToken = Math.max(0, Math.min(first - Math.floor(words / 3), tokens.length - words))
  const endToken = Math.min(tokens.length, startToken + words)
  const start = startToken === 0 ? 0 : tokens[startToken].index ?? 0
  const endMatch = tokens[endToken - 1]
  const end = endToken >= tokens.length ? text.length : (endMatch.index ?? 0) + endMatch[0].length
  const segments = highlight(text.slice(start, end), terms)
  if (start > 0) segments.unshift({ text: '…', match: false })
  if (end < text.length) segments.push({ text: '…', match: false })
  return segments
}

/** Segments as HTML: escaped text, matches wrapped in the given tags (DocSearch's `<mark>`). */
export function toHtml(segments: readonly Segment[], preTag = '<mark>', postTag = '</mark>'): string {
  return segments.map((s) => (s.match ? `${preTag}${escapeHtml(s.text)}${postTag}` : escapeHtml(s.text))).join('')
}

export function plain(segments: readonly Segment[]): string {
  return segments.map((s) => s.text).join('')
}
