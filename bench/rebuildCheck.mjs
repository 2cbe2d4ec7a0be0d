#!/usr/bin/env node
/**
 * A rebuild must produce the same public/ as a cold build of the same sources, and leave nothing
 * behind from a doc that was deleted or moved.
 *
 *   node bench/rebuildCheck.mjs [--docs 20] [--keep]
 *
 * On a copy of the site with a small bench corpus plus two docs nobody links to: a cold build;
 * then one doc edited, one of the two deleted, the other moved to a new path; a rebuild, whose
 * public/ is fingerprinted (path → sha1); then .cache and public/ removed and a cold build of the
 * same sources, fingerprinted too. Every file must exist in both with the same bytes, except the
 * few that carry the build time by design (VOLATILE, each with its reason). Exits 1 on any other
 * difference, listing it. Slow (three builds), so it is a script, not part of `npm test`.
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { docSource } from './corpus.mjs'
import { buildSquire, editSquireDoc, prepareSquireSite } from './lib/squire.mjs'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/** Files whose bytes differ between any two builds by design, and why. */
export const VOLATILE = new Map([['blog/rss.xml', 'gatsby-plugin-feed writes the build time as <lastBuildDate>']])

/** path (relative, '/'-separated) → sha1 of every file under dir. */
export function fingerprint(dir) {
  const out = new Map()
  const walk = (sub) => {
    for (const entry of fs.readdirSync(path.join(dir, sub), { withFileTypes: true })) {
      const rel = sub ? `${sub}/${entry.name}` : entry.name
      if (entry.isDirectory()) walk(rel)
      else if (entry.isFile()) out.set(rel, crypto.createHash('sha1').update(fs.readFileSync(path.join(dir, rel))).digest('hex'))
    }
  }
  walk('')
  return out
}

/** Differences between a rebuild's tree and a cold build's, volatile files left out. */
export function compareTrees(rebuilt, cold, volatile = VOLATILE) {
  const onlyRebuild = [...rebuilt.keys()].filter((f) => !cold.has(f)).sort()
  const onlyCold = [...cold.keys()].filter((f) => !rebuilt.has(f)).sort()
  const differ = [...rebuilt.keys()].filter((f) => cold.has(f) && cold.get(f) !== rebuilt.get(f) && !volatile.has(f)).sort()
  return { onlyRebuild, onlyCold, differ }
}

const EXTRA = { gone: 'bench/extra-gone', moved: 'bench/extra-moved', movedTo: 'bench/moved/extra-moved' }

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
    const rebuilt = fingerprint(publicDir)

    fs.rmSync(path.join(dir, '.cache'), { recursive: true, force: true })
    fs.rmSync(publicDir, { recursive: true, force: true })
    await build(dir, 'cold build of the same sources')
    const cold = fingerprint(publicDir)

    const { onlyRebuild, onlyCold, differ } = compareTrees(rebuilt, cold)
    const stale = onlyRebuild.filter((f) => f.includes('extra-gone') || f.startsWith(`${EXTRA.moved}/`) || f === `${EXTRA.moved}.md`)
    const report = [
      [`files only in the rebuild (stale output)`, onlyRebuild],
      [`files only in the cold build (missing from the rebuild)`, onlyCold],
      [`files with different bytes`, differ],
    ]
    for (const [label, files] of report) {
      if (!files.length) continue
      failed = true
      console.log(`\n${label} (${files.length}):\n${files.slice(0, 40).map((f) => `  - ${f}`).join('\n')}${files.length > 40 ? `\n  … ${files.length - 40} more` : ''}`)
    }
    if (stale.length) console.log(`\nof which left over from the deleted or moved doc: ${stale.join(', ')}`)
    console.log(
      failed
        ? `\nrebuild ≠ cold build (${rebuilt.size} files in the rebuild, ${cold.size} in the cold build)`
        : `\nrebuild = cold build: ${rebuilt.size} files, same paths and bytes (volatile by design: ${[...VOLATILE].map(([f, why]) => `${f}, ${why}`).join('; ')})`,
    )
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
