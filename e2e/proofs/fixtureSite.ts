/**
 * The proof site: a copy of the repository's tracked files in a temporary folder whose content/ is
 * the small fixture of e2e/fixtures/proof-site/content and whose config modules that name docs
 * (navbar, sidebars, footer, pages, announcement) are the fixture's, with node_modules hard-linked.
 * Builds it with `gatsby build` as CI does, in a fixed environment.
 */
import fs from 'fs'
import os from 'os'
import path from 'path'
import { runMeasured, type MeasuredRun } from '../../bench/lib/measure.mjs'
import { copyTrackedFiles, linkNodeModules } from '../../bench/lib/siteCopy.mjs'

export const ROOT = path.resolve(__dirname, '../..')
export const FIXTURE = path.join(ROOT, 'e2e/fixtures/proof-site')

/** A new temporary folder for one run of the proofs. */
export function makeWorkDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'squire-proofs-'))
}

/** The proof site in `dir`: the repository's tracked files, the fixture's content and config. */
export function prepareProofSite(dir: string): void {
  fs.mkdirSync(dir, { recursive: true })
  copyTrackedFiles(ROOT, dir)
  fs.rmSync(path.join(dir, 'content'), { recursive: true, force: true })
  fs.cpSync(path.join(FIXTURE, 'content'), path.join(dir, 'content'), { recursive: true })
  const configDir = path.join(FIXTURE, 'src/config')
  for (const file of fs.readdirSync(configDir)) fs.copyFileSync(path.join(configDir, file), path.join(dir, 'src/config', file))
  linkNodeModules(ROOT, dir)
}

/** Variables every proof build gets; the rest of the environment is the test's own. */
const BUILD_ENV: Record<string, string | undefined> = {
  NODE_ENV: 'production',
  GATSBY_TELEMETRY_DISABLED: '1',
  CI: '1',
  // The default build: no analytics, no hosted search, speed on unless a build asks otherwise.
  GATSBY_ANALYTICS_API_KEY: undefined,
  GATSBY_ANALYTICS_PROXY_URL: undefined,
  GATSBY_DOCSEARCH_APP_ID: undefined,
  GATSBY_DOCSEARCH_API_KEY: undefined,
  GATSBY_DOCSEARCH_INDEX_NAME: undefined,
  SQUIRE_SPEED: undefined,
}

export interface BuildRun extends MeasuredRun {
  label: string
}

/** `gatsby build` in dir; rejects with the end of its output when it fails. */
export async function gatsbyBuild(dir: string, label: string, env: Record<string, string> = {}): Promise<BuildRun> {
  // No peak-RSS sampling (sampleMs 0): the proofs report only time and CPU, and sampling 4 times a
  // second read all of /proc in this process for the whole of every build (≈ 20 s of CPU a run).
  const run = await runMeasured(process.execPath, ['node_modules/gatsby/cli.js', 'build'], { cwd: dir, env: { ...BUILD_ENV, ...env }, label: `${label} (${dir})`, sampleMs: 0 })
  return { ...run, label }
}

/** What Gatsby prints when it empties .cache because gatsby-node's code (or a plugin) changed. */
export const CACHE_EMPTIED = /One or more of your plugins have changed since the last time you ran Gatsby/

/** A build log without its colours. */
export const plainLog = (log: string): string => log.replace(/\u001b\[[0-9;]*[A-Za-z]/g, '')
