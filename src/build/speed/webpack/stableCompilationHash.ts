/**
 * Keeps webpack's compilation hash the same for the same output, whether or not the build starts
 * from a warm cache.
 *
 * Gatsby writes the browser compilation's hash into every page (`window.___webpackCompilationHash`,
 * through its `_gatsby-scripts` slice) and, when that hash changes, re-stitches every page's HTML.
 * webpack 5 mixes the hash of each child compilation into it (Compilation#createHash).
 * mini-css-extract-plugin 1.x (Gatsby's) compiles each CSS file in a child compilation, but only
 * when the file is actually built: in a build restored from webpack's persistent cache there are
 * none. So the first rebuild after a cold build got a different hash with byte-identical chunks,
 * and every page changed on disk (and in the post-build HTML pass, and in a deploy).
 *
 * What those child compilations produce (the CSS) is in the parent's CSS modules and so already
 * in the chunk hashes; only their own hashes are left out here, for the duration of hashing.
 */

const PLUGIN = 'SquireStableCompilationHash'
/** The name mini-css-extract-plugin gives its child compilers (`${pluginName} ${request}`). */
export const CSS_CHILD_PREFIX = 'mini-css-extract-plugin '

// The part of webpack's Compiler and Compilation this uses (webpack is Gatsby's, not ours to import).
interface SyncHook<Args extends unknown[]> {
  tap(name: string, fn: (...args: Args) => void): void
}
export interface ChildCompilation {
  name?: string
}
export interface HashedCompilation {
  children: ChildCompilation[]
  hooks: { beforeHash: SyncHook<[]>; afterHash: SyncHook<[]> }
}
export interface CompilerWithHooks {
  hooks: { thisCompilation: SyncHook<[HashedCompilation, ...unknown[]]> }
}

export const isCssExtractChild = (child: ChildCompilation): boolean => typeof child.name === 'string' && child.name.startsWith(CSS_CHILD_PREFIX)

export class StableCompilationHash {
  apply(compiler: CompilerWithHooks): void {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      let hidden: ChildCompilation[] = []
      compilation.hooks.beforeHash.tap(PLUGIN, () => {
        hidden = compilation.children.filter(isCssExtractChild)
        const kept = compilation.children.filter((child) => !isCssExtractChild(child))
        compilation.children.splice(0, compilation.children.length, ...kept)
      })
      compilation.hooks.afterHash.tap(PLUGIN, () => {
        compilation.children.push(...hidden)
        hidden = []
      })
    })
  }
}
