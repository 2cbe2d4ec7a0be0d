/**
 * Hosted Algolia DocSearch: contextual-search filters (as Docusaurus sends them), the provider's
 * host for the preconnect hint, and the meta tags its crawler reads. Pure, unit-tested.
 */
import type { SearchConfig } from '../config/schema/search'

export type HostedSearch = NonNullable<SearchConfig['hosted']>

/** Docusaurus tags: `default` on every page, `docs-default-current` on the docs (one version). */
export const DOCS_TAG = 'docs-default-current'
export const DEFAULT_TAG = 'default'
export const DOCS_VERSION = 'current'

/** `[language:en, [docusaurus_tag:default, docusaurus_tag:docs-default-current]]`: language AND any tag. */
export function contextualFacetFilters(language: string, tags: readonly string[] = [DEFAULT_TAG, DOCS_TAG]): Array<string | string[]> {
  return [`language:${language}`, tags.map((tag) => `docusaurus_tag:${tag}`)]
}

export function searchParametersFor(config: SearchConfig, language: string): { facetFilters?: Array<string | string[]> } {
  return config.contextualSearch ? { facetFilters: contextualFacetFilters(language) } : {}
}

export function algoliaHost(appId: string): string {
  return `https://${appId}-dsn.algolia.net`
}

/** What a page's data says about it: doc pages carry the doc id of their MDX node in pageContext. */
export interface RenderedPageData {
  result?: { pageContext?: unknown }
}

/**
 * Whether a page is a doc, from its node (the `docId` createPages puts in a doc page's context),
 * never from its path: a doc may live at any route, and a page at `/blog-guide` is not the blog.
 */
export function isDocPage(pageData: RenderedPageData | null | undefined): boolean {
  const context = pageData?.result?.pageContext
  return typeof context === 'object' && context !== null && typeof (context as { docId?: unknown }).docId === 'string'
}

/** The meta tags the DocSearch crawler reads to fill the `language`, `version` and tag facets. */
export function docsearchMeta(isDoc: boolean, language: string): Array<{ name: string; content: string }> {
  return [
    { name: 'docsearch:language', content: language },
    { name: 'docsearch:version', content: DOCS_VERSION },
    { name: 'docsearch:docusaurus_tag', content: isDoc ? DOCS_TAG : DEFAULT_TAG },
  ]
}
