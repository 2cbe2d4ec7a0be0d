#!/usr/bin/env node
/**
 * The committed baseline of accepted bench figures, bench/baseline.json. Runs themselves are
 * artefacts in bench/results/ (git-ignored); `npm run bench` prints each run against the baseline.
 *
 *   node bench/baseline.mjs --accept bench/results/compare-….json   # make that run the baseline
 *   node bench/baseline.mjs --compare bench/results/compare-….json  # print a run against it
 *
 * Accept only a complete run that meets the budgets, and say in the commit which run it is.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { baselineFromReport, baselineMarkdown } from './lib/baseline.mjs'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
export const BASELINE_FILE = path.join(ROOT, 'bench/baseline.json')

/** The commit that added `file` to git (results once lived there), or null. */
function commitThatAdded(file) {
  try {
    return execFileSync('git', ['log', '--diff-filter=A', '--format=%H', '-1', '--', file], { cwd: ROOT, encoding: 'utf8' }).trim() || null
  } catch {
    return null
  }
}

export function readBaseline(file = BASELINE_FILE) {
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null
}

function main(argv) {
  const [flag, run] = argv
  if (!['--accept', '--compare'].includes(flag) || !run) throw new Error('usage: node bench/baseline.mjs --accept|--compare <run JSON>')
  const report = JSON.parse(fs.readFileSync(run, 'utf8'))
  const source = path.relative(ROOT, path.resolve(run))
  if (flag === '--accept') {
    fs.writeFileSync(BASELINE_FILE, `${JSON.stringify(baselineFromReport(report, { source, sourceCommit: commitThatAdded(source) }), null, 2)}\n`)
    console.log(`wrote ${path.relative(ROOT, BASELINE_FILE)} from ${source}`)
    return
  }
  const baseline = readBaseline()
  if (!baseline) throw new Error(`${path.relative(ROOT, BASELINE_FILE)} is missing`)
  console.log(baselineMarkdown(report, baseline).join('\n'))
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    main(process.argv.slice(2))
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  }
}
