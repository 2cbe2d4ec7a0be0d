/**
 * Files the post-build step writes into public/ outside Gatsby's own bookkeeping (Markdown twins,
 * flat `route.html` copies). Gatsby removes the HTML and page data of a deleted page, not these:
 * each build records the list it wrote (in Gatsby's cache folder) and removes what the previous
 * build wrote and this one did not, so a deleted or moved doc leaves no stale twin behind.
 */
import fs from 'fs'
import path from 'path'

export interface OwnedFilesResult {
  /** Files of the previous build removed now (public-relative, '/'-separated). */
  removed: string[]
}

function readList(manifest: string): string[] {
  try {
    const stored = JSON.parse(fs.readFileSync(manifest, 'utf8')) as unknown
    return Array.isArray(stored) ? stored.filter((f): f is string => typeof f === 'string') : []
  } catch {
    return []
  }
}

/** Inside publicDir (never the folder itself or anything outside it)? */
function insidePublic(publicDir: string, relative: string): string | null {
  const root = path.resolve(publicDir)
  const full = path.resolve(root, relative)
  return full.startsWith(`${root}${path.sep}`) ? full : null
}

/**
 * Records `written` (public-relative paths) as what this build owns and deletes the files the
 * previous build owned that are not in it.
 */
export function replaceOwnedFiles(publicDir: string, manifest: string, written: Iterable<string>): OwnedFilesResult {
  const current = new Set(Array.from(written, (f) => f.replace(/^\/+/, '')))
  const removed: string[] = []
  for (const file of readList(manifest)) {
    if (current.has(file)) continue
    const full = insidePublic(publicDir, file)
    if (!full) continue
    try {
      fs.rmSync(full)
      removed.push(file)
    } catch {
      // Already gone.
    }
  }
  fs.mkdirSync(path.dirname(manifest), { recursive: true })
  fs.writeFileSync(`${manifest}.tmp`, JSON.stringify([...current].sort()))
  fs.renameSync(`${manifest}.tmp`, manifest)
  return { removed }
}
