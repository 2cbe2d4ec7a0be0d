/** The bench's data edit (the ablation of devices measured after one, bench/lib/ablate.mjs SETTING_EDITS). */
import fs from 'node:fs'
import path from 'node:path'

/**
 * Edits a value of content/data for real (token.json's supplyModel gets a stamp): every page and
 * Markdown twin made from the data is stale after it. Returns the file edited.
 */
export function editSquireData(dir, stamp) {
  const file = path.join(dir, 'content/data/token.json')
  const token = JSON.parse(fs.readFileSync(file, 'utf8'))
  token.supplyModel = `${String(token.supplyModel).replace(/ \(bench data edit [^)]*\)$/, '')} (bench data edit ${stamp})`
  fs.writeFileSync(file, `${JSON.stringify(token, null, 2)}\n`)
  return file
}
