/**
 * The path prefix in effect for this build: the configured `pathPrefix`, but only when the site
 * is built with `gatsby build --prefix-paths` (or PREFIX_PATHS=true), as Gatsby itself does.
 * For code that runs where Gatsby does not pass `basePath` (gatsby-plugin-feed's serialize).
 */
export function effectivePathPrefix(configured: string, argv: readonly string[] = process.argv, env: NodeJS.ProcessEnv = process.env): string {
  const prefixing = argv.includes('--prefix-paths') || env.PREFIX_PATHS === 'true' || env.PREFIX_PATHS === '1'
  return prefixing ? configured : ''
}
