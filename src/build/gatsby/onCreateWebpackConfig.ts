/**
 * Build-time constants for the browser bundles (the documented seam: onCreateWebpackConfig +
 * DefinePlugin). `__SQUIRE_ANALYTICS__` is false unless analytics is configured at build time,
 * so webpack drops the analytics code from a build without it (global.d.ts).
 */
import path from 'path'
import type { GatsbyNode } from 'gatsby'
import { getSiteConfig, siteConfigDefine } from '../../config/build'
import { StableCompilationHash } from '../speed/webpack/stableCompilationHash'
import { RecordBrowserAssets } from '../speed/webpack/browserAssets'
import { isGatsbyEnvDefine, stableEnvDefinitions } from '../speed/webpack/ssrEnvDefinitions'
import { compileHintsBanner } from '../speed/webpack/compileHints'
import { InstalledLoadersPinnedByLockfile, withToolchainBuildDependencies } from '../speed/webpack/buildDependencies'
import { speedOn } from '../speed/speedSwitch'
import { InlinedStylesInChunkHashes, readBrowserStats, stylesheetsByChunk } from '../outputs/inlinedStyles'

export function buildDefines(env: Record<string, string | undefined> = process.env): Record<string, string> {
  return { __SQUIRE_ANALYTICS__: JSON.stringify(Boolean(env.GATSBY_ANALYTICS_API_KEY || env.GATSBY_ANALYTICS_PROXY_URL)) }
}

/** Gatsby's internal partytown gatsby-browser, and what replaces it in the production bundle. */
export const PARTYTOWN_BROWSER = /internal-plugins[\\/]partytown[\\/]gatsby-browser\.js$/
export const NO_BROWSER_APIS = path.resolve(process.cwd(), 'src/theme/noBrowserApis.ts')
/**
 * Gatsby's service-worker registration, required only when a plugin implements
 * `registerServiceWorker` (none here: __tests__/build/gatsby/onCreateWebpackConfig.test.ts checks the plugins).
 */
export const REGISTER_SERVICE_WORKER = /[\\/]register-service-worker(\.js)?$/
/** gatsby-script, as `gatsby` re-exports it, and its stand-in (src/theme/noGatsbyScript.ts). */
export const GATSBY_SCRIPT = /^gatsby-script$/
export const NO_GATSBY_SCRIPT = path.resolve(process.cwd(), 'src/theme/noGatsbyScript.ts')

/**
 * gatsby-node's one onCreateWebpackConfig: the webpack cache's dependencies, the parsed site config
 * and the build constants, then the production bundle's replacements. Rest parameters on purpose: a function declaring a third (callback) parameter makes
 * Gatsby wait for that callback, and the build hangs.
 */
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = (...params) => {
  const [{ actions, plugins, stage, getConfig }] = params
  // The speed devices of the bundles (src/build/speed/webpack), each with its own off switch (../speed/speedSwitch.ts).
  // First: replacing the config drops what was set before it in this hook.
  const config = getConfig() as { plugins?: unknown[]; cache?: unknown }
  const replaced: { plugins?: unknown[]; cache?: unknown } = {}
  if (speedOn('ssr-env-definitions') && (stage === 'build-html' || stage === 'develop-html') && config.plugins?.some(isGatsbyEnvDefine)) {
    // The renderer's definitions without the shell's variables (src/build/speed/webpack/ssrEnvDefinitions.ts).
    replaced.plugins = config.plugins.map((plugin) => (isGatsbyEnvDefine(plugin) ? plugins.define(stableEnvDefinitions(plugin.definitions)) : plugin))
  }
  // The persistent cache's build dependencies: the files that pin the toolchain, not Gatsby's
  // walk of every loaded module (src/build/speed/webpack/buildDependencies.ts).
  const cache = speedOn('webpack-build-dependencies') ? withToolchainBuildDependencies(config.cache, process.cwd()) : undefined
  if (cache) replaced.cache = cache
  if (replaced.plugins || replaced.cache) actions.replaceWebpackConfig({ ...config, ...replaced })
  if (cache) actions.setWebpackConfig({ plugins: [new InstalledLoadersPinnedByLockfile()] })
  // The browser and HTML bundles get the parsed site config as plain data (src/config/index.ts).
  actions.setWebpackConfig({ plugins: [plugins.define(siteConfigDefine(getSiteConfig()))] })
  actions.setWebpackConfig({ plugins: [plugins.define(buildDefines())] })
  if (stage === 'build-html') {
    // A page whose inlined stylesheet changed is rendered again (src/build/outputs/inlinedStyles.ts);
    // the browser bundles, compiled just before, name this build's stylesheets.
    const stats = readBrowserStats(path.join(process.cwd(), 'public'))
    if (stats) actions.setWebpackConfig({ plugins: [new InlinedStylesInChunkHashes(stylesheetsByChunk(stats))] })
  }
  if (stage === 'build-javascript') {
    // Gatsby's internal partytown plugin registers a gatsby-browser whose only work happens in
    // development, but as CommonJS it pulls gatsby-script and the Partytown integration (≈2 KB
    // gzip) into every production page. No page uses off-main-thread scripts: leave it out.
    // gatsby-script itself: `gatsby` re-exports it (export *), which keeps it in every page.
    // The service-worker registration is bundled even though no plugin asks for it.
    // The same compilation hash from a cold or a warm webpack cache, so a rebuild does not
    // re-stitch and rewrite every page (src/build/speed/webpack/stableCompilationHash.ts).
    actions.setWebpackConfig({
      plugins: [
        plugins.normalModuleReplacement(PARTYTOWN_BROWSER, NO_BROWSER_APIS),
        plugins.normalModuleReplacement(GATSBY_SCRIPT, NO_GATSBY_SCRIPT),
        plugins.normalModuleReplacement(REGISTER_SERVICE_WORKER, NO_BROWSER_APIS),
        // The names of this build's bundles, so onPostBuild can remove earlier builds' (./webpack/browserAssets.ts).
        new RecordBrowserAssets(),
        ...(speedOn('stable-compilation-hash') ? [new StableCompilationHash()] : []),
        // Search's chunks compile whole when they load, not on the first results (./webpack/compileHints.ts).
        ...(speedOn('compile-hints') ? [plugins.banner(compileHintsBanner())] : []),
      ],
      // No chunk shared between page templates (Gatsby's `shared` group): the code the doc page and
      // the blog post have in common (MDX islands, content links) goes into each template's own
      // chunk. A doc page's first view is one request and ≈ 1.2 kB on the wire lighter (90.1 → 88.9
      // kB with the doc-page budget at 90); crossing from a doc to a post loads ≈ 5 kB again, in
      // Gatsby's idle prefetch. README "Reader bench".
      optimization: { splitChunks: { cacheGroups: { shared: false } } },
    })
  }
}
