// Renders the raster images drawn for the site (SVG sources next to this script) to PNG with sharp.
// Run after editing a source: `node scripts/authoring/pictures/render.mjs`. The PNGs are committed; the
// build then makes responsive AVIF/WebP from them (gatsby-plugin-image).
import path from 'path'
import { fileURLToPath } from 'url'
import sharp from 'sharp'

const here = path.dirname(fileURLToPath(import.meta.url))
const root = path.resolve(here, '../../..')
const post = path.join(root, 'content/blog/2024-03-12-intro-to-gas-optimization')

const jobs = [
  { source: 'gas-cover.svg', target: path.join(post, 'cover.png') },
  { source: 'slot-packing.svg', target: path.join(post, 'slot-packing.png') },
]

for (const job of jobs) {
  await sharp(path.join(here, job.source), { density: 144 }).png({ compressionLevel: 9 }).toFile(job.target)
  const meta = await sharp(job.target).metadata()
  console.log(`${path.relative(root, job.target)}: ${meta.width}×${meta.height}`)
}
