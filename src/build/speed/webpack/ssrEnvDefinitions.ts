/**
 * Keeps the HTML renderer's compilation the same when only the shell around the build changes.
 *
 * For its Node bundles (the HTML renderer), Gatsby defines `process.env.X` for every variable of
 * the build's environment, not only `GATSBY_*` ones (gatsby/dist/utils/webpack.config.js). webpack's
 * DefinePlugin hashes the names of all its definitions into every module it parses, so a variable
 * that comes or goes (`npm run build` sets `npm_*`; CI sets a build id, a commit, a job number)
 * changes the renderer's compilation hash, and Gatsby then re-renders every page of the site: a
 * rebuild after a one-doc edit renders 558 pages instead of 1.
 *
 * The renderer keeps what the site's code can read: `GATSBY_*` variables and the ones Gatsby
 * defines itself. (No code of this site reads another variable at render time: with and without
 * this filter the renderer is the same file, checked when it was written.)
 */

const ENV_PREFIX = 'process.env.'
/** What Gatsby defines for its own code, whatever the environment. */
export const GATSBY_OWN_ENV = new Set(['NODE_ENV', 'PUBLIC_DIR', 'BUILD_STAGE', 'CYPRESS_SUPPORT', 'GATSBY_QUERY_ON_DEMAND', 'GATSBY_SOCKET_IO_DEFAULT_TRANSPORT'])

/** The definitions without `process.env.X` for variables the site's code cannot be reading. */
export function stableEnvDefinitions(definitions: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const kept: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(definitions)) {
    if (!key.startsWith(ENV_PREFIX)) {
      kept[key] = value
      continue
    }
    const name = key.slice(ENV_PREFIX.length)
    if (name.startsWith('GATSBY_') || GATSBY_OWN_ENV.has(name)) kept[key] = value
  }
  return kept
}

/** The part of webpack's DefinePlugin and config used here (webpack is Gatsby's, not ours to import). */
export interface DefinePluginLike {
  constructor: { name: string }
  definitions: Record<string, unknown>
}

/** Gatsby's DefinePlugin: the one defining `process.env` itself. */
export function isGatsbyEnvDefine(plugin: unknown): plugin is DefinePluginLike {
  if (typeof plugin !== 'object' || plugin === null) return false
  const { definitions } = plugin as Partial<DefinePluginLike>
  return plugin.constructor.name === 'DefinePlugin' && typeof definitions === 'object' && definitions !== null && 'process.env' in definitions
}
