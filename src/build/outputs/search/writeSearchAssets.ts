/**
 * Writes the search assets that exist before webpack runs, under stable names (src/search/assets.ts):
 * DocSearch's modal stylesheet plus our theme (`docsearch.css`: a file of its own because Gatsby
 * bundles every imported CSS file, lazy ones included, into the CSS it inlines in every page) and,
 * under `gatsby develop` only, Pagefind's index of the compiled pages
 * (src/build/outputs/search/developSearchIndex.ts). A build writes that index after the build from
 * the HTML (./pagefindIndex.ts), so it runs no query over every page here.
 */
import fs from 'fs'
import { createRequire } from 'module'
import path from 'path'
import { writeDevelopSearchIndex } from './developSearchIndex'
import { SEARCH_ASSETS } from '../../../search/assets'

type GraphqlFn = <T>(query: string) => Promise<{ errors?: unknown; data?: T }>

export interface SearchAssetsResult {
  /** One line for the build log. */
  summary: string
}

const ROOT = process.cwd()

function writeAsset(publicDir: string, url: string, content: string): void {
  fs.mkdirSync(publicDir, { recursive: true })
  fs.writeFileSync(path.join(publicDir, url.replace(/^\//, '')), content)
}

export function modalStylesheet(): string {
  // createRequire: Gatsby compiles gatsby-node with Parcel, which does not keep `require.resolve`.
  const dist = path.dirname(createRequire(path.join(ROOT, 'package.json')).resolve('@docsearch/css/dist/modal.css'))
  const docsearchCss = ['_variables.css', 'modal.css'].map((file) => fs.readFileSync(path.join(dist, file), 'utf8')).join('\n')
  const theme = fs.readFileSync(path.join(ROOT, 'src/search/modal/docsearchTheme.css'), 'utf8')
  return `${docsearchCss}\n${theme}`
}

export async function writeSearchAssets(graphql: GraphqlFn, publicDir = path.join(ROOT, 'public')): Promise<SearchAssetsResult> {
  writeAsset(publicDir, SEARCH_ASSETS.docsearchCss, modalStylesheet())
  if (process.env.gatsby_executing_command !== 'develop') {
    return { summary: `Search: ${SEARCH_ASSETS.docsearchCss} written; the Pagefind index is written after the build` }
  }
  // Develop carries on without search rather than stopping the author's loop.
  const summary = await writeDevelopSearchIndex(graphql, publicDir).catch((error: unknown) => `Search (develop): no index written: ${error instanceof Error ? error.message : String(error)}`)
  return { summary }
}
