// Pagefind's bundles for __tests__/build/speed/patchedWordIndex.test.ts: the whole index of the store
// as the last build left it (`before`), the whole index of the store as it is now (`after`), and
// each set of `given` documents indexed alone (`small-<n>`), as the patched-word-index device has
// Pagefind index the changed pages (src/build/outputs/search/pagefindIndex.ts indexGivenDocuments).
// Plain Node, because pagefind is ESM-only.
// Usage: node pagefindPatchedIndex.mjs <plan.json>, through ./runPagefindScript.ts
//   plan: { excludeSelectors, storeBefore, storeNow, given: [[{ file, document }]], outDir }
import path from 'node:path'
import * as pagefind from 'pagefind'
import { closeWhenTold } from './closeWhenTold.mjs'

const plan = JSON.parse((await import('node:fs')).readFileSync(process.argv[2], 'utf8'))
const { excludeSelectors } = plan
for (const [name, store] of [['before', plan.storeBefore], ['after', plan.storeNow]]) {
  const index = (await pagefind.createIndex({ excludeSelectors })).index
  const read = await index.addDirectory({ path: store })
  if (read.errors.length) throw new Error(read.errors.join('\n'))
  await index.writeFiles({ outputPath: path.join(plan.outDir, name) })
}
for (const [n, given] of plan.given.entries()) {
  const index = (await pagefind.createIndex({ excludeSelectors })).index
  for (const { file, document } of given) {
    const added = await index.addHTMLFile({ sourcePath: file, content: document })
    if (added.errors.length) throw new Error(added.errors.join('\n'))
  }
  await index.writeFiles({ outputPath: path.join(plan.outDir, `small-${n}`) })
}
await closeWhenTold(pagefind)
