/**
 * Where the browser finds the search assets written at build time (src/search/node/writeSearchAssets.ts).
 * The names are SEARCH_ENV in ./assetEnv.ts. Webpack replaces each `process.env.GATSBY_*` reference at build time, so they are spelled out.
 */
import { withPrefix } from 'gatsby'

export function searchIndexUrl(): string {
  return withPrefix(process.env.GATSBY_SQUIRE_SEARCH_INDEX || '/search-index.json')
}

export function docsearchCssUrl(): string {
  return withPrefix(process.env.GATSBY_SQUIRE_SEARCH_CSS || '/docsearch.css')
}
