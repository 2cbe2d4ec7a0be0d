/**
 * @jest-environment node
 *
 * The nodes gatsby-node makes (SiteData, MdxBody, MdxTwin) are children of the node they came
 * from, so Gatsby deletes them with it when that node goes or is made again (an edited or deleted
 * file): an incremental build never keeps a node of a doc that changed.
 */
import path from 'path'
import type { Node } from 'gatsby'
import { onCreateNode } from '../../../src/build/gatsby/onCreateNode'

type Created = Node & { parent: string | null }

function harness(nodes: Node[]) {
  const created: Created[] = []
  const links: Array<{ parent: string; child: string }> = []
  const byId = new Map(nodes.map((node) => [node.id, node]))
  const args = {
    getNode: (id: string) => byId.get(id),
    loadNodeContent: async () => '{"chainId": 1}',
    createNodeId: (seed: string) => `id(${seed})`,
    createContentDigest: (value: unknown) => String(JSON.stringify(value)?.length),
    reporter: { panicOnBuild: jest.fn(), warn: jest.fn(), error: jest.fn(), info: jest.fn() },
    actions: {
      createNode: (node: Created) => void created.push(node),
      createParentChildLink: ({ parent, child }: { parent: Node; child: Node }) => void links.push({ parent: parent.id, child: child.id }),
      createNodeField: jest.fn(),
    },
  }
  return { created, links, args }
}

const internal = (type: string) => ({ type, contentDigest: 'x', owner: 'test' }) as Node['internal']

test('every node made for a data file or a doc is linked as a child of the node it came from', async () => {
  const root = process.cwd()
  const dataFile = { id: 'file-data', parent: null, children: [], internal: internal('File'), sourceInstanceName: 'data', extension: 'json', relativePath: 'chains.json', absolutePath: path.join(root, 'content/data/chains.json') } as unknown as Node
  const docFile = { id: 'file-doc', parent: null, children: [], internal: internal('File'), sourceInstanceName: 'docs', extension: 'mdx', relativePath: 'concepts/example.mdx', absolutePath: path.join(root, 'content/docs/concepts/example.mdx') } as unknown as Node
  const mdx = { id: 'mdx-doc', parent: 'file-doc', children: [], internal: internal('Mdx'), body: '## A heading\n\nSome text.\n', frontmatter: { title: 'Example', description: 'An example doc.' } } as unknown as Node
  const { created, links, args } = harness([dataFile, docFile, mdx])
  type Args = Parameters<NonNullable<typeof onCreateNode>>[0]
  await onCreateNode!({ ...args, node: dataFile } as unknown as Args, { plugins: [] }, () => undefined)
  await onCreateNode!({ ...args, node: mdx } as unknown as Args, { plugins: [] }, () => undefined)

  expect(args.reporter.panicOnBuild).not.toHaveBeenCalled()
  expect(created.map((node) => node.internal.type).sort()).toEqual(['MdxBody', 'MdxTwin', 'SiteData'])
  for (const node of created) {
    const parent = node.internal.type === 'SiteData' ? 'file-data' : 'mdx-doc'
    expect(node.parent).toBe(parent)
    expect(links).toContainEqual({ parent, child: node.id })
  }
})
