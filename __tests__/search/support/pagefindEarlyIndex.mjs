// Pagefind two ways over the same documents, for __tests__/build/outputs/search/earlyIndex.test.ts: (a) a fresh
// index of the store as it is now; (b) the early index of the build (src/build/outputs/search/pagefindIndex.ts):
// the store as the last build left it, then each document cut again given with addHTMLFile under
// its file, as replaceCutDocuments does. Plain Node, because pagefind is ESM-only.
// Usage: node pagefindEarlyIndex.mjs <plan.json>, through ./runPagefindScript.ts (whole files before Pagefind is closed)
//   plan: { excludeSelectors, storeNow, storeBefore, given: [{ file, document }], outDir }
import fs from 'node:fs'
import path from 'node:path'
import * as pagefind from 'pagefind'
import { closeWhenTold } from './closeWhenTold.mjs'

const plan = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'))
const { excludeSelectors } = plan
const fresh = (await pagefind.createIndex({ excludeSelectors })).index
const read = await fresh.addDirectory({ path: plan.storeNow })
await fresh.writeFiles({ outputPath: path.join(plan.outDir, 'fresh') })
const early = (await pagefind.createIndex({ excludeSelectors })).index
const readBefore = await early.addDirectory({ path: plan.storeBefore })
for (const { file, document } of plan.given) {
  const added = await early.addHTMLFile({ sourcePath: file, content: document })
  if (added.errors.length) throw new Error(added.errors.join('\n'))
}
await early.writeFiles({ outputPath: path.join(plan.outDir, 'early') })
fs.writeFileSync(path.join(plan.outDir, 'counts.json'), JSON.stringify({ fresh: read.page_count, early: readBefore.page_count }))
await closeWhenTold(pagefind)
