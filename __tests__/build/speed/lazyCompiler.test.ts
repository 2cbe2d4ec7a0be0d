/**
 * @jest-environment node
 *
 * Every process that loads the compiled gatsby-node loads all of it: Gatsby's query/HTML worker
 * (for the resolvers, on a rebuild's critical path) and the compile threads. Only a process that
 * compiles MDX or runs the post-build step needs the remark/rehype/micromark stack, so loading
 * gatsby-node must not load it (src/build/speed/compilePool.ts, src/build/gatsby/onPostBuild.ts); the first
 * compile does.
 */
import path from 'path'

/** Packages only the MDX compiler, the Markdown twins and the deploy step use. */
const COMPILER_STACK = ['unified', 'remark-parse', 'remark-mdx', 'remark-gfm', 'remark-rehype', 'remark-stringify', 'remark-directive']

const loaded: string[] = []

beforeEach(() => {
  jest.resetModules()
  loaded.length = 0
  for (const name of COMPILER_STACK) {
    jest.doMock(name, () => {
      loaded.push(name)
      return jest.requireActual(name)
    })
  }
})

type GatsbyNodeModule = typeof import('../../../gatsby-node')

function loadGatsbyNode(): GatsbyNodeModule {
  let gatsbyNode: GatsbyNodeModule | undefined
  jest.isolateModules(() => {
    gatsbyNode = require('../../../gatsby-node') as GatsbyNodeModule
  })
  return gatsbyNode as GatsbyNodeModule
}

test('loading gatsby-node (what a query worker does) loads none of the compiler stack', () => {
  const gatsbyNode = loadGatsbyNode()
  expect(typeof gatsbyNode.createResolvers).toBe('function')
  expect(typeof gatsbyNode.onPostBuild).toBe('function')
  expect(loaded).toEqual([])
})

test('the first compile loads it, and compiles', async () => {
  const { onCreateNode } = loadGatsbyNode()
  const root = process.cwd()
  const docFile = { id: 'file-doc', parent: null, children: [], internal: { type: 'File' }, sourceInstanceName: 'docs', extension: 'mdx', relativePath: 'concepts/lazy.mdx', absolutePath: path.join(root, 'content/docs/concepts/lazy.mdx') }
  const mdx = { id: 'mdx-doc', parent: 'file-doc', children: [], internal: { type: 'Mdx' }, body: '## A heading\n\nSome *text*.\n', frontmatter: { title: 'Lazy', description: 'A doc.' } }
  const byId = new Map<string, unknown>([
    [docFile.id, docFile],
    [mdx.id, mdx],
  ])
  const created: Array<{ internal: { type: string }; hastJson?: string }> = []
  const panicOnBuild = jest.fn()
  const args = {
    node: mdx,
    getNode: (id: string) => byId.get(id),
    createNodeId: (seed: string) => `id(${seed})`,
    createContentDigest: (value: unknown) => String(JSON.stringify(value)?.length),
    reporter: { panicOnBuild, warn: jest.fn(), error: jest.fn(), info: jest.fn() },
    actions: { createNode: (node: (typeof created)[number]) => void created.push(node), createParentChildLink: jest.fn(), createNodeField: jest.fn() },
  }
  type Args = Parameters<NonNullable<typeof onCreateNode>>[0]
  await onCreateNode!(args as unknown as Args, { plugins: [] }, () => undefined)

  expect(panicOnBuild).not.toHaveBeenCalled()
  expect(loaded).toEqual(expect.arrayContaining(['unified', 'remark-rehype']))
  const body = created.find((node) => node.internal.type === 'MdxBody')
  expect(body?.hastJson).toContain('A heading')
  expect(body?.hastJson).toContain('"em"')
})
