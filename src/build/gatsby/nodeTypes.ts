/** The Gatsby nodes the lifecycle files read: files from gatsby-source-filesystem, MDX nodes from gatsby-plugin-mdx. */
import type { Node } from 'gatsby'

export interface FileNode extends Node {
  sourceInstanceName: string
  relativePath: string
  absolutePath: string
  extension: string
}

export interface MdxNode extends Node {
  body: string
  frontmatter?: { title?: string; description?: string | null; id?: string; slug?: string; image?: string | null; image_alt?: string | null }
}
