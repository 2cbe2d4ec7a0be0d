#!/usr/bin/env node
/**
 * A rebuild must produce the same public/ as a cold build of the same sources, and leave nothing
 * behind from a doc that was deleted or moved.
 *
 *   node bench/rebuildCheck.mjs [--docs 20] [--keep]
 *
 * On a copy of the site with a small bench corpus plus two docs nobody links to: a cold build;
 * then one doc edited, one of the two deleted, the other moved to a new path; a rebuild; then
 * another doc edited and a rebuild (the one-doc case, whose search step must patch the last build's
 * word index with that page and keep the unchanged pages' fragment files), whose public/ is fingerprinted (path → sha1); then .cache and public/ removed and a cold build of the
 * same sources, fingerprinted too. Every file must exist in both with the same bytes, except the
 * few that carry the build time by design (VOLATILE, each with its reason).
 *
 * Then the code side, which a rebuild skips when nothing it was compiled from changed (the Gatsby
 * patch: Parcel, both webpack compilations, the types): a component's visible text edited, a
 * rebuild, which must carry the new text in its HTML and its JavaScript, and again a cold build of
 * the same sources whose browser bundles must be the same (`bundles`: the pages themselves differ
 * by webpack's runtime after any code edit, see there). Exits 1 on any difference, listing it. Slow (six builds), so it is a script, not part of
 * `npm test`.
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { docSource } from './corpus.mjs'
import { bundles, compareTrees, fingerprint, VOLATILE } from './lib/publicTrees.mjs'
import { buildSquire, editSquireDoc, prepareSquireSite } from './lib/squire.mjs'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

const EXTRA = { gone: 'bench/extra-gone', moved: 'bench/extra-moved', movedTo: 'bench/moved/extra-moved' }

/** A visible text of a component on every page (in the HTML and the browser bundle). */
const CODE_EDIT = { file: 'src/components/SkipToContent/index.tsx', from: 'Skip to main content', to: 'Skip to the main content' }

/** Prints the differences between a rebuild and a cold build; true when there are none. */
function report(label, rebuilt, cold, stale) {
  const { onlyRebuild, onlyCold, differ } = compareTrees(rebuilt, cold)
  const lists = [
    [`files only in the rebuild (stale output)`, onlyRebuild],
    [`files only in the cold build (missing from the rebuild)`, onlyCold],
    [`files with different bytes`, differ],
  ]
  let same = true
  for (const [title, files] of lists) {
    if (!files.length) continue
    same = false
    console.log(`\n${label}, ${title} (${files.length}):\n${files.slice(0, 40).map((f) => `  - ${f}`).join('\n')}${files.length > 40 ? `\n  … ${files.length - 40} more` : ''}`)
  }
  const left = stale(onlyRebuild)
  if (left.length) console.log(`\nof which left over from the deleted or moved doc: ${left.join(', ')}`)
  console.log(
    same
      ? `\n${label}: rebuild = cold build: ${rebuilt.size} files, same paths and bytes (volatile by design: ${[...VOLATILE].map(([f, why]) => `${f}, ${why}`).join('; ')})`
      : `\n${label}: rebuild ≠ cold build (${rebuilt.size} files in the rebuild, ${cold.size} in the cold build)`,
  )
  return same
}

function writeExtraDoc(dir, id, title) {
  const file = path.join(dir, 'content/docs', `${id}.mdx`)
  const body = docSource({ index: 1, total: 2 }).replace(/^title: .*$/m, `title: ${JSON.stringify(title)}`).replace(/^sidebar_position: .*$/m, 'sidebar_position: 900')
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, body)
  return file
}

const log = (message) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${message}`)

async function build(dir, label) {
  const run = await buildSquire(dir)
  log(`${label}: ${run.seconds.toFixed(1)} s (CPU ${run.cpuSeconds?.toFixed(1) ?? '?'} s)`)
  return run
}

async function main() {
  const args = process.argv.slice(2)
  const docsAt = args.indexOf('--docs')
  const docs = docsAt >= 0 ? Number(args[docsAt + 1]) : 20
  const keep = args.includes('--keep')
  const dir = prepareSquireSite({ siteRoot: ROOT, docs, seed: 12 })
  log(`site with ${docs} bench docs and two unlinked extras in ${dir}`)
  let failed = false
  try {
    writeExtraDoc(dir, EXTRA.gone, 'A doc that will be deleted')
    const moved = writeExtraDoc(dir, EXTRA.moved, 'A doc that will be moved')
    await build(dir, 'cold build')
    const publicDir = path.join(dir, 'public')
    for (const id of [EXTRA.gone, EXTRA.moved]) {
      if (!fs.existsSync(path.join(publicDir, id, 'index.html'))) throw new Error(`the cold build has no page for ${id}`)
    }

    editSquireDoc(dir, 1)
    fs.rmSync(path.join(dir, 'content/docs', `${EXTRA.gone}.mdx`))
    const target = path.join(dir, 'content/docs', `${EXTRA.movedTo}.mdx`)
    fs.mkdirSync(path.dirname(target), { recursive: true })
    fs.renameSync(moved, target)
    log(`edited ${'bench/page-0001'}, deleted ${EXTRA.gone}, moved ${EXTRA.moved} → ${EXTRA.movedTo}`)
    await build(dir, 'rebuild')
    // Then one doc edited, nothing added or gone: the search step has Pagefind index only that page
    // and patches the last build's word index with it (src/build/speed/patchedWordIndex.ts).
    editSquireDoc(dir, 2)
    log(`edited bench/page-0002`)
    const second = await build(dir, 'rebuild')
    if (!/the last build's index patched with 1 changed documents/.test(second.log)) {
      failed = true
      console.log(`
the one-doc rebuild did not patch the last build's search index (its "Search:" line: ${second.log.match(/Search: Pagefind.*/)?.[0] ?? 'none'})`)
    }
    // …and Pagefind kept the last build's fragment files of the unchanged pages (src/build/speed/keptFragments.ts).
    if (!/[1-9]\d* fragments kept from the last build/.test(second.log)) {
      failed = true
      console.log(`
the one-doc rebuild did not keep the unchanged pages' search fragments (its "Search:" line: ${second.log.match(/Search: Pagefind.*/)?.[0] ?? 'none'})`)
    }
    const rebuilt = fingerprint(publicDir)

    fs.rmSync(path.join(dir, '.cache'), { recursive: true, force: true })
    fs.rmSync(publicDir, { recursive: true, force: true })
    await build(dir, 'cold build of the same sources')
    const cold = fingerprint(publicDir)

    const stale = (files) => files.filter((f) => f.includes('extra-gone') || f.startsWith(`${EXTRA.moved}/`) || f === `${EXTRA.moved}.md`)
    if (!report('content edits (two rebuilds)', rebuilt, cold, stale)) failed = true

    // The code side: the cold build's caches are the starting point of a rebuild after a code edit.
    const component = path.join(dir, CODE_EDIT.file)
    const before = fs.readFileSync(component, 'utf8')
    if (!before.includes(CODE_EDIT.from)) throw new Error(`${CODE_EDIT.file} no longer says "${CODE_EDIT.from}": update CODE_EDIT`)
    fs.writeFileSync(component, before.replace(CODE_EDIT.from, CODE_EDIT.to))
    log(`edited ${CODE_EDIT.file}: "${CODE_EDIT.from}" → "${CODE_EDIT.to}"`)
    await build(dir, 'rebuild after the code edit')
    const reached = [path.join(publicDir, 'index.html'), ...fs.readdirSync(publicDir).filter((f) => f.endsWith('.js')).map((f) => path.join(publicDir, f))].filter((f) => fs.readFileSync(f, 'utf8').includes(CODE_EDIT.to))
    if (!reached.some((f) => f.endsWith('.html')) || !reached.some((f) => f.endsWith('.js'))) {
      failed = true
      console.log(`\nthe code edit did not reach the rebuild: "${CODE_EDIT.to}" is in ${reached.length ? reached.map((f) => path.relative(publicDir, f)).join(', ') : 'no file'} (expected the home page's HTML and a JavaScript bundle)`)
    }
    const rebuiltAfterCode = bundles(publicDir)
    fs.rmSync(path.join(dir, '.cache'), { recursive: true, force: true })
    fs.rmSync(publicDir, { recursive: true, force: true })
    await build(dir, 'cold build of the same sources')
    if (!report('code edit, browser bundles (webpack runtime by size)', rebuiltAfterCode, bundles(publicDir), () => [])) failed = true
  } finally {
    if (keep) log(`kept ${dir}`)
    else fs.rmSync(dir, { recursive: true, force: true })
  }
  process.exit(failed ? 1 : 0)
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  })
}
