/**
 * The links of the Markdown the build writes (each doc's twin, /llms.txt), for the link check.
 *
 * Markdown leaves the site: an agent or a chat window reads it without the page around it, so a
 * link in it must work on its own. Allowed are absolute `https://` URLs (those on the site's own
 * origin are checked like the HTML's links: the page, its anchor, or the `.md` file must exist),
 * `mailto:`/`tel:`, and `#fragment` links within the same text. A root-relative (`/concepts/…`) or
 * path-relative link is a problem, named with the file.
 *
 * The Markdown is ours (remark-stringify's output, src/build/outputs/llms/mdxToMarkdown.ts, and llms.txt,
 * src/build/outputs/llms/llmsTxt.ts), so a scanner reads it: code (fenced blocks, backtick spans) is set aside,
 * then inline links and images `[…](dest)`, reference definitions `[id]: dest`, autolinks `<…>`
 * and bare URLs are collected. A full CommonMark parse of every twin would cost more build time
 * than the rest of the Markdown step (__tests__/build/agents/markdownLinks.test.ts holds the
 * scanner to remark's reading of the same text).
 */

/** Fenced code blocks (``` or ~~~, closed by a fence of the same kind at least as long) become blank lines. */
function withoutFencedCode(markdown: string): string {
  const lines = markdown.split('\n')
  let fence: { char: string; length: number } | null = null
  return lines
    .map((line) => {
      const match = /^ {0,3}(`{3,}|~{3,})/.exec(line)
      if (fence) {
        if (match && match[1][0] === fence.char && match[1].length >= fence.length && /^ {0,3}[`~]+\s*$/.test(line)) fence = null
        return ''
      }
      if (match) {
        fence = { char: match[1][0], length: match[1].length }
        return ''
      }
      return line
    })
    .join('\n')
}

/** Backtick code spans (a run of n backticks up to the next run of exactly n) become spaces. */
function withoutCodeSpans(text: string): string {
  return text.replace(/(`+)([\s\S]*?[^`])\1(?!`)/g, (span) => ' '.repeat(span.length))
}

/** The destination of an inline link starting at `(`: `<…>` or up to the balanced `)` / a space before a title. */
function destinationAt(text: string, open: number): string | null {
  let i = open + 1
  while (text[i] === ' ' || text[i] === '\n') i += 1
  if (text[i] === '<') {
    const close = text.indexOf('>', i)
    return close < 0 ? null : text.slice(i + 1, close)
  }
  let depth = 0
  const start = i
  for (; i < text.length; i += 1) {
    const char = text[i]
    if (char === '\\') {
      i += 1
      continue
    }
    if (char === '(') depth += 1
    else if (char === ')') {
      if (depth === 0) break
      depth -= 1
    } else if (char === ' ' || char === '\n') break
  }
  return i > start || text[i] === ')' ? text.slice(start, i) : null
}

const unescape = (url: string) => url.replace(/\\([!-/:-@[-`{-~])/g, '$1')

/** Every link destination in a Markdown text, in order, duplicates kept once. */
export function markdownLinks(markdown: string): string[] {
  const text = withoutCodeSpans(withoutFencedCode(markdown))
  const found = new Set<string>()
  // Inline links and images: `](` not escaped.
  for (const match of text.matchAll(/(?<!\\)\]\(/g)) {
    const destination = destinationAt(text, (match.index ?? 0) + 1)
    if (destination !== null) found.add(unescape(destination))
  }
  // Reference definitions.
  for (const match of text.matchAll(/^ {0,3}\[(?:[^\]\\]|\\.)+\]:[ \t]*<?([^\s>]+)>?/gm)) found.add(unescape(match[1]))
  // Autolinks `<https://…>`, `<mailto:…>`.
  for (const match of text.matchAll(/<([a-z][a-z0-9+.-]{1,31}:[^\s<>]*)>/gi)) found.add(match[1])
  // Bare URLs (GFM autolink literals), outside the link syntax already read.
  const outsideLinks = text.replace(/(?<!\\)\]\([^)]*\)/g, ' ').replace(/<[^>\s]*>/g, ' ')
  for (const match of outsideLinks.matchAll(/(?<![\w/<])(https?:\/\/[^\s<>()]*[^\s<>()?!.,:;*_~'"])/g)) found.add(match[1])
  return [...found]
}

export interface SiteOrigin {
  /** e.g. https://docs.squire.exchange (a prefixed build's prefix stays in the path; the link check removes it). */
  siteUrl: string
}

/**
 * A Markdown link as the HTML link check reads it: a site URL becomes its root path (prefix kept,
 * the check removes it), anything else stays as written. Root- and path-relative links come back
 * with the reason they are refused.
 */
export function linkForCheck(href: string, origin: SiteOrigin): { href: string } | { problem: string } {
  if (/^(mailto|tel):/i.test(href) || href.startsWith('#')) return { href: '' }
  const base = origin.siteUrl.replace(/\/+$/, '')
  if (href === base || href.startsWith(`${base}/`) || href.startsWith(`${base}#`) || href.startsWith(`${base}?`)) {
    const rest = href.slice(base.length)
    return { href: rest.startsWith('/') ? rest : `/${rest}` }
  }
  if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')) return { href }
  return { problem: `Markdown links must be absolute (${base}/…) or external https:// URLs: a ${href.startsWith('/') ? 'root' : 'path'}-relative link does not resolve outside the site` }
}
