/**
 * The mobile layout width, in CSS pixels: at this width or less the navbar collapses into the
 * mobile menu and doc pages show the article only. Stylesheets cannot import it, so each mobile
 * `@media (max-width: …px)` spells the number; __tests__/theme/breakpoints.test.ts fails when one
 * disagrees with this value.
 */
export const MOBILE_BREAKPOINT_PX = 996
