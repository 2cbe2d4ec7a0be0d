import fs from 'fs'
import os from 'os'
import path from 'path'
import matter from 'gray-matter'
import { precomputeTwin, siteDataFromDisk, twinKey } from '../../../src/build/speed/precomputedTwin'
import { digestOf } from '../../../src/build/speed/digestCache'
import { docToMarkdown } from '../../../src/build/outputs/llms/mdxToMarkdown'
import { dataTreeFromNodes } from '../../../src/data/lookup'
import { absoluteUrl } from '../../../src/seo/urls'
import { compileMdx } from '../../../src/build/content/mdx/compileMdx'
import { gatsbyRemarkPlugins } from '../../../src/config/mdx'

const ROOT = path.resolve(__dirname, '../../..')
const DATA_DIR = path.join(ROOT, 'content/data')
const location = { siteUrl: 'https://docs.example', pathPrefix: '' }

/** content/data as the post-build step gets it from GraphQL: allSiteData(sort: { name: ASC }) { nodes { name data } }. */
function nodesAsQueried() {
  return fs
    .readdirSync(DATA_DIR)
    .filter((f) => f.endsWith('.json'))
    .map((f) => ({ name: path.basename(f, '.json'), data: JSON.parse(fs.readFileSync(path.join(DATA_DIR, f), 'utf8')) as unknown }))
    .sort((a, b) => a.name.localeCompare(b.name))
}

describe('Markdown twins made with the compile', () => {
  test('content/data read from disk has the shape and digest of the SiteData nodes', () => {
    const snapshot = siteDataFromDisk(DATA_DIR)
    expect(snapshot.nodes).toEqual(nodesAsQueried())
    expect(snapshot.digest).toBe(digestOf(nodesAsQueried()))
  })

  test('a twin equals the one the post-build step would make, under the key it looks up', async () => {
    const data = nodesAsQueried()
    // Docs with data components (tables, addresses, values), tabs, and a plain one.
    for (const rel of ['contracts/squire-token/overview.mdx', 'contracts/squire-token/about/tokenomics.mdx', 'claiming/overview.mdx', 'concepts/overview.mdx']) {
      const file = path.join(ROOT, 'content/docs', rel)
      const { content: body, data: front } = matter(fs.readFileSync(file, 'utf8'))
      const slug = `/${rel.replace(/\.mdx$/, '')}`
      const twin = await precomputeTwin(body, 'An excerpt.', { title: String(front.title), description: (front.description as string) ?? null, slug, location, dataDir: DATA_DIR })
      const input = { title: String(front.title), description: (front.description as string) || 'An excerpt.', url: absoluteUrl(location, slug), body }
      const expected = await docToMarkdown(input, { data: dataTreeFromNodes(data), absolute: (p) => absoluteUrl(location, p) })
      expect(twin).toEqual({ key: twinKey(input, digestOf(data)), markdown: expected })
    }
  })

  test('made from the compile\'s copy of the parsed tree, every doc\'s twin is the one a second parse makes', async () => {
    const docsDir = path.join(ROOT, 'content/docs')
    const files = fs.readdirSync(docsDir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.mdx'))
    expect(files.length).toBeGreaterThan(20)
    for (const rel of files) {
      const file = path.join(docsDir, rel)
      const { content: body } = matter(fs.readFileSync(file, 'utf8'))
      const request = { title: 'T', description: null, slug: '/t', location, dataDir: DATA_DIR }
      const plain = await compileMdx(body, { filePath: rel, gatsbyRemarkPlugins })
      const keeping = await compileMdx(body, { filePath: rel, gatsbyRemarkPlugins, keepParsed: true })
      expect(plain.parsed).toBeUndefined()
      expect(keeping.parsed?.type).toBe('root')
      // Keeping the tree leaves the page itself as it was.
      expect(keeping.hast).toEqual(plain.hast)
      const fromCopy = await precomputeTwin(body, keeping.excerpt, request, keeping.parsed)
      expect(fromCopy).not.toBeNull()
      expect(fromCopy).toEqual(await precomputeTwin(body, plain.excerpt, request))
    }
  }, 120_000)

  test('a change to a data file changes the key, so a twin made before it is not used', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'twin-data-'))
    try {
      fs.writeFileSync(path.join(dir, 'token.json'), JSON.stringify({ symbol: 'SQR' }))
      const request = { title: 'T', description: 'D', slug: '/t', location, dataDir: dir }
      const before = await precomputeTwin('Symbol: <Data path="token.symbol" />', '', request)
      fs.writeFileSync(path.join(dir, 'token.json'), JSON.stringify({ symbol: 'SQRX' }))
      const future = new Date(Date.now() + 5000)
      fs.utimesSync(path.join(dir, 'token.json'), future, future)
      const after = await precomputeTwin('Symbol: <Data path="token.symbol" />', '', request)
      expect(before?.markdown).toContain('SQR')
      expect(after?.markdown).toContain('SQRX')
      expect(after?.key).not.toBe(before?.key)
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })

  test('a twin that cannot be made here is left to the post-build step (which reports the error)', async () => {
    await expect(precomputeTwin('<Data path="no.such.path" />', '', { title: 'T', description: null, slug: '/t', location, dataDir: DATA_DIR })).resolves.toBeNull()
  })
})
