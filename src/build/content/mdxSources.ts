/**
 * The folders of content/ whose .mdx files become pages: gatsby-config declares one
 * gatsby-source-filesystem source for each, and the build code that looks for page files by
 * source (onCreateNode's front matter check, createPages' wait in develop) reads this list.
 */
import type { Collection } from './frontmatter'

export const MDX_SOURCES: readonly Collection[] = ['docs', 'blog']

/** Whether a File node from source `name` with extension `extension` is a page file. */
export function isPageFile(name: string | undefined, extension: string | undefined): boolean {
  return extension === 'mdx' && (MDX_SOURCES as readonly string[]).includes(name ?? '')
}
