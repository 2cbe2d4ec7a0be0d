/**
 * Rules appended to `_headers` (src/build/outputs/deploy/hostFiles.ts writes the rest): each doc route answers
 * with `Link: <its Markdown twin>; rel="alternate"; type="text/markdown"`, the header twin of the
 * `<link rel="alternate">` in its head (./discovery.tsx). One rule per route, and no other rule
 * sets `Link`, so hosts never join two values.
 */
export interface MarkdownAlternate {
  /** The doc's route as served (path prefix included). */
  route: string
  /** Absolute URL of its Markdown twin. */
  markdownUrl: string
}

export function markdownLinkHeader(markdownUrl: string): string {
  return `<${markdownUrl}>; rel="alternate"; type="text/markdown"`
}

export function markdownAlternateRules(docs: readonly MarkdownAlternate[]): string {
  const rules = [...docs]
    .sort((a, b) => (a.route < b.route ? -1 : a.route > b.route ? 1 : 0))
    .map(({ route, markdownUrl }) => `${route}\n  Link: ${markdownLinkHeader(markdownUrl)}`)
  return rules.length ? `# Each doc's Markdown twin (src/build/outputs/agents/linkHeaders.ts).\n\n${rules.join('\n\n')}\n` : ''
}
