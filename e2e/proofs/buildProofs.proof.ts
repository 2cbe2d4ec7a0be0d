/**
 * Proofs that the build's shortcuts do not change the site (issue #30, item 3), on the small proof
 * site (e2e/fixtures/proof-site: 22 docs, a blog post, an image, a data value on two pages).
 *
 * Five builds, one chain:
 * 1. a cold build of the proof site;
 * 2. an edit of the MDX pipeline, then `gatsby build`: Gatsby cannot tell which nodes an edit of
 *    gatsby-node's code makes stale, so it empties .cache and starts over (over the previous
 *    public/), and the edit must show;
 * 3. the content and code edits, then an incremental `gatsby build` from what build 2 left
 *    (.cache and public/), which must not start over;
 * 3b. one more doc's text, then an incremental build: with the set of pages unchanged and one
 *    search document changed, the search step patches build 3's word index (the speed device
 *    patched-word-index) instead of having Pagefind index every page, and must say so;
 * 4. the reference: the same sources built cold (.cache and public/ removed) in a copy whose speed
 *    patches are reversed (`npm run patches:stock`, in real copies of the patched packages, never
 *    in the shared node_modules), with SQUIRE_SPEED=0.
 * Build 3b's public/ must equal build 4's, file for file and byte for byte, up to the differences
 * ./knownDifferences.ts names, each with its reason (after a code edit the browser bundles are
 * compiled again; two speed devices change bytes on purpose). That one comparison proves
 * incremental = cold and fast = stock at once. Build 2 is checked through it: whatever it left
 * stale (a node field, a file in public/) is still there in build 3 for every page the later
 * edits do not touch, and a cold stock build has none of it. Each edit still checks where it
 * shows, on both trees. Files that carry the build time by design are left out (VOLATILE in
 * bench/lib/publicTrees.mjs, each with its reason). A difference means incremental ≠ cold or
 * fast ≠ stock; `PROOFS_KEEP=1` keeps both trees (and every build's log) to tell which.
 *
 * The content edits and the code edits share one incremental build: each build costs ≈ 75 s of
 * CPU on CI's machine, and the proofs run beside the rest of `npm test`. The code edits reach
 * pages the content edits leave alone (the blog templates; the stylesheet every page inlines,
 * which the pages no content edit touches must pick up too).
 */
import { execFileSync } from 'child_process'
import fs from 'fs'
import path from 'path'
import { copySources, unsharePatchedPackages } from '../../bench/lib/siteCopy.mjs'
import { CODE_EDITS, CONTENT_EDITS, PIPELINE_EDITS, SEARCH_PATCH_EDITS, type Edit } from './edits'
import { compareModuloKnownDifferences, describeComparison } from './knownDifferences'
import { CACHE_EMPTIED, ROOT, gatsbyBuild, makeWorkDir, plainLog, prepareProofSite, type BuildRun } from './fixtureSite'

const work = makeWorkDir()
const site = path.join(work, 'site')
const publicDir = path.join(site, 'public')
const runs: BuildRun[] = []

async function build(dir: string, label: string, env: Record<string, string> = {}): Promise<BuildRun> {
  const run = await gatsbyBuild(dir, label, env)
  runs.push(run)
  // Each build's output, for PROOFS_KEEP=1: where its time went (Gatsby prints each step's).
  fs.writeFileSync(path.join(work, `build-${runs.length}.log`), `${label}\n${run.log}`)
  return run
}

/**
 * The stock build of the site as it is now: the site (its incremental public/ with it) moves aside
 * to `aside`, and a copy of its sources with the speed patches reversed and SQUIRE_SPEED=0 is built
 * cold in the same folder (node ids, hence the pages' context ids in page-data, derive from the
 * files' absolute paths).
 */
async function stockBuild(aside: string): Promise<void> {
  fs.renameSync(site, aside)
  copySources(aside, site)
  // The aside's node_modules (hard links to the work tree's, which no build writes into) moves over
  // instead of being linked again: 100,000 links made and removed cost seconds of CPU.
  fs.renameSync(path.join(aside, 'node_modules'), path.join(site, 'node_modules'))
  unsharePatchedPackages(ROOT, site)
  execFileSync('npm', ['run', '--silent', 'patches:stock'], { cwd: site, stdio: 'pipe' })
  await build(site, 'stock cold build (SQUIRE_SPEED=0, speed patches reversed)', { SQUIRE_SPEED: '0' })
}

/** The edits, then `gatsby build` in the site; fails unless Gatsby emptied .cache (started over) exactly when `cacheEmptied` says. */
async function editAndBuild(name: string, edits: readonly Edit[], cacheEmptied: boolean): Promise<BuildRun> {
  for (const edit of edits) edit.apply(site)
  const run = await build(site, `${cacheEmptied ? 'build (Gatsby starts over)' : 'incremental build'} after ${name}`)
  // A content or component edit must be built incrementally, or this proves nothing about
  // incremental builds; an edit of gatsby-node's code must make Gatsby start over.
  expect({ edits: name, cacheEmptied: CACHE_EMPTIED.test(plainLog(run.log)) }).toEqual({ edits: name, cacheEmptied })
  return run
}

const PIPELINE = 'the MDX pipeline edit'
const CONTENT_AND_CODE = 'the content and code edits'
const SEARCH_PATCH = 'one more doc edit'

beforeAll(async () => {
  prepareProofSite(site)
  await build(site, 'cold build of the proof site')
})

afterAll(() => {
  const total = runs.reduce((sum, run) => sum + run.seconds, 0)
  const lines = runs.map((run) => `  ${run.seconds.toFixed(1).padStart(6)} s  (CPU ${run.cpuSeconds?.toFixed(1) ?? '?'} s)  ${run.label}`)
  process.stdout.write(`\nBuild proofs: ${runs.length} builds, ${total.toFixed(1)} s\n${lines.join('\n')}\n`)
  if (process.env.PROOFS_KEEP === '1') process.stdout.write(`kept ${work}\n`)
  else fs.rmSync(work, { recursive: true, force: true })
})

describe('incremental = cold = stock', () => {
  test(`${PIPELINE} (${PIPELINE_EDITS.map((e) => e.what).join('; ')}): Gatsby starts over, and the edit shows`, async () => {
    await editAndBuild(PIPELINE, PIPELINE_EDITS, true)
    for (const edit of PIPELINE_EDITS) edit.shows(publicDir)
  })

  // By design the incremental default build and the stock cold build differ where two speed
  // devices change bytes (compile hints, the stable compilation hash) and in the runtime's minified
  // names; ./knownDifferences.ts takes exactly those out and says why.
  test(`${CONTENT_AND_CODE} (${[...CONTENT_EDITS, ...CODE_EDITS].map((e) => e.what).join('; ')}), built incrementally after the pipeline edit, then ${SEARCH_PATCH} (${SEARCH_PATCH_EDITS.map((e) => e.what).join('; ')}): the same site as a SQUIRE_SPEED=0 cold build with the speed patches reversed`, async () => {
    await editAndBuild(CONTENT_AND_CODE, [...CONTENT_EDITS, ...CODE_EDITS], false)
    const patchRun = await editAndBuild(SEARCH_PATCH, SEARCH_PATCH_EDITS, false)
    expect(plainLog(patchRun.log)).toMatch(/the last build's index patched with 1 changed documents/)
    const aside = path.join(work, 'incremental')
    await stockBuild(aside)
    const incremental = path.join(aside, 'public')
    for (const edit of [...PIPELINE_EDITS, ...CONTENT_EDITS, ...CODE_EDITS, ...SEARCH_PATCH_EDITS]) {
      edit.shows(incremental)
      edit.shows(publicDir)
    }
    const labels = { labelA: `the incremental build after ${CONTENT_AND_CODE}`, labelB: 'the stock cold build (SQUIRE_SPEED=0, speed patches reversed) of the same sources' }
    const described = describeComparison(compareModuloKnownDifferences(incremental, publicDir), labels)
    if (described) throw new Error(`${labels.labelA} ≠ ${labels.labelB}:\n${described}`)
  })
})
