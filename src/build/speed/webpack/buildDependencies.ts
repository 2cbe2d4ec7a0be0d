/**
 * What webpack's persistent cache (.cache/webpack) is thrown away for: the toolchain it was
 * made with.
 *
 * Gatsby lists its own webpack.config.js and every plugin's gatsby-node as the cache's build
 * dependencies. webpack follows each of them through `require.cache`, resolving every `require`
 * of every module the build process has loaded (Gatsby, webpack, Babel, the remark/rehype
 * pipeline…) to check it still resolves to the same file: 3,876 files, 10 s of a 59 s cold build
 * of this site on the critical path (when the renderer's compiler closes), one
 * `stat`/`readlink`/`readFile` at a time.
 *
 * The same toolchain is named more cheaply by the files that pin it: the lockfile (every
 * package's version, Gatsby's and its plugins' included), package.json, the patches applied to
 * node_modules after install (patches/), gatsby-config (which plugins take part) and this
 * project's own webpack customisation (gatsby-node.ts, src/build/gatsby/onCreateWebpackConfig.ts and this
 * folder). webpack hashes these files and follows none of them (.json, lockfiles and .ts have no
 * dependencies it can walk). webpack also makes every loader a build dependency of the compilation
 * and walks it the same way (Gatsby's babel-loader.js alone leads through require.cache to most
 * of Gatsby): `InstalledLoadersPinnedByLockfile` drops the loaders installed under node_modules,
 * which the lockfile and patches pin, from that list. A change to any of these files empties the
 * cache, as before; editing a package inside node_modules by hand without a patch no longer
 * does. Without a lockfile nothing pins the installed packages, and Gatsby's list stays.
 */
import fs from 'fs'
import path from 'path'
import type { Compiler } from 'webpack'

export const LOCKFILES = ['package-lock.json', 'npm-shrinkwrap.json', 'yarn.lock', 'pnpm-lock.yaml'] as const
export const PROJECT_FILES = ['package.json', 'gatsby-config.ts', 'gatsby-node.ts', 'src/build/gatsby/onCreateWebpackConfig.ts'] as const
/** Folders whose files (not their subfolders, not tests) are build dependencies. */
export const PROJECT_FOLDERS = ['patches/behaviour', 'patches/speed', 'src/build/speed/webpack'] as const

export interface DirectoryReader {
  exists(file: string): boolean
  list(folder: string): string[]
}

const nodeReader: DirectoryReader = {
  exists: (file) => fs.existsSync(file),
  list: (folder) => fs.readdirSync(folder, { withFileTypes: true }).filter((entry) => entry.isFile()).map((entry) => entry.name),
}

/** The absolute paths of the files that stand for the toolchain, sorted; missing ones are left out. */
export function toolchainBuildDependencies(root: string, reader: DirectoryReader = nodeReader): string[] {
  const files = [...LOCKFILES, ...PROJECT_FILES].map((name) => path.join(root, name)).filter((file) => reader.exists(file))
  for (const folder of PROJECT_FOLDERS) {
    const absolute = path.join(root, folder)
    if (!reader.exists(absolute)) continue
    for (const name of reader.list(absolute)) if (!/\.test\.[jt]sx?$/.test(name)) files.push(path.join(absolute, name))
  }
  return files.sort()
}

interface CacheConfig {
  type?: string
  buildDependencies?: Record<string, string[]>
}

/**
 * The cache option with `toolchainBuildDependencies` as its only build dependencies, or null when
 * the config has no filesystem cache to change or the project has no lockfile.
 */
export function withToolchainBuildDependencies(cache: unknown, root: string, reader: DirectoryReader = nodeReader): CacheConfig | null {
  if (typeof cache !== 'object' || cache === null || (cache as CacheConfig).type !== 'filesystem') return null
  if (!LOCKFILES.some((name) => reader.exists(path.join(root, name)))) return null
  return { ...(cache as CacheConfig), buildDependencies: { toolchain: toolchainBuildDependencies(root, reader) } }
}

const INSTALLED_PACKAGE_FILE = /[\\/]node_modules[\\/]/

/**
 * Removes the loaders installed under node_modules from the compilation's build dependencies in
 * the done hook, the last step before webpack stores them with its cache. Loaders of the project
 * itself stay.
 */
export class InstalledLoadersPinnedByLockfile {
  apply(compiler: Compiler): void {
    compiler.hooks.done.tap('InstalledLoadersPinnedByLockfile', ({ compilation }) => {
      for (const dependency of [...compilation.buildDependencies]) if (INSTALLED_PACKAGE_FILE.test(dependency)) compilation.buildDependencies.delete(dependency)
    })
  }
}
