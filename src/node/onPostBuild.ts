/**
 * After `gatsby build`: first everything written into public/ (Markdown twins, llms.txt, feeds,
 * CSP, host files: src/deploy), then the link and anchor check over the final HTML.
 */
import type { GatsbyNode } from 'gatsby'
import { onPostBuild as writeDeployArtefacts } from '../deploy/onPostBuild'
import { checkBuiltLinks } from './gatsbyNode'

type PostBuild = NonNullable<GatsbyNode['onPostBuild']>

export const onPostBuild: PostBuild = async (args, options, callback) => {
  await writeDeployArtefacts?.(args, options, callback)
  checkBuiltLinks(args)
}
