/**
 * Raster images that MDX pages refer to by relative path (`![Alt](./diagram.png)`): checks each
 * file exists and is a format sharp processes, lifts an image that stands alone in its paragraph
 * out of it (the image component renders block elements), and lists them in `file.data.images`
 * for gatsby-node, which links them to File nodes (→ childImageSharp.gatsbyImageData).
 * A missing file, an unsupported format or an image inside running text fails with file:line.
 */
import fs from 'fs'
import path from 'path'
import type { Root, Element, ElementContent } from 'hast'
import type { VFile } from 'vfile'
import { visit, SKIP } from 'unist-util-visit'
import { isRelativeSrc } from '../../../pictures/names'
import { isHighlightedCode } from '../mdx/highlightedCode'

export const RASTER_EXTENSIONS = ['.png', '.jpg', '.jpeg', '.webp', '.avif', '.tif', '.tiff'] as const

export interface RelativeImage {
  /** As written in the page (`./diagram.png`); the key the image component looks up. */
  src: string
  absolutePath: string
}

declare module 'vfile' {
  interface DataMap {
    images: RelativeImage[]
  }
}


const isBlank = (node: ElementContent) => node.type === 'text' && node.value.trim() === ''

export function rehypeRelativeImages() {
  return (tree: Root, file: VFile) => {
    const images: RelativeImage[] = []
    const dir = path.dirname(path.resolve(file.path))
    visit(tree, 'element', (node: Element, index, parent) => {
      if (isHighlightedCode(node)) return SKIP
      if (node.tagName !== 'img') return undefined
      const src = typeof node.properties?.src === 'string' ? node.properties.src : ''
      if (!src || !isRelativeSrc(src)) return undefined
      const absolutePath = path.resolve(dir, decodeURI(src))
      const relative = path.relative(process.cwd(), absolutePath)
      if (!RASTER_EXTENSIONS.includes(path.extname(absolutePath).toLowerCase() as (typeof RASTER_EXTENSIONS)[number])) {
        file.fail(`Image ${src}: only raster images (${RASTER_EXTENSIONS.join(', ')}) can be referenced by relative path; put other files under static/ and link them with an absolute path`, node)
      }
      if (!fs.existsSync(absolutePath)) file.fail(`Image not found: ${src} (looked for ${relative})`, node)
      if (typeof node.properties.alt !== 'string') file.fail(`Image ${src} needs alt text: ![what it shows](${src})`, node)
      if (parent && index !== undefined && parent.type === 'element' && parent.tagName === 'p') {
        if (!parent.children.every((child) => child === node || isBlank(child))) {
          file.fail(`Image ${src} must stand in a paragraph of its own (a blank line before and after)`, node)
        }
      }
      if (!images.some((image) => image.src === src)) images.push({ src, absolutePath })
      return SKIP
    })
    // Lift each lone image out of its paragraph: <p><img></p> → <img>.
    visit(tree, 'element', (node: Element, index, parent) => {
      if (isHighlightedCode(node)) return SKIP
      if (node.tagName !== 'p' || !parent || index === undefined) return undefined
      const only = node.children.filter((child) => !isBlank(child))
      if (only.length === 1 && only[0].type === 'element' && only[0].tagName === 'img' && images.some((i) => i.src === (only[0] as Element).properties.src)) {
        parent.children.splice(index, 1, only[0])
      }
      return undefined
    })
    file.data.images = images
  }
}
