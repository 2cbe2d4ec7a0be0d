/**
 * Everything written into public/ after `gatsby build` (runs after the plugins' own onPostBuild,
 * so the sitemap exists):
 * - the Markdown step (./markdownStep.ts): the Markdown twin of every doc, /llms.txt and
 *   /llms-full.txt, the blog's Atom feed (the RSS feed comes from gatsby-plugin-feed), robots.txt;
 * - the per-page Content-Security-Policy meta in every HTML file;
 * - `_headers` and `_redirects` for Netlify-style hosts.
 * With DEPLOY_FLAT_HTML=1 each route's HTML is also written as `route.html` (Cloudflare Pages).
 */
import fs from 'fs'
import path from 'path'
import type { GatsbyNode } from 'gatsby'
import { getSiteConfig } from '../../../config/build'
import { buildCsp, connectSources } from './csp'
import { checkPageLinks, readHtmlPages } from './htmlPass'
import { speedOn } from '../../speed/speedSwitch'
import { writePublicFile as write } from './writePublicFile'
import { buildHeadersFile, buildRedirectsFile } from './hostFiles'
import type { LinkProblem } from '../checkLinks'
import { markdownAlternateRules } from '../agents/linkHeaders'
import { writeMarkdownFiles } from './markdownStep'

type PostBuildArgs = Parameters<NonNullable<GatsbyNode['onPostBuild']>>[0]

/**
 * Writes the deploy artefacts and returns the broken links found in the HTML (reported by the
 * caller). The Markdown step starts once the HTML pass is over and `markdownAfter` has settled
 * (onPostBuild: once Pagefind's process has ended).
 */
export async function writeDeployArtefacts({ graphql, reporter, basePath, cache }: PostBuildArgs, markdownAfter: Promise<unknown> = Promise.resolve()): Promise<LinkProblem[] | null> {
  const publicDir = path.join(process.cwd(), 'public')
  const prefix = basePath || ''
  const siteConfig = getSiteConfig()
  const withBase = (route: string) => (route === '/' && prefix ? `${prefix}/` : `${prefix}${route}`)

  // Step times show with `gatsby build --verbose`.
  let step = Date.now()
  const timed = (name: string) => {
    reporter.verbose(`Squire Docs post-build: ${name} ${((Date.now() - step) / 1000).toFixed(2)} s`)
    step = Date.now()
  }
  // First the one pass over the HTML: CSP meta, optional flat copies, what the link check needs.
  // It runs beside Pagefind (onPostBuild), whose process is the largest it will be while it writes
  // the index; the pass holds a few pages at a time.
  const connect = connectSources(siteConfig)
  const pages = await readHtmlPages({
    publicDir,
    connect,
    pathPrefix: prefix,
    cacheFile: speedOn('html-pass-record') ? path.join(cache.directory, 'html-pass.json') : undefined,
    flatHtml: process.env.DEPLOY_FLAT_HTML === '1',
  })
  timed('HTML pass (CSP meta, link extraction)')
  // Then the Markdown step, which in a cold build reads every doc's body and twin (the main process
  // grows by ≈ 150 MB at 2,000 docs and keeps it), once Pagefind has written the index and ended (usually
  // about when the HTML pass ends), so the two do not add up at the build's memory peak
  // (docs/performance.md). In its own function: the bodies and twins are not held by this one afterwards.
  await markdownAfter.catch(() => undefined)
  timed('waiting for Pagefind to end')
  const markdown = await writeMarkdownFiles({ graphql, reporter, publicDir, cacheDirectory: cache.directory, prefix, withBase, timed })
  if (!markdown) return null
  // The pages' links and anchors, and the Markdown files' links, checked together.
  const html = checkPageLinks(pages, markdown.markdownLinks.sources)
  const routes = html.routes
  timed('link check')

  // _headers and _redirects
  write(
    publicDir,
    '_headers',
    buildHeadersFile({ csp: buildCsp({ layer: 'header', connect }), rootFiles: fs.readdirSync(publicDir), htmlRoutes: routes.map(withBase), prefix }) + markdownAlternateRules(markdown.twinsOf),
  )
  write(publicDir, '_redirects', buildRedirectsFile({ aliases: markdown.aliases, routes: routes.map(withBase), home: withBase('/') }))
  timed('_headers, _redirects')
  reporter.info(`${markdown.summary}; CSP meta in ${html.processed} changed HTML files (${html.reused} unchanged); ${html.targets} distinct link targets checked`)
  return [...markdown.markdownLinks.problems, ...html.problems]
}
