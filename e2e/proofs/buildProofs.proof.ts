/**
 * Proofs that the build's shortcuts do not change the site (issue #30, item 3), on the small proof
 * site (e2e/fixtures/proof-site: 22 docs, a blog post, an image, a data value on two pages).
 *
 * incremental = cold: a cold build; then each group of edits (content and code; the MDX pipeline)
 * followed by an incremental `gatsby build`, whose public/ must equal, file for file and byte for
 * byte, the public/ of a cold build of the same sources (.cache and public/ removed), up to the
 * differences ./knownDifferences.ts names (after a code edit the browser bundles are compiled
 * again). That cold build is where the next group starts. Files that carry the build time by
 * design are left out (VOLATILE in bench/lib/publicTrees.mjs, each with its reason).
 *
 * The content edits and the code edits share one group: each group costs an incremental and a
 * cold build (≈ 100 s of CPU on CI's machine), and the proofs run beside the rest of `npm test`.
 * The code edits reach pages the content edits leave alone (the blog templates; the stylesheet
 * every page inlines, which the pages no content edit touches must pick up too), and each edit
 * still checks where it shows.
 *
 * incremental = cold = stock: the last group (an edit of the MDX pipeline, after which Gatsby
 * empties its cache: the default build, cold, over the previous public/) is compared with a cold
 * build of the same sources in a copy whose speed patches are reversed (`npm run patches:stock`, in
 * real copies of the patched packages, never in the shared node_modules) and built with
 * SQUIRE_SPEED=0: that stock build is the group's cold reference and proves fast = stock with the
 * same comparison (one build fewer than a default cold build and a stock build each). The two
 * speed devices that change bytes on purpose are taken out of the comparison, each with its reason
 * (./knownDifferences.ts); a difference there means incremental ≠ cold or fast ≠ stock, and
 * `PROOFS_KEEP=1` keeps both trees to tell which.
 *
 * Five builds in all. `PROOFS_KEEP=1` keeps the temporary folders (their path is printed).
 */
import { execFileSync } from 'child_process'
import fs from 'fs'
import path from 'path'
import { compareTrees, describeDifferences, fingerprint, VOLATILE } from '../../bench/lib/publicTrees.mjs'
import { copySources, unsharePatchedPackages } from '../../bench/lib/siteCopy.mjs'
import { CODE_EDITS, CONTENT_EDITS, PIPELINE_EDITS, type Edit } from './edits'
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

/** A cold build of the site as it is now: .cache and public/ removed first. */
async function coldBuild(label: string): Promise<BuildRun> {
  fs.rmSync(path.join(site, '.cache'), { recursive: true, force: true })
  fs.rmSync(publicDir, { recursive: true, force: true })
  return build(site, label)
}

/** Fails with the list of differing files (and where each text file first differs) unless the two trees are the same site. */
function expectSameSite(dirA: string, dirB: string, labels: { labelA: string; labelB: string }, volatile: Map<string, string> = VOLATILE): void {
  const differences = compareTrees(fingerprint(dirA), fingerprint(dirB), volatile)
  const described = describeDifferences(differences, { dirA, dirB, ...labels })
  if (described) throw new Error(`${labels.labelA} ≠ ${labels.labelB}:\n${described}`)
}

/** How a group's cold reference is built. */
type Reference = 'cold' | 'stock'

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
  await build(site, 'stock build (SQUIRE_SPEED=0, speed patches reversed)', { SQUIRE_SPEED: '0' })
}

/**
 * One group: the edits, an incremental build (whose public/ is then moved aside), a cold build of
 * the same sources (the default build, or the stock one), the edits' effects checked on the cold
 * build, and the two trees compared: byte for byte, or, after the browser bundles were compiled
 * again (`bundlesCompiled`) or against the stock build, with the known differences taken out
 * (./knownDifferences.ts says why).
 */
async function proveGroup(name: string, edits: Edit[], expected: { cacheEmptied: boolean; bundlesCompiled: boolean; reference: Reference }): Promise<void> {
  for (const edit of edits) edit.apply(site)
  const incremental = await build(site, `incremental build after ${name}`)
  // Whether Gatsby started over (it empties .cache when gatsby-node's code changed): a content or
  // component edit must be built incrementally, or this proves nothing about incremental builds.
  expect({ group: name, cacheEmptied: CACHE_EMPTIED.test(plainLog(incremental.log)) }).toEqual({ group: name, cacheEmptied: expected.cacheEmptied })
  let kept: string
  if (expected.reference === 'stock') {
    const aside = path.join(work, `incremental-${runs.length}`)
    await stockBuild(aside)
    kept = path.join(aside, 'public')
  } else {
    kept = path.join(work, `incremental-${runs.length}`)
    fs.renameSync(publicDir, kept)
    await coldBuild(`cold build after ${name}`)
  }
  for (const edit of edits) edit.shows(publicDir)
  const reference = expected.reference === 'stock' ? 'the stock cold build (SQUIRE_SPEED=0, speed patches reversed) of the same sources' : 'the cold build of the same sources'
  const labels = { labelA: `the incremental build after ${name}`, labelB: reference }
  if (!expected.bundlesCompiled && expected.reference === 'cold') return expectSameSite(kept, publicDir, labels)
  const described = describeComparison(compareModuloKnownDifferences(kept, publicDir), labels)
  if (described) throw new Error(`${labels.labelA} ≠ ${labels.labelB}:\n${described}`)
}

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

describe('incremental = cold', () => {
  test(`content and code edits: ${[...CONTENT_EDITS, ...CODE_EDITS].map((e) => e.what).join('; ')}`, async () => {
    await proveGroup('the content and code edits', [...CONTENT_EDITS, ...CODE_EDITS], { cacheEmptied: false, bundlesCompiled: true, reference: 'cold' })
  })
})

describe('incremental = cold = stock', () => {
  // By design the default and the stock build differ where two speed devices change bytes (compile
  // hints, the stable compilation hash) and in the runtime's minified names; ./knownDifferences.ts
  // takes exactly those out and says why.
  test(`MDX pipeline edit (${PIPELINE_EDITS.map((e) => e.what).join('; ')}): the default build equals a SQUIRE_SPEED=0 build with the speed patches reversed`, async () => {
    // The build cannot tell which nodes an edit of gatsby-node's code makes stale, so it starts over.
    await proveGroup('the MDX pipeline edit', PIPELINE_EDITS, { cacheEmptied: true, bundlesCompiled: true, reference: 'stock' })
  })
})
