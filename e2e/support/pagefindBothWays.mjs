// Indexes a built site twice with Pagefind: (a) its own reading of public/ (addDirectory), (b) the
// search documents the build gives it (src/search/node/searchDocuments.ts, passed in as JSON).
// Plain Node, because pagefind is ESM-only. Usage: node pagefindBothWays.mjs <public> <documents.json> <outDir>
import fs from 'node:fs'
import path from 'node:path'
import * as pagefind from 'pagefind'

const [publicDir, documentsFile, outDir] = process.argv.slice(2)
const exclude = JSON.parse(fs.readFileSync(documentsFile, 'utf8'))
const run = async (name, add) => {
  const { index } = await pagefind.createIndex({ excludeSelectors: exclude.excludeSelectors })
  await add(index)
  await index.writeFiles({ outputPath: path.join(outDir, name) })
}
await run('directory', (index) => index.addDirectory({ path: publicDir }))
await run('documents', (index) => Promise.all(exclude.documents.map(({ url, document }) => index.addHTMLFile({ url, content: document }))))
await pagefind.close()
