/**
 * Every route of the spec has a complete page: a title, a description, real prose (≥ 150 words
 * outside code), headings for the table of contents, and no placeholder text.
 * @jest-environment node
 */
import type { Element, Root, RootContent } from 'hast'
import { toString } from 'hast-util-to-string'
import { loadContent } from './loadContent'
import { compileMdx } from '../../src/build/content/mdx/compileMdx'
import { docRouteFromFile } from '../../src/build/content/routes'
import { DOC_ROUTES } from '../../e2e/fixtures/specRoutes'

const docs = loadContent('docs')
const posts = loadContent('blog')
/** Upper-case markers only, so identifiers such as `amountBDesired` never match. */
const PLACEHOLDER_MARKER = /\bTODO\b|\bTBD\b|\bFIXME\b/
const PLACEHOLDER_PHRASE = /lorem ipsum|coming soon/i

function withoutCode(tree: Root): Root {
  const strip = (nodes: RootContent[]): RootContent[] =>
    nodes
      .filter((n) => !(n.type === 'element' && (n.tagName === 'CodeBlock' || n.tagName === 'pre')))
      .map((n) => (n.type === 'element' ? ({ ...n, children: strip(n.children as RootContent[]) } as Element) : n))
  return { ...tree, children: strip(tree.children) }
}

async function proseWords(body: string, file: string): Promise<number> {
  const { hast } = await compileMdx(body, { filePath: file })
  const text = toString(withoutCode(hast)).replace(/\s+/g, ' ').trim()
  return text ? text.split(' ').length : 0
}

describe('content', () => {
  it('has a source file for every doc route of the spec', () => {
    const routes = new Set(docs.map((d) => docRouteFromFile(d.file.replace(/^content\/docs\//, '')).slug))
    expect(DOC_ROUTES.filter((r) => !routes.has(r))).toEqual([])
  })

  it('has the gas optimisation post', () => {
    expect(posts.map((p) => p.frontmatter.slug)).toContain('intro-to-gas-optimization')
  })

  describe.each([...docs, ...posts].map((d) => [d.file, d] as const))('%s', (file, doc) => {
    it('has a title and a description', () => {
      expect(typeof doc.frontmatter.title).toBe('string')
      expect(String(doc.frontmatter.description ?? '').length).toBeGreaterThan(20)
    })

    it('has at least 150 words of prose outside code and h2 sections', async () => {
      expect(await proseWords(doc.body, file)).toBeGreaterThanOrEqual(150)
      expect(doc.body).toMatch(/^## \S/m)
    })

    it('has no placeholder text', () => {
      const prose = doc.body.replace(/```[\s\S]*?```/g, '').replace(/`[^`]*`/g, '')
      expect(prose.match(PLACEHOLDER_MARKER) ?? prose.match(PLACEHOLDER_PHRASE)).toBeNull()
    })
  })
})
