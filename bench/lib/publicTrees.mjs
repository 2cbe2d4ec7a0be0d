/**
 * Comparing two built sites file by file: what `bench/rebuildCheck.mjs` and the build proofs of
 * `npm test` (e2e/proofs/) use to say that two `public/` folders hold the same site.
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

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

/** Differences between two fingerprints (a: the build under test, b: the reference), volatile files left out. */
export function compareTrees(a, b, volatile = VOLATILE) {
  const onlyRebuild = [...a.keys()].filter((f) => !b.has(f)).sort()
  const onlyCold = [...b.keys()].filter((f) => !a.has(f)).sort()
  const differ = [...a.keys()].filter((f) => b.has(f) && b.get(f) !== a.get(f) && !volatile.has(f)).sort()
  return { onlyRebuild, onlyCold, differ }
}

const TEXT = /(\.(html|json|js|css|txt|md|xml|svg|map|webmanifest)|(^|\/)_(headers|redirects))$/

/** Where two texts first differ, with a little context on each side (minified files are one long line). */
function firstDifference(a, b, context = 80) {
  let i = 0
  while (i < a.length && i < b.length && a[i] === b[i]) i++
  const lineNo = a.slice(0, i).split('\n').length
  const clip = (text) => JSON.stringify(text.slice(Math.max(0, i - context), i + context))
  return `first difference at line ${lineNo}, character ${i}:\n      - ${clip(a)}\n      + ${clip(b)}`
}

/**
 * A readable list of the differences of compareTrees (at most `limit` files per kind), with, for a
 * text file present in both, where its bytes first differ (a: the build under test, b: the reference).
 */
export function describeDifferences({ onlyRebuild, onlyCold, differ }, { dirA, dirB, labelA = 'the rebuild', labelB = 'the cold build', limit = 20 } = {}) {
  const lines = []
  const list = (title, files, detail) => {
    if (!files.length) return
    lines.push(`${title} (${files.length}):`)
    for (const f of files.slice(0, limit)) {
      lines.push(`  - ${f}`)
      if (detail) lines.push(`    ${detail(f)}`)
    }
    if (files.length > limit) lines.push(`  … ${files.length - limit} more`)
  }
  list(`files only in ${labelA}`, onlyRebuild)
  list(`files only in ${labelB}`, onlyCold)
  list(`files with different bytes`, differ, dirA && dirB ? (f) => (TEXT.test(f) ? firstDifference(fs.readFileSync(path.join(dirA, f), 'utf8'), fs.readFileSync(path.join(dirB, f), 'utf8')) : 'binary file') : undefined)
  return lines.join('\n')
}

/**
 * The browser bundles at the top of public/: name → sha1. Names carry content hashes. webpack's
 * runtime chunk is listed by size only: after a code edit, a compilation that starts from
 * webpack's cache and a cold one give the same runtime code with other minified names (Terser
 * mangles two variables the other way round), hence another content hash for the runtime, and so
 * another compilation hash in every page.
 */
export function bundles(dir) {
  const out = new Map()
  for (const name of fs.readdirSync(dir)) {
    if (!/\.(js|css)$/.test(name)) continue
    const bytes = fs.readFileSync(path.join(dir, name))
    if (name.startsWith('webpack-runtime-')) out.set('webpack-runtime (size)', String(bytes.length))
    else out.set(name, crypto.createHash('sha1').update(bytes).digest('hex'))
  }
  return out
}
