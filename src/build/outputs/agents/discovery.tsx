/**
 * How a page's HTML tells an agent where the Markdown is (added to every page by gatsby-ssr's
 * onRenderBody, so it is static HTML: no component, nothing in the browser bundles, nothing React
 * hydrates):
 *
 * - in the head, `<link rel="alternate" type="text/markdown">` to the doc's Markdown twin;
 * - first in the body (before Gatsby's root, so before the skip link), a short note naming
 *   /llms.txt and the page's Markdown. It is visually hidden and `aria-hidden`: agents reading the
 *   HTML find it at the top, while screen readers and the accessibility tree never meet it, so it
 *   is not read at all (let alone twice) and the skip link stays the first thing on the page.
 *   It holds text, no links: nothing in it takes keyboard focus.
 *
 * Only doc pages have a Markdown twin (`<route>.md`, src/build/outputs/deploy/deployStep.ts); other pages
 * name only /llms.txt.
 */
import * as React from 'react'
import { absoluteUrl } from '../../../seo/urls'
import { isDocPage, type RenderedPageData } from '../../../search/hosted'

export const LLMS_TXT_PATH = '/llms.txt'

/** The page being rendered, as onRenderBody receives it. */
export interface DiscoveryPage {
  pathname: string
  loadPageDataSync: (pathname: string) => RenderedPageData
}

export interface DiscoveryUrls {
  llmsTxt: string
  /** Absolute URL of the page's Markdown twin; null for pages that are not docs. */
  markdown: string | null
}

/** The Markdown twin's path of a doc route (`/concepts/overview` → `/concepts/overview.md`). */
export function markdownRouteOf(route: string): string {
  return `${route.replace(/\/+$/, '')}.md`
}

function isDoc(page: DiscoveryPage): boolean {
  try {
    return isDocPage(page.loadPageDataSync(page.pathname))
  } catch {
    // No page data (a page Gatsby renders without any): not a doc.
    return false
  }
}

/** Absolute URLs of /llms.txt and of the page's Markdown. `withPrefix` adds the path prefix of a prefixed build. */
export function discoveryUrls(siteUrl: string, page: DiscoveryPage, withPrefix: (path: string) => string): DiscoveryUrls {
  const absolute = (path: string) => absoluteUrl({ siteUrl }, withPrefix(path))
  return { llmsTxt: absolute(LLMS_TXT_PATH), markdown: isDoc(page) && page.pathname !== '/' ? absolute(markdownRouteOf(page.pathname)) : null }
}

/** The note's sentence. */
export function agentNoteText({ llmsTxt, markdown }: DiscoveryUrls): string {
  const index = `For AI agents: the index of this documentation is ${llmsTxt}, with every page as Markdown.`
  return markdown ? `${index} This page as Markdown: ${markdown} (or request this URL with Accept: text/markdown).` : index
}

export function agentHeadComponents(urls: DiscoveryUrls): React.ReactElement[] {
  return urls.markdown ? [<link key="markdown-alternate" rel="alternate" type="text/markdown" href={urls.markdown} />] : []
}

export function agentPreBodyComponents(urls: DiscoveryUrls): React.ReactElement[] {
  return [
    <div key="agent-note" id="agent-note" className="visually-hidden" aria-hidden="true">
      {agentNoteText(urls)}
    </div>,
  ]
}
