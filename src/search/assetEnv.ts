/** Names of the build-time variables that carry the search asset file names into the bundle. */
export const SEARCH_ENV = {
  index: 'GATSBY_SQUIRE_SEARCH_INDEX',
  css: 'GATSBY_SQUIRE_SEARCH_CSS',
} as const
