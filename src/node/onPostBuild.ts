/**
 * After `gatsby build`: first everything written into public/ (Markdown twins, llms.txt, feeds,
 * CSP, host files: src/deploy), then the link and anchor check over the final HTML.
 */
import type { GatsbyNode } from 'gatsby'
import { onPostBuild as writeDeployArtefacts } from '../deploy/onPostBuild'
import { checkBuiltLinks } from './gatsbyNode'
import { buildSearchAfterBuild } from '../search/node/pagefindIndex'

type PostBuild = NonNullable<GatsbyNode['onPostBuild']>
type PostBuildArgs = Parameters<PostBuild>[0]
type PostBuildOptions = Parameters<PostBuild>[1]

// Two parameters on purpose: Gatsby treats an API function that declares a third (callback)
// parameter as callback-style and waits for the callback.
export async function onPostBuild(args: PostBuildArgs, options: PostBuildOptions): Promise<void> {
  // Search (src/search/node/pagefindIndex.ts): Pagefind's index over the built HTML, then a check
  // that every search asset exists. Reads only the HTML; writes only public/pagefind/.
  await buildSearchAfterBuild(args)

  await (writeDeployArtefacts as (a: PostBuildArgs, o: PostBuildOptions) => Promise<void>)(args, options)
  checkBuiltLinks(args)
}
