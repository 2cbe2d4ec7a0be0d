// Pagefind's index of a folder of search documents, written into a folder that may already hold
// files (for __tests__/build/speed/keptFragments.test.ts). Plain Node, because pagefind is ESM-only.
// Usage: node pagefindWrite.mjs <plan.json>    plan: { excludeSelectors, storeDir, outDir }
// Run through ./runPagefindScript.ts, which waits for whole files before Pagefind is closed.
import fs from 'node:fs'
import * as pagefind from 'pagefind'
import { closeWhenTold } from './closeWhenTold.mjs'

const plan = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'))
const { index } = await pagefind.createIndex({ excludeSelectors: plan.excludeSelectors })
const added = await index.addDirectory({ path: plan.storeDir })
if (added.errors.length) throw new Error(added.errors.join('\n'))
const written = await index.writeFiles({ outputPath: plan.outDir })
if (written.errors.length) throw new Error(written.errors.join('\n'))
await closeWhenTold(pagefind)
