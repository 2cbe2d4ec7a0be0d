import crypto from 'crypto'
import fs from 'fs'
import path from 'path'
import { PAGEFIND_UNUSED_FILES } from '../../../src/build/outputs/search/pagefindIndex'

/** Every file under `root` (relative path) with the sha1 of its bytes. */
export function fileDigests(root: string): Map<string, string> {
  const out = new Map<string, string>()
  const walk = (sub: string) => {
    for (const entry of fs.readdirSync(path.join(root, sub), { withFileTypes: true })) {
      const relative = path.join(sub, entry.name)
      if (entry.isDirectory()) walk(relative)
      else out.set(relative, crypto.createHash('sha1').update(fs.readFileSync(path.join(root, relative))).digest('hex'))
    }
  }
  walk('')
  return out
}

/**
 * The deployed files of a Pagefind index folder with their digests: Pagefind's own UI files are
 * dropped by the build and not waited for (src/build/outputs/search/pagefindWrites.ts), so not compared.
 */
export function deployedIndexDigests(folder: string): Record<string, string> {
  return Object.fromEntries([...fileDigests(folder)].filter(([file]) => !PAGEFIND_UNUSED_FILES.includes(file)))
}
