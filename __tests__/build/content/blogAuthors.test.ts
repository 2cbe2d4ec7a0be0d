/**
 * @jest-environment node
 */
import { ROOT, loadContent } from '../../content/loadContent'
import { AUTHOR_REGISTRY_FILE, checkBlogAuthors, loadAuthorRegistry, parseAuthorRegistry } from '../../../src/build/content/blogAuthors'

const registry = parseAuthorRegistry({
  team: [{ handle: 'bannerwright', name: 'Bannerwright', role: 'Smart-contract engineer' }],
  guests: [{ handle: 'scrivener', name: 'Scrivener', role: 'Guest author' }],
})

describe('src/build/content/blogAuthors', () => {
  it('accepts posts written by registered handles', () => {
    expect(checkBlogAuthors([{ file: 'content/blog/a/index.mdx', authors: ['bannerwright', 'scrivener'] }], registry)).toEqual([])
  })

  it('fails an unknown handle, naming the post, the handle and the registry', () => {
    const errors = checkBlogAuthors([{ file: 'content/blog/a/index.mdx', authors: ['bannerwright', 'ironquill'] }], registry)
    expect(errors).toHaveLength(1)
    expect(errors[0]).toMatch(/^content\/blog\/a\/index\.mdx: author "ironquill" is not in content\/data\/authors\.json/)
  })

  it('fails a post without authors', () => {
    expect(checkBlogAuthors([{ file: 'content/blog/b/index.mdx', authors: null }], registry)).toEqual([
      `content/blog/b/index.mdx: front matter has no "authors" (use handles from ${AUTHOR_REGISTRY_FILE})`,
    ])
  })

  it('rejects a malformed registry, naming the file and the entry', () => {
    expect(() => parseAuthorRegistry({ people: [] })).toThrow(/content\/data\/authors\.json: expected/)
    expect(() => parseAuthorRegistry({ team: [{ handle: 'x', name: 'X' }] })).toThrow(/team\[0\] has no "role"/)
    expect(() => parseAuthorRegistry({ team: [], guests: 'x' })).toThrow(/"guests" must be a list/)
    expect(() =>
      parseAuthorRegistry({ team: [{ handle: 'x', name: 'X', role: 'r' }], guests: [{ handle: 'x', name: 'Y', role: 'r' }] }),
    ).toThrow(/guests\[0\] repeats the handle "x"/)
  })

  it('loads the real registry, which knows every author of the real blog', () => {
    const real = loadAuthorRegistry(ROOT)
    const posts = loadContent('blog').map((p) => ({ file: p.file, authors: p.frontmatter.authors as string[] | undefined }))
    expect(posts.length).toBeGreaterThan(0)
    expect(checkBlogAuthors(posts, real)).toEqual([])
  })
})

describe('createPages runs the author check', () => {
  it('fails the build naming the post and the unknown handle', async () => {
    const { createPages } = await import('../../../src/build/gatsby/createPages')
    const panicOnBuild = jest.fn()
    const createPage = jest.fn()
    const post = {
      id: 'post',
      fields: { slug: '/blog/x', collection: 'blog', docId: null, sourcePath: 'content/blog/2024-01-01-x/index.mdx' },
      frontmatter: { title: 'X', sidebar_label: null, sidebar_position: null, date: '2024-01-01', authors: ['ironquill'] },
    }
    const graphql = jest.fn().mockResolvedValue({ data: { allMdx: { nodes: [post] } } })
    const args = { graphql, actions: { createPage, createRedirect: jest.fn() }, reporter: { panicOnBuild, verbose: jest.fn(), warn: jest.fn() } }
    await (createPages as unknown as (a: typeof args) => Promise<void>)(args)
    expect(createPage).not.toHaveBeenCalled()
    expect(String(panicOnBuild.mock.calls[0][0])).toContain(
      'content/blog/2024-01-01-x/index.mdx: author "ironquill" is not in content/data/authors.json',
    )
  })
})
