// @ts-check
/**
 * Content negotiation for agents, one pure module shared by `npm start` (./server.mjs) and the
 * host recipes (./hosts/: Netlify edge function, Cloudflare Pages middleware, CloudFront
 * viewer-request function, which gets this file's functions inlined because CloudFront Functions
 * cannot import). No dependencies and no platform APIs, so every runtime can run it as written.
 *
 * `prefersMarkdown` answers as the `negotiator` package (what Express's `req.accepts` uses) would
 * for the choice between `text/html` (listed first, so it wins ties and `*\/*`) and
 * `text/markdown`: q-values first, then the more specific range, then the order in the header.
 * __tests__/build/agents/negotiation.test.ts holds it to negotiator's answers.
 *
 * Written in the JavaScript CloudFront Functions run (runtime 2.0: ES 5.1 with const/let, arrow
 * functions and template literals; no for-of, destructuring, spread or optional chaining).
 */

/** The two representations of a doc page, in the server's order of preference. */
export const OFFERED = ['text/html', 'text/markdown']

/**
 * Splits a header list on commas outside quoted strings.
 * @param {string} value
 * @param {string} separator
 * @returns {string[]}
 */
function splitOutsideQuotes(value, separator) {
  const parts = []
  let start = 0
  let quoted = false
  for (let i = 0; i < value.length; i += 1) {
    const char = value[i]
    if (char === '"') quoted = !quoted
    else if (char === separator && !quoted) {
      parts.push(value.slice(start, i))
      start = i + 1
    }
  }
  parts.push(value.slice(start))
  return parts
}

/**
 * One media range of an Accept header, or null when it cannot be read.
 * @param {string} range
 * @param {number} order
 * @returns {{ type: string, subtype: string, params: Record<string, string>, q: number, order: number } | null}
 */
function parseRange(range, order) {
  const match = /^\s*([^\s/;]+)\/([^;\s]+)\s*(?:;(.*))?$/.exec(range.trim())
  if (!match) return null
  /** @type {Record<string, string>} */
  const params = {}
  let q = 1
  const pairs = match[3] ? splitOutsideQuotes(match[3], ';') : []
  for (let p = 0; p < pairs.length; p += 1) {
    const pair = pairs[p]
    const equals = pair.indexOf('=')
    const key = (equals < 0 ? pair : pair.slice(0, equals)).trim().toLowerCase()
    const raw = equals < 0 ? '' : pair.slice(equals + 1).trim()
    const value = raw.length > 1 && raw[0] === '"' && raw[raw.length - 1] === '"' ? raw.slice(1, -1) : raw
    // Parameters after q are accept-extensions: they take no part in matching.
    if (key === 'q') {
      q = parseFloat(value)
      break
    }
    params[key] = value
  }
  return { type: match[1], subtype: match[2], params, q, order }
}

/**
 * How well the header accepts one offered type: the q, specificity and header position of the
 * most specific range that matches it (q 0 when none does).
 * @param {string} offered
 * @param {ReturnType<typeof parseRange>[]} ranges
 * @param {number} index
 */
function priorityOf(offered, ranges, index) {
  const type = offered.split('/')[0]
  const subtype = offered.split('/')[1]
  let best = { q: 0, s: 0, o: -1, i: index }
  for (let r = 0; r < ranges.length; r += 1) {
    const range = ranges[r]
    if (!range) continue
    let s = 0
    if (range.type.toLowerCase() === type) s |= 4
    else if (range.type !== '*') continue
    if (range.subtype.toLowerCase() === subtype) s |= 2
    else if (range.subtype !== '*') continue
    const keys = Object.keys(range.params)
    // The offered types carry no parameters: a range that asks for one matches only with `*`.
    if (keys.length) {
      if (!keys.every((key) => range.params[key] === '*' || range.params[key] === '')) continue
      s |= 1
    }
    if ((best.s - s || best.q - range.q || best.o - range.order) < 0) best = { q: range.q, s, o: range.order, i: index }
  }
  return best
}

/**
 * Whether a request with this Accept header should get a page's Markdown rather than its HTML.
 * No header means "anything": HTML.
 * @param {string | null | undefined} accept
 * @returns {boolean}
 */
export function prefersMarkdown(accept) {
  if (accept === undefined || accept === null) return false
  const ranges = splitOutsideQuotes(accept, ',').map(parseRange)
  const html = priorityOf(OFFERED[0], ranges, 0)
  const markdown = priorityOf(OFFERED[1], ranges, 1)
  if (!(markdown.q > 0)) return false
  if (!(html.q > 0)) return true
  return (html.q - markdown.q || html.s - markdown.s || markdown.o - html.o || markdown.i - html.i) < 0
}

/**
 * The Markdown twin's path for a page path (`/concepts/overview`, `/concepts/overview/` or
 * `/concepts/overview/index.html` → `/concepts/overview.md`); null for the home page and for
 * paths of files (anything whose last segment has a dot).
 * @param {string} pathname
 * @returns {string | null}
 */
export function markdownPathOf(pathname) {
  const route = pathname.replace(/\/index\.html$/, '').replace(/\/+$/, '')
  if (!route || route.slice(route.lastIndexOf('/') + 1).indexOf('.') >= 0) return null
  return `${route}.md`
}
