/**
 * The Markdown's share of the build's link check (src/build/outputs/checkLinks.ts): for each Markdown file
 * the links the HTML check resolves (site URLs as root paths), and the links refused outright
 * because they cannot work outside the site (./markdownLinks.ts).
 */
import type { LinkProblem } from '../checkLinks'
import { detached } from '../detachedString'
import { linkForCheck, markdownLinks, type SiteOrigin } from './markdownLinks'

export interface MarkdownLinkSources {
  /** Per file, the hrefs for the link graph. */
  sources: Array<{ route: string; hrefs: string[] }>
  /** Links refused before any lookup. */
  problems: LinkProblem[]
}

/** One Markdown file's links: those for the link graph, and those refused outright (with why). */
export interface MarkdownFileLinks {
  hrefs: string[]
  refused: Array<Pick<LinkProblem, 'href' | 'reason'>>
}

/** A Markdown file's links, with the route it is served at. */
export type MarkdownFileLinksAt = { route: string } & MarkdownFileLinks

export function markdownFileLinks(markdown: string, origin: SiteOrigin): MarkdownFileLinks {
  const hrefs: string[] = []
  const refused: MarkdownFileLinks['refused'] = []
  for (const link of markdownLinks(markdown)) {
    const checked = linkForCheck(link, origin)
    if ('problem' in checked) refused.push({ href: link, reason: checked.problem })
    // Detached: kept until the HTML pass is over, a cut href would keep its whole twin.
    else if (checked.href) hrefs.push(detached(checked.href))
  }
  return { hrefs, refused }
}

/** The link check's sources and refused links of files whose links are known (`markdownFileLinks`). */
export function linkSourcesOf(files: readonly MarkdownFileLinksAt[]): MarkdownLinkSources {
  return {
    sources: files.map(({ route, hrefs }) => ({ route, hrefs })),
    problems: files.flatMap(({ route, refused }) => refused.map(({ href, reason }) => ({ page: route, href, reason }))),
  }
}
