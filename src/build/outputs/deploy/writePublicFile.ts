/**
 * Writing a file of public/ from the post-build step, unless it already holds exactly that
 * content: a rebuild leaves the unchanged Markdown twins of 500 docs alone instead of writing them
 * all again (reading one back costs a fraction of writing it, with its folder, again).
 */
import fs from 'fs'
import path from 'path'

/** Writes `content` to `file` (relative to public/); returns whether the file was written. */
export function writePublicFile(publicDir: string, file: string, content: string): boolean {
  const target = path.join(publicDir, file)
  try {
    if (fs.readFileSync(target, 'utf8') === content) return false
  } catch {
    // Not there yet (or unreadable): written below.
  }
  fs.mkdirSync(path.dirname(target), { recursive: true })
  fs.writeFileSync(target, content)
  return true
}
