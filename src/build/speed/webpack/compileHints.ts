/**
 * Search's chunks are compiled whole when they load, not function by function on first use.
 *
 * V8 compiles a function the first time it is called. The search chunks load on search intent
 * (hover, focus, the shortcut), but most of their code first runs when the first results arrive:
 * the adapter's shaping, DocSearch's grouping and its result components. A Chromium trace of the
 * bench reader put 15–23 ms of lazy compiling between the last search byte and the results on
 * screen. Chromium 136+ compiles every function of a script whose first line is the magic comment
 * `//# allFunctionsCalledOnLoad` (V8's explicit compile hints) eagerly, on the background thread
 * that streams the script in; other browsers read it as a comment.
 *
 * The banner goes in after Terser (which drops comments) and before webpack's real content hash,
 * so the file name still names its content.
 */

/** V8's magic comment: compile every function of this script eagerly. */
export const COMPILE_ALL_FUNCTIONS = '//# allFunctionsCalledOnLoad'

/** The browser chunks the comment goes into (webpackChunkName in src/search/…). */
export const EAGER_CHUNK_FILE = /^search-(?:modal|engine)-[0-9a-f]{20}\.js$/

/**
 * webpack's processAssets stage for the banner: just after PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE
 * (400, Terser) and well before PROCESS_ASSETS_STAGE_DEV_TOOLING (500, source maps) and
 * PROCESS_ASSETS_STAGE_OPTIMIZE_HASH (2500, the content hash in file names).
 */
export const AFTER_MINIFY_STAGE = 401

/** Options for webpack's BannerPlugin (Gatsby's `plugins.banner`). */
export function compileHintsBanner(): { banner: string; raw: true; test: RegExp; stage: number } {
  return { banner: COMPILE_ALL_FUNCTIONS, raw: true, test: EAGER_CHUNK_FILE, stage: AFTER_MINIFY_STAGE }
}
