/**
 * After `gatsby build`: everything written into public/ (Markdown twins, llms.txt, feeds, CSP,
 * host files: src/build/outputs/deploy), with the link and anchor check over the final HTML done in the same
 * pass that writes the CSP (src/build/outputs/deploy/htmlPass.ts); broken links fail the build here.
 */
import path from 'path'
import type { GatsbyNode } from 'gatsby'
import { formatLinkProblems } from '../outputs/checkLinks'
import { buildSearchAfterBuild } from '../outputs/search/pagefindIndex'
import { searchCacheFile } from '../outputs/search/searchCacheFile'
import { removeStaleBrowserAssets } from '../speed/webpack/browserAssets'
import { speedOn } from '../speed/speedSwitch'

type PostBuild = NonNullable<GatsbyNode['onPostBuild']>
type PostBuildArgs = Parameters<PostBuild>[0]
type PostBuildOptions = Parameters<PostBuild>[1]

/**
 * The deploy step's modules (Markdown twins with their MDX parser and remark stack, feeds, the HTML
 * pass), loaded when the step runs: Gatsby's query and HTML workers load this file with the rest of
 * gatsby-node and never run it, and here it loads while Pagefind indexes.
 */
const deployStep = (): typeof import('../outputs/deploy/deployStep') => require('../outputs/deploy/deployStep') as typeof import('../outputs/deploy/deployStep')
// Off (docs/decisions/lazy-compiler.md), every process that loads gatsby-node loads them, as before.
if (!speedOn('lazy-compiler')) deployStep()

// Two parameters on purpose: Gatsby treats an API function that declares a third (callback)
// parameter as callback-style and waits for the callback.
export async function onPostBuild(args: PostBuildArgs, _options: PostBuildOptions): Promise<void> {
  // First the bundles of earlier builds go (src/build/speed/webpack/browserAssets.ts): the deploy
  // step lists the hashed bundles in public/ in _headers, and listed those of the last build too.
  const stale = removeStaleBrowserAssets(path.join(process.cwd(), 'public'))
  if (stale.length) args.reporter.info(`Removed ${stale.length} bundle files of earlier builds from public/ (src/build/speed/webpack/browserAssets.ts)`)
  // Side by side: search (src/build/outputs/search/pagefindIndex.ts: Pagefind's index over the built HTML,
  // in its own process; it reads only the pages' bodies and writes only public/pagefind/) and the
  // deploy step (Node: Markdown twins, feeds, the HTML pass, which rewrites each page atomically
  // and never looks inside public/pagefind*). Neither reads what the other writes. Search is the
  // longer of the two, so it goes first: the deploy step takes the main thread once Pagefind has
  // the documents and is indexing them in its own process (or once search has stopped).
  // The search documents' store (and with it the kept fragments and the early index) is a speed device.
  // The deploy step's Markdown step waits for Pagefind's process to end: both are large, and
  // together they were the build's memory peak (src/build/outputs/deploy/deployStep.ts).
  const searchCache = speedOn('search-documents-store') ? searchCacheFile(args.cache.directory) : undefined
  let startDeploy: () => void = () => undefined
  let pagefindEnded: () => void = () => undefined
  const indexing = new Promise<void>((resolve) => (startDeploy = resolve))
  const pagefindGone = new Promise<void>((resolve) => (pagefindEnded = resolve))
  const search = buildSearchAfterBuild(args, { cacheFile: searchCache, onIndexing: startDeploy, onPagefindEnded: pagefindEnded }).finally(() => {
    startDeploy()
    pagefindEnded()
  })
  const [saveSearchDocuments, problems] = await Promise.all([search, indexing.then(() => deployStep().writeDeployArtefacts(args, pagefindGone))])
  // The HTML pass is over: the pages' stats are final for the next build's search step.
  saveSearchDocuments()
  if (!problems) return
  if (problems.length) args.reporter.panicOnBuild(formatLinkProblems(problems))
  else args.reporter.info('Link check: every internal link and anchor resolves')
}
