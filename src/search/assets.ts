/**
 * Where the browser finds the search assets. Stable URLs, so a content edit never changes the JS
 * bundle: Pagefind's script (its index chunks are named in its own entry file) and the modal's
 * stylesheet. The build writes them (src/build/outputs/search) and fails when one is missing
 * (checkSearchAssets).
 */
import { withPrefix } from 'gatsby'

export const SEARCH_ASSETS = {
  pagefindDir: 'pagefind',
  pagefindScript: '/pagefind/pagefind.js',
  docsearchCss: '/docsearch.css',
} as const

export function pagefindScriptUrl(): string {
  return withPrefix(SEARCH_ASSETS.pagefindScript)
}

export function docsearchCssUrl(): string {
  return withPrefix(SEARCH_ASSETS.docsearchCss)
}
