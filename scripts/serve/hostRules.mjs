// @ts-check
/**
 * The `_headers` file the build writes for Netlify-style hosts (src/build/outputs/deploy/hostFiles.ts), read
 * and applied as those hosts apply it: every rule whose path pattern matches adds its headers,
 * and values of a header set by several rules are joined with ", ".
 */

/** @typedef {{ pattern: RegExp, headers: Array<[string, string]> }} HeaderRule */

/**
 * `/*` → any rest of the path; `/:name` → one segment; everything else literal.
 * @param {string} source
 */
export function pathPattern(source) {
  const body = source
    .split(/(\*|:[A-Za-z]\w*)/)
    .map((part) => (part === '*' ? '(.*)' : part.startsWith(':') ? '([^/]+)' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
    .join('')
  return new RegExp(`^${body}$`)
}

/**
 * @param {string} text the content of `_headers`
 * @returns {HeaderRule[]}
 */
export function parseHeadersFile(text) {
  /** @type {HeaderRule[]} */
  const rules = []
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue
    if (!/^\s/.test(line)) {
      rules.push({ pattern: pathPattern(line.trim()), headers: [] })
      continue
    }
    const colon = line.indexOf(':')
    const current = rules[rules.length - 1]
    if (!current || colon < 0) throw new Error(`_headers: cannot read line "${line}"`)
    current.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()])
  }
  return rules
}

/**
 * The headers for a path: those of every matching rule, same-name values joined.
 * @param {readonly HeaderRule[]} rules
 * @param {string} pathname
 * @returns {Record<string, string>} lower-case names
 */
export function headersFor(rules, pathname) {
  /** @type {Record<string, string>} */
  const out = {}
  for (const rule of rules) {
    if (!rule.pattern.test(pathname)) continue
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase()
      out[key] = out[key] ? `${out[key]}, ${value}` : value
    }
  }
  return out
}
