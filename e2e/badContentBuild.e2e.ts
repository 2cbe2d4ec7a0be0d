/**
 * Bad content through a real `gatsby build`: a scratch copy of the site with one broken doc at a
 * time. A doc whose front matter misspells `sidebar_position` must fail the build naming the file,
 * the line and the field (src/build/content/frontmatter.ts, called from onCreateNode); one whose front
 * matter YAML itself rejects (a key given twice) must fail it naming the file, the line and what
 * YAML said (src/build/content/frontmatterYaml.ts, before gatsby-plugin-mdx parses it). The other
 * kinds of bad content are table-driven through the same functions in __tests__/build/content/badContent.test.ts.
 */
import { spawnSync } from 'child_process'
import fs from 'fs'
import os from 'os'
import path from 'path'
import { ROOT } from './support/server'

const COPY = ['content', 'src', 'static', 'gatsby-config.ts', 'gatsby-node.ts', 'gatsby-browser.tsx', 'gatsby-ssr.tsx', 'package.json', 'tsconfig.json', 'global.d.ts']

let scratch: string
beforeAll(() => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'squire-bad-content-'))
  for (const entry of COPY) fs.cpSync(path.join(ROOT, entry), path.join(scratch, entry), { recursive: true })
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(scratch, 'node_modules'), 'dir')
})
afterAll(() => {
  if (scratch) fs.rmSync(scratch, { recursive: true, force: true })
})

/** Runs `run` with content/docs/concepts/broken.mdx in the scratch site, made of `lines`. */
function withBrokenDoc<T>(lines: string[], run: () => T): T {
  const file = path.join(scratch, 'content/docs/concepts/broken.mdx')
  fs.writeFileSync(file, [...lines, ''].join('\n'))
  try {
    return run()
  } finally {
    fs.rmSync(file, { force: true })
  }
}

function build(env: Record<string, string> = {}): { status: number | null; output: string } {
  const run = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/gatsby/cli.js'), 'build'], {
    cwd: scratch,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production', GATSBY_TELEMETRY_DISABLED: '1', CI: '1', ...env },
    timeout: 600_000,
  })
  return { status: run.status, output: `${run.stdout}\n${run.stderr}` }
}

test('an invalid site config stops the build in onPreInit with the formatted message', () => {
  const run = build({ GATSBY_DOCSEARCH_APP_ID: 'only-one-of-three' })
  expect(run.status).not.toBe(0)
  expect(run.output).toContain('Hosted search needs GATSBY_DOCSEARCH_APP_ID, GATSBY_DOCSEARCH_API_KEY and GATSBY_DOCSEARCH_INDEX_NAME together')
  expect(run.output).toMatch(/onPreInit/)
}, 660_000)

test('a misspelt front-matter key fails the build, naming file, line and field', () => {
  const run = withBrokenDoc(['---', 'title: Broken', 'sidebar_positon: 2', '---', '', 'A page whose front matter misspells a key.'], () => build())
  const output = run.output
  expect(run.status).not.toBe(0)
  expect(output).toContain('content/docs/concepts/broken.mdx:3: front matter "sidebar_positon": unknown field')
  // It stopped at the content check: no pages were rendered.
  expect(fs.existsSync(path.join(scratch, 'public/concepts/broken/index.html'))).toBe(false)
}, 660_000)

test('front matter YAML rejects (a key given twice) fails the build, naming file, line and what YAML said', () => {
  const run = withBrokenDoc(['---', 'title: Broken', 'description: One.', 'title: Twice', '---', '', 'A page whose front matter gives a key twice.'], () => build())
  expect(run.status).not.toBe(0)
  expect(run.output).toContain('content/docs/concepts/broken.mdx:4: front matter is not valid YAML: duplicated mapping key (title: Twice)')
  // It stopped before sourcing: gatsby-plugin-mdx never reached the file with its nameless error.
  expect(run.output).not.toMatch(/"gatsby-plugin-mdx" threw an error/)
  expect(fs.existsSync(path.join(scratch, 'public/concepts/broken/index.html'))).toBe(false)
}, 660_000)
