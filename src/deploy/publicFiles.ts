/** Finding the built HTML pages in public/ and the routes they serve. */
import fs from 'fs'
import path from 'path'

/** Every .html file under the folder, recursively (not page-data, static, or _gatsby: Gatsby's slice fragments, already stitched into the pages). */
export function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'page-data' || entry.name === 'static' || entry.name === '_gatsby' ? [] : htmlFiles(full)
    return entry.name.endsWith('.html') ? [full] : []
  })
}

/** `public/concepts/overview/index.html` → `/concepts/overview`; `public/404.html` → `/404.html`. */
export function routeOfHtmlFile(publicDir: string, file: string): string {
  const relative = path.relative(publicDir, file).split(path.sep).join('/')
  if (relative === 'index.html') return '/'
  if (relative.endsWith('/index.html')) return `/${relative.slice(0, -'/index.html'.length)}`
  return `/${relative}`
}
