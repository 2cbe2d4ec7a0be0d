/**
 * Browser UI colours per colour mode: the navbar background of each mode (--color-bg-raised in
 * src/styles/global.css — keep in sync). Used by the `theme-color` meta tags and the manifest.
 */
export const THEME_COLORS = { dark: '#171a21', light: '#ffffff' } as const
/** The web app manifest takes one colour: the default mode's. */
export const MANIFEST_THEME_COLOR = THEME_COLORS.dark
export const MANIFEST_BACKGROUND_COLOR = '#0f1116'
