/**
 * The page templates, by kind, as absolute paths: the `component` createPages gives each page, and
 * the value a query of the SitePage nodes filters on to find the pages of some kinds (the
 * sitemap's, src/build/outputs/seo/sitemap.ts) without reading every page's context.
 */
import path from 'path'

const ROOT = process.cwd()

export const TEMPLATES = {
  doc: path.resolve(ROOT, 'src/templates/DocPage.tsx'),
  post: path.resolve(ROOT, 'src/templates/BlogPost.tsx'),
  list: path.resolve(ROOT, 'src/templates/BlogList.tsx'),
  archive: path.resolve(ROOT, 'src/templates/BlogArchive.tsx'),
  alias: path.resolve(ROOT, 'src/templates/AliasRedirect.tsx'),
} as const
