/**
 * Where the browser finds the search assets. Stable URLs, so a content edit never changes the JS
 * bundle: Pagefind's script (its index chunks are named in its own entry file), the modal's
 * stylesheet, and the MiniSearch index `gatsby develop` searches. The build writes them
 * (src/build/outputs/search) and fails when one is missing (checkSearchAssets).
 */
import { withPrefix } from 'gatsby'

export const SEARCH_ASSETS = {
  pagefindDir: 'pagefind',
  pagefindScript: '/pagefind/pagefind.js',
  docsearchCss: '/docsearch.css',
  developIndex: '/search-index.json',
} as const

export function pagefindScriptUrl(): string {
  return withPrefix(SEARCH_ASSETS.pagefindScript)
}

export function searchIndexUrl(): string {
  return withPrefix(SEARCH_ASSETS.developIndex)
}

export function docsearchCssUrl(): string {
  return withPrefix(SEARCH_ASSETS.docsearchCss)
}
