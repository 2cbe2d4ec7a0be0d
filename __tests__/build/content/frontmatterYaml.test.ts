/**
 * Front matter YAML rejects is reported with the file, the line and YAML's reason, before
 * gatsby-plugin-mdx's own parse fails naming no file.
 */
import fs from 'fs'
import os from 'os'
import path from 'path'
import matter from 'gray-matter'

// gray-matter as the plugin and this test require it, its calls counted.
jest.mock('gray-matter', () => {
  const actual = jest.requireActual('gray-matter')
  return Object.assign(jest.fn(actual), actual)
})
const parses = matter as unknown as jest.Mock
import { fileContentDigest, frontmatterYamlProblem, frontmatterYamlProblems } from '../../../src/build/content/frontmatterYaml'

const FILE = 'content/docs/a.mdx'

describe('frontmatterYamlProblem', () => {
  it.each([
    ['a key given twice', ['---', 'title: A', 'description: x', 'title: B', '---', '', 'Body'], 4, /duplicated mapping key \(title: B\)$/],
    ['a key given twice, CRLF line ends', ['---', 'title: A', 'title: B', '---'], 3, /duplicated mapping key \(title: B\)$/],
    ['a key given twice after `---yaml`', ['---yaml', 'title: A', 'title: B', '---'], 3, /duplicated mapping key/],
    ['a value indented under a scalar', ['---', 'title: A', '  description: x', '---'], 3, /bad indentation/],
    ['a second colon in a plain value', ['---', 'sidebar_label: A', 'title: Factory: the contract', '---'], 3, /mapping/],
    ['an unclosed quote', ['---', 'title: "A', 'description: x', '---', 'Body'], undefined, /unexpected end of the stream|end of the stream/],
  ])('%s: file:line and what YAML said', (_name, lines, line, reason) => {
    const crlf = _name.includes('CRLF')
    const problem = frontmatterYamlProblem(lines.join(crlf ? '\r\n' : '\n'), FILE)
    expect(problem).not.toBeNull()
    expect(problem).toMatch(new RegExp(`^content/docs/a\\.mdx:${line ?? '\\d+'}: front matter is not valid YAML: `))
    expect(problem).toMatch(reason)
  })

  it('counts a byte-order mark as no line', () => {
    expect(frontmatterYamlProblem('\uFEFF---\ntitle: A\ntitle: B\n---\n', FILE)).toBe(`${FILE}:3: front matter is not valid YAML: duplicated mapping key (title: B)`)
  })

  it.each([
    ['valid front matter', '---\ntitle: A\ntags: [a, b]\n---\n\nBody\n'],
    ['no front matter', 'Just text.\n'],
    ['an empty file', ''],
    ['JS front matter, which is never evaluated', '---js\n{ title: process.exit(1) }\n---\n'],
  ])('%s: no problem', (_name, source) => {
    expect(frontmatterYamlProblem(source, FILE)).toBeNull()
  })

  it('rejects what the parse gatsby-plugin-mdx uses rejects (gray-matter, YAML)', () => {
    const source = '---\ntitle: A\ntitle: B\n---\n'
    expect(() => matter(source, { language: 'yaml' })).toThrow(/duplicated mapping key/)
    expect(frontmatterYamlProblem(source, FILE)).not.toBeNull()
  })
})

describe('frontmatterYamlProblems', () => {
  let root: string
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'squire-yaml-'))
    const write = (file: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
      fs.writeFileSync(path.join(root, file), text)
    }
    write('content/docs/good.mdx', '---\ntitle: Good\n---\n')
    write('content/docs/guides/twice.mdx', '---\ntitle: A\nsidebar_position: 1\nsidebar_position: 2\n---\n')
    write('content/docs/notes.md', '---\ntitle: A\ntitle: B\n---\n') // not an MDX file: not a page
    write('content/blog/2024-01-01-post/index.mdx', '---\ntitle: P\ndate: 2024-01-01\n  slug: p\n---\n')
  })
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }))

  it('names every MDX file under content/docs and content/blog whose front matter YAML rejects', () => {
    expect(frontmatterYamlProblems(root)).toEqual([
      'content/docs/guides/twice.mdx:4: front matter is not valid YAML: duplicated mapping key (sidebar_position: 2)',
      expect.stringMatching(/^content\/blog\/2024-01-01-post\/index\.mdx:4: front matter is not valid YAML: bad indentation/),
    ])
  })

  it('finds nothing in the shipped content', () => {
    expect(frontmatterYamlProblems(path.join(__dirname, '../../..'))).toEqual([])
  })
})

describe('one parse a file: the check fills gatsby-plugin-mdx\'s own cache', () => {
  // eslint-disable-next-line @typescript-eslint/no-var-requires
  const { parseFrontmatter } = require('gatsby-plugin-mdx/dist/frontmatter') as typeof import('gatsby-plugin-mdx/dist/frontmatter')
  beforeEach(() => parses.mockClear())

  it('the plugin\'s parse of a checked file, under the same digest and text, parses nothing again', () => {
    const source = `---\ntitle: Checked ${Date.now()}\n---\n\nBody\n`
    const digest = fileContentDigest(source)
    expect(frontmatterYamlProblem(source, FILE)).toBeNull()
    expect(parses).toHaveBeenCalledTimes(1)
    expect(parseFrontmatter(digest, source).frontmatter.title).toMatch(/^Checked /)
    expect(parses).toHaveBeenCalledTimes(1)
    // Another text under that digest is parsed afresh (patches/behaviour keeps the text with the parse).
    expect(parseFrontmatter(digest, `${source}More\n`).body).toBe('\nBody\nMore\n')
    expect(parses).toHaveBeenCalledTimes(2)
  })

  it('the digest is the one gatsby-source-filesystem gives the file\'s node', async () => {
    // eslint-disable-next-line @typescript-eslint/no-var-requires
    const { createFileNode } = require('gatsby-source-filesystem/create-file-node') as {
      createFileNode: (file: string, createNodeId: (seed: string) => string) => Promise<{ internal: { contentDigest: string } }>
    }
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'squire-digest-'))
    try {
      const file = path.join(dir, 'a.mdx')
      fs.writeFileSync(file, '\uFEFF---\ntitle: Ünïcödé — “quotes”\n---\n\nBody\r\n')
      const node = await createFileNode(file, (seed) => seed)
      expect(fileContentDigest(fs.readFileSync(file, 'utf8'))).toBe(node.internal.contentDigest)
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})
