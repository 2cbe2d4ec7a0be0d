/**
 * The Markdown's share of the build's link check (src/build/outputs/checkLinks.ts): for each Markdown file
 * the links the HTML check resolves (site URLs as root paths), and the links refused outright
 * because they cannot work outside the site (./markdownLinks.ts).
 */
import type { LinkProblem } from '../checkLinks'
import { detached } from '../detachedString'
import { linkForCheck, markdownLinks, type MarkdownSource, type SiteOrigin } from './markdownLinks'

export interface MarkdownLinkSources {
  /** Per file, the hrefs for the link graph. */
  sources: Array<{ route: string; hrefs: string[] }>
  /** Links refused before any lookup. */
  problems: LinkProblem[]
}

export function markdownLinkSources(files: readonly MarkdownSource[], origin: SiteOrigin): MarkdownLinkSources {
  const sources: MarkdownLinkSources['sources'] = []
  const problems: LinkProblem[] = []
  for (const { route, markdown } of files) {
    const hrefs: string[] = []
    for (const link of markdownLinks(markdown)) {
      const checked = linkForCheck(link, origin)
      if ('problem' in checked) problems.push({ page: route, href: link, reason: checked.problem })
      // Detached: kept until the HTML pass is over, a cut href would keep its whole twin.
      else if (checked.href) hrefs.push(detached(checked.href))
    }
    sources.push({ route, hrefs })
  }
  return { sources, problems }
}
