// Indexes a built site twice with Pagefind: (a) its own reading of public/, (b) the search documents
// the build gives it (src/build/outputs/search/searchDocuments.ts), staged in a folder as the build stages
// them. Plain Node, because pagefind is ESM-only; run through __tests__/search/support/runPagefindScript.ts
// (whole files before Pagefind is closed).
// Usage: node pagefindBothWays.mjs <public> <staged documents> <options.json> <outDir>
import fs from 'node:fs'
import path from 'node:path'
import * as pagefind from 'pagefind'
import { closeWhenTold } from '../../__tests__/search/support/closeWhenTold.mjs'

const [publicDir, stagedDir, optionsFile, outDir] = process.argv.slice(2)
const { excludeSelectors } = JSON.parse(fs.readFileSync(optionsFile, 'utf8'))
const run = async (name, add) => {
  const { index } = await pagefind.createIndex({ excludeSelectors })
  await add(index)
  await index.writeFiles({ outputPath: path.join(outDir, name) })
}
await run('directory', (index) => index.addDirectory({ path: publicDir }))
await run('documents', (index) => index.addDirectory({ path: stagedDir }))
await closeWhenTold(pagefind)
