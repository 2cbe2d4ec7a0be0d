/**
 * gatsby-node parts of the picture pipeline: the GraphQL types and the node fields that link a page
 * to its raster images (File → childImageSharp). Charts and diagrams are rendered with the page
 * body at query time (src/build/content/pageContent.ts).
 */
import fs from 'fs'
import path from 'path'
import type { RelativeImage } from './rehypeRelativeImages'
import { RASTER_EXTENSIONS } from './rehypeRelativeImages'
import { isRelativeSrc } from '../../../pictures/names'

export const pictureTypeDefs = /* GraphQL */ `
  "A raster image a page refers to by relative path, linked to its File (→ childImageSharp)"
  type MdxImage {
    "The path as written in the page, e.g. ./diagram.png"
    src: String!
    file: File @link(by: "absolutePath")
  }

  type MdxFields {
    "Raster images referenced by relative path in the body"
    images: [MdxImage!]
    "The front matter image when it is a relative path (a blog cover): the File, for gatsby-plugin-image and the social card"
    cover: File @link(by: "absolutePath")
  }

  type MdxFrontmatter {
    "Text alternative of the front matter image (required with a relative image)"
    image_alt: String
  }
`

export class PictureFieldError extends Error {}

function frontMatterLine(absolutePath: string, key: string): number {
  try {
    const lines = fs.readFileSync(absolutePath, 'utf8').split('\n')
    const index = lines.findIndex((l) => l.startsWith(`${key}:`))
    return index + 1
  } catch {
    return 0
  }
}

/** Node fields `images` and `cover` of one MDX page; throws naming file:line on a bad cover. */
export function pictureFields(
  images: readonly RelativeImage[],
  frontmatter: { image?: string | null; image_alt?: string | null } | undefined,
  file: { absolutePath: string },
  sourcePath: string,
): { images: Array<{ src: string; file: string }>; cover: string | null } {
  let cover: string | null = null
  const image = frontmatter?.image
  if (image && isRelativeSrc(image)) {
    const at = `${sourcePath}:${frontMatterLine(file.absolutePath, 'image')}`
    const absolutePath = path.resolve(path.dirname(file.absolutePath), image)
    if (!RASTER_EXTENSIONS.includes(path.extname(absolutePath).toLowerCase() as (typeof RASTER_EXTENSIONS)[number])) {
      throw new PictureFieldError(`${at}: front matter image ${image} must be a raster image (${RASTER_EXTENSIONS.join(', ')})`)
    }
    if (!fs.existsSync(absolutePath)) throw new PictureFieldError(`${at}: front matter image not found: ${image}`)
    if (!frontmatter?.image_alt) throw new PictureFieldError(`${at}: front matter image ${image} needs image_alt (what the image shows)`)
    cover = absolutePath
  }
  return { images: images.map((i) => ({ src: i.src, file: i.absolutePath })), cover }
}
