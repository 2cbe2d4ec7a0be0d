/**
 * Bad content stops the build with the file (and line where known) and the field or id at fault.
 * Each case goes through the function the build calls for it (gatsby-node's onCreateNode,
 * createPages and onPostBuild use these); e2e/badContentBuild.e2e.ts runs one through a real
 * `gatsby build`.
 */
import fs from 'fs'
import os from 'os'
import path from 'path'
import { buildConfig } from '../../../src/config/build'
import type { SquireConfig } from '../../../src/config'
import { compileMdx } from '../../../src/build/content/mdx/compileMdx'
import { frontmatterErrors } from '../../../src/build/content/frontmatter'
import { frontmatterYamlProblem } from '../../../src/build/content/frontmatterYaml'
import { validateConfigReferences, validateContentFiles } from '../../../src/build/content/validate'
import { resolveSidebars, type DocSummary } from '../../../src/theme/navigation/sidebar'
import { formatLinkProblems } from '../../../src/build/outputs/checkLinks'
import { runHtmlPass } from '../../../src/build/outputs/deploy/htmlPass'
import { checkBlogAuthors, loadAuthorRegistry } from '../../../src/build/content/blogAuthors'

const config = buildConfig({})
const DOC_IDS = ['overview', 'concepts/overview', 'concepts/squire-exchange', 'contracts/v3/overview', 'sdk/v3/overview', 'sdk/v2/overview', 'apis/overview', 'claiming/overview', 'contracts/v3/reference/deployments']
const ids = new Set(DOC_IDS)
const docs: DocSummary[] = DOC_IDS.map((id) => ({ id, slug: `/${id}`, title: id }))

/** A copy of the shipped config with one change. */
function withConfig(change: (c: SquireConfig) => void): SquireConfig {
  const copy = JSON.parse(JSON.stringify(config)) as SquireConfig
  change(copy)
  return copy
}

const source = (frontmatter: string[], body = 'Text.') => ['---', ...frontmatter, '---', '', body].join('\n')

/** A public/ folder with the given pages, checked by the post-build pass (the build's link checker). */
async function linkProblems(pages: Record<string, string>): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'squire-links-'))
  try {
    for (const [route, html] of Object.entries(pages)) {
      const file = path.join(dir, route === '/' ? 'index.html' : `${route}/index.html`)
      fs.mkdirSync(path.dirname(file), { recursive: true })
      fs.writeFileSync(file, `<!doctype html><html><head></head><body>${html}</body></html>`)
    }
    const { problems } = await runHtmlPass({ publicDir: dir, connect: [] })
    return formatLinkProblems(problems)
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

type Case = [name: string, errors: () => Promise<string[] | string> | string[] | string, expected: RegExp[]]

const CASES: Case[] = [
  [
    'an MDX syntax error',
    () => compileMdx('Intro\n\n<Tabs>\n\n', { filePath: 'content/docs/bad.mdx', lineOffset: 4 }).then(() => [], (e: Error) => [e.message]),
    [/^content\/docs\/bad\.mdx:\d+/],
  ],
  [
    'front matter YAML rejects (a key given twice)',
    () => [frontmatterYamlProblem(source(['title: A', 'description: x', 'title: B']), 'content/docs/a.mdx') ?? ''],
    [/^content\/docs\/a\.mdx:4: front matter is not valid YAML: duplicated mapping key \(title: B\)$/],
  ],
  ['a missing title', () => frontmatterErrors('docs', { description: 'x' }, 'content/docs/a.mdx', source(['description: x'])), [/^content\/docs\/a\.mdx: front matter "title": is required/]],
  [
    'a front-matter field of the wrong type',
    () => frontmatterErrors('docs', { title: 'A', hide_table_of_contents: 'yes' }, 'content/docs/a.mdx', source(['title: A', 'hide_table_of_contents: yes'])),
    [/^content\/docs\/a\.mdx:3: front matter "hide_table_of_contents": Expected boolean, received string/],
  ],
  [
    'an unknown front-matter field',
    () => frontmatterErrors('docs', { title: 'A', sidebar_positon: 2 }, 'content/docs/a.mdx', source(['title: A', 'sidebar_positon: 2'])),
    [/^content\/docs\/a\.mdx:3: front matter "sidebar_positon": unknown field/],
  ],
  [
    'TOC min level above max level',
    () => frontmatterErrors('docs', { title: 'A', toc_min_heading_level: 4, toc_max_heading_level: 2 }, 'content/docs/a.mdx', source(['title: A', 'toc_min_heading_level: 4', 'toc_max_heading_level: 2'])),
    [/^content\/docs\/a\.mdx:3: front matter "toc_min_heading_level": toc_min_heading_level \(4\) is greater than toc_max_heading_level \(2\)/],
  ],
  [
    'an unknown blog front-matter field',
    () => frontmatterErrors('blog', { title: 'P', date: '2024-01-01', author: 'x' }, 'content/blog/p.mdx', source(['title: P', 'date: 2024-01-01', 'author: x'])),
    [/^content\/blog\/p\.mdx:4: front matter "author": unknown field/],
  ],
  [
    'an unknown doc id in the navbar',
    () => validateConfigReferences(withConfig((c) => void ((c.navbar.items[0] as { docId: string }).docId = 'concepts/nope')), ids),
    [/^src\/config\/navbar\.ts: navbar item 0 \("Concepts"\) refers to unknown doc id "concepts\/nope"/],
  ],
  [
    'an unknown doc id in a sidebar',
    () => resolveSidebars({ concepts: [{ type: 'doc', id: 'concepts/nope' }] }, docs).errors,
    [/^src\/config\/sidebars\.ts: .*"concepts\/nope"/],
  ],
  [
    'an unknown doc id in the footer',
    () =>
      validateConfigReferences(
        withConfig((c) => void c.footer.columns[0].items.push({ label: 'Gone', docId: 'contracts/gone' })),
        ids,
      ),
    [/^src\/config\/footer\.ts: footer link "Gone" in "Developers" refers to unknown doc id "contracts\/gone"/],
  ],
  [
    'an unknown doc id in a home card',
    () => validateConfigReferences(withConfig((c) => void (c.pages.home.cards[0].docId = 'concepts/gone')), ids),
    [/^src\/config\/pages\.ts: home card "Concepts" refers to unknown doc id "concepts\/gone"/],
  ],
  [
    'an unknown doc id in the announcement',
    () => validateConfigReferences(withConfig((c) => void (c.announcement!.link!.docId = 'claiming/gone')), ids),
    [/^src\/config\/announcement\.ts: announcement link "Read the claiming guide" refers to unknown doc id "claiming\/gone"/],
  ],
  [
    'a sidebar with no link',
    () => resolveSidebars({ empty: [{ type: 'category', label: 'Nothing', collapsed: false, items: [] }] }, docs).errors,
    [/^src\/config\/sidebars\.ts: sidebar "empty" has no link/],
  ],
  [
    'two files on one route',
    () => validateContentFiles([{ file: 'content/docs/a.mdx', slug: '/a' }, { file: 'content/docs/a/index.mdx', slug: '/a' }]),
    [/^content\/docs\/a\.mdx and content\/docs\/a\/index\.mdx both claim the route \/a/],
  ],
  ['a broken link', () => linkProblems({ '/a': '<a href="/missing">x</a>' }), [/\/a → \/missing/]],
  ['a broken anchor', () => linkProblems({ '/a': '<h2 id="here">H</h2><a href="/a#gone">x</a>' }), [/\/a → \/a#gone/]],
  [
    'an unknown blog author',
    () => checkBlogAuthors([{ file: 'content/blog/2024-01-01-x/index.mdx', authors: ['ironquill'] }], loadAuthorRegistry(path.join(__dirname, '../../..'))),
    [/^content\/blog\/2024-01-01-x\/index\.mdx: author "ironquill" is not in content\/data\/authors\.json/],
  ],
]

describe('bad content names file and field', () => {
  it.each(CASES)('%s', async (_name, run, expected) => {
    const result = await run()
    const messages = Array.isArray(result) ? result : [result]
    expect(messages.length).toBeGreaterThan(0)
    for (const pattern of expected) expect(messages.some((m) => pattern.test(m))).toBe(true)
  })

  it('the shipped config and these ids pass (so each case fails for its own reason)', () => {
    expect(validateConfigReferences(config, ids)).toEqual([])
  })
})
