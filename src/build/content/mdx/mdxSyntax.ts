/**
 * The syntax of our MDX, as one unified preset: Markdown + MDX + GFM + directives, the guard that
 * keeps MDX static, and admonitions. Used by the page compiler and the Markdown export, so both
 * read a page the same way.
 */
import type { Preset } from 'unified'
import remarkParse from 'remark-parse'
import remarkMdx from 'remark-mdx'
import remarkGfm from 'remark-gfm'
import remarkDirective from 'remark-directive'
import { remarkMdxGuard } from './remarkMdxGuard'
import { remarkAdmonitions } from './remarkAdmonitions'

export const mdxSyntax: Preset = {
  plugins: [remarkParse, remarkMdx, remarkGfm, remarkDirective, remarkMdxGuard, remarkAdmonitions],
}
