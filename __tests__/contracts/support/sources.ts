/**
 * Gathers a Solidity source tree from installed npm packages: the entry files and everything they
 * import, keyed by the paths the upstream build used (`contracts/…` inside the package itself,
 * `@scope/pkg/…` for imports from other packages), optionally renamed.
 */
import fs from 'fs'
import path from 'path'
import type { SolcSource } from './solc'

const IMPORT = /^\s*import\s+(?:[^'"]*from\s+)?['"]([^'"]+)['"]\s*;/gm

/** Where a package's files are: resolved from `from` (a package folder), as Node resolves. */
export function packageDir(name: string, from?: string): string {
  const paths = from ? [from] : undefined
  return path.dirname(require.resolve(`${name}/package.json`, { paths }))
}

export interface SourceTree {
  /** Source key (as compiled upstream) to file contents. */
  files: Record<string, string>
}

/**
 * Reads `entries` (keys relative to `root`, e.g. `contracts/UniswapV2Pair.sol`) and their imports.
 * Imports starting with `@` are looked up as packages from `root` (so a package's own pinned
 * dependencies win, as they did in its build).
 */
export function readSourceTree(root: string, entries: string[]): SourceTree {
  const files: Record<string, string> = {}
  const pending = [...entries]
  while (pending.length) {
    const key = pending.pop() as string
    if (key in files) continue
    const file = key.startsWith('@') ? fromPackage(root, key) : path.join(root, key)
    const content = fs.readFileSync(file, 'utf8')
    files[key] = content
    for (const match of content.matchAll(IMPORT)) {
      const target = match[1]
      pending.push(target.startsWith('.') ? path.posix.normalize(path.posix.join(path.posix.dirname(key), target)) : target)
    }
  }
  return { files }
}

function fromPackage(root: string, key: string): string {
  const [scope, name, ...rest] = key.split('/')
  return path.join(packageDir(`${scope}/${name}`, root), ...rest)
}

/** Applies `rename` to every key and every file of a tree (the Squire names). */
export function renameTree(tree: SourceTree, rename: (text: string) => string): SourceTree {
  return { files: Object.fromEntries(Object.entries(tree.files).map(([key, content]) => [rename(key), rename(content)])) }
}

export function toSolcSources(tree: SourceTree): Record<string, SolcSource> {
  return Object.fromEntries(Object.entries(tree.files).sort(([a], [b]) => a.localeCompare(b)).map(([key, content]) => [key, { content }]))
}
