/**
 * Finding the built HTML pages in public/ and the routes they serve: the one list used by the
 * deploy step (CSP meta, host files) and by the link checker.
 */
import fs from 'fs'
import path from 'path'

/**
 * Folders of public/ that hold no pages: page data, webpack output, Gatsby's slice fragments
 * (`_gatsby`, already stitched into the pages) and Partytown's service worker files.
 */
export const NON_PAGE_FOLDERS: ReadonlySet<string> = new Set(['page-data', 'static', '_gatsby', '~partytown'])

/**
 * The search index and the folders it is written to and swapped from (`pagefind`, `pagefind.next-…`,
 * `pagefind.old-…`: src/build/outputs/search/pagefindIndex.ts), which appear and vanish while the deploy
 * step runs beside it.
 */
export function isSearchIndexFolder(name: string): boolean {
  return /^pagefind(\.|$)/.test(name)
}

/** Every .html file under the folder, recursively, except in NON_PAGE_FOLDERS at any depth and the search index. */
export function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return NON_PAGE_FOLDERS.has(entry.name) || isSearchIndexFolder(entry.name) ? [] : htmlFiles(full)
    return entry.isFile() && entry.name.endsWith('.html') ? [full] : []
  })
}

/** `public/concepts/overview/index.html` → `/concepts/overview`; `public/404.html` → `/404.html`. */
export function routeOfHtmlFile(publicDir: string, file: string): string {
  const relative = path.relative(publicDir, file).split(path.sep).join('/')
  if (relative === 'index.html') return '/'
  if (relative.endsWith('/index.html')) return `/${relative.slice(0, -'/index.html'.length)}`
  return `/${relative}`
}

/** Whether a route names a file of public/ (an asset, a feed, a Markdown twin); never outside it. */
export function publicFileExists(publicDir: string, route: string): boolean {
  const root = path.resolve(publicDir)
  const full = path.resolve(root, `.${route.startsWith('/') ? route : `/${route}`}`)
  if (full !== root && !full.startsWith(`${root}${path.sep}`)) return false
  try {
    return fs.statSync(full).isFile()
  } catch {
    return false
  }
}
