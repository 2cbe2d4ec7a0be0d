/**
 * Runs gatsby-remark-* plugins (the list gatsby-plugin-mdx is configured with) on the mdast,
 * the way gatsby-plugin-mdx itself bridges them: `plugin({ markdownAST }, options)`.
 */
import { createRequire } from 'module'
import path from 'path'
import type { Root } from 'mdast'

export interface GatsbyRemarkPlugin {
  resolve: string
  options?: Record<string, unknown>
}

type GatsbyRemarkFn = (api: { markdownAST: Root }, options: Record<string, unknown>) => unknown

const load = createRequire(path.join(process.cwd(), 'package.json'))

export function remarkGatsbyPlugins(settings: { plugins: GatsbyRemarkPlugin[] }) {
  const fns = settings.plugins.map((plugin) => {
    const mod = load(plugin.resolve) as GatsbyRemarkFn | { default: GatsbyRemarkFn }
    const fn = typeof mod === 'function' ? mod : mod.default
    return { fn, options: plugin.options ?? {} }
  })
  return async (tree: Root) => {
    for (const { fn, options } of fns) await fn({ markdownAST: tree }, options)
  }
}
