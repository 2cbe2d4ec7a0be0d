import { compileMdx } from '../../../../src/build/content/mdx/compileMdx'
import { MdxCompileError } from '../../../../src/build/content/mdx/mdxCompileError'
import { gatsbyRemarkPlugins } from '../../../../src/config/mdx'

const compile = (source: string, lineOffset = 0) =>
  compileMdx(source, { filePath: 'content/docs/x.mdx', lineOffset, gatsbyRemarkPlugins })

describe('src/build/content/mdx/compileMdx', () => {
  it('gives each highlighted code block its line count, for the height it reserves off screen', async () => {
    const out = await compile(['```ts', 'const a = 1', 'const b = 2', '', 'export { a, b }', '```', '', '```sol', 'uint x;', '```'].join('\n'))
    const pres: string[] = []
    const walk = (node: { type: string; tagName?: string; properties?: { style?: unknown }; children?: unknown[] }) => {
      if (node.type === 'element' && node.tagName === 'pre') pres.push(String(node.properties?.style))
      ;(node.children as (typeof node)[] | undefined)?.forEach(walk)
    }
    walk(out.hast as never)
    expect(pres).toEqual(['--code-lines:4', '--code-lines:1'])
  })

  it('turns components, admonitions and code into a JSON hast tree', async () => {
    const out = await compile(
      [
        '## Read-only functions',
        '',
        'Some **text** for the excerpt.',
        '',
        ':::warning[Check it]',
        'Careful.',
        ':::',
        '',
        '<Tabs groupId="pm">',
        '<TabItem value="npm" label="npm">',
        '',
        '```bash title="install.sh"',
        'npm i x',
        '```',
        '',
        '</TabItem>',
        '</Tabs>',
        '',
        '### getReserves',
        '',
        '```solidity{2} compile',
        'contract A {',
        '  uint x;',
        '}',
        '```',
        '{/* a comment */}',
      ].join('\n'),
    )
    const json = JSON.stringify(out.hast)
    expect(out.headings).toEqual([
      { depth: 2, id: 'read-only-functions', value: 'Read-only functions' },
      { depth: 3, id: 'getreserves', value: 'getReserves' },
    ])
    expect(out.excerpt).toBe('Some text for the excerpt.')
    expect(json).toContain('"tagName":"Admonition","properties":{"type":"warning","title":"Check it"}')
    expect(json).toContain('"tagName":"Tabs","properties":{"groupId":"pm"}')
    expect(json).toContain('"tagName":"CodeBlock","properties":{"language":"bash","title":"install.sh"}')
    expect(json).toContain('"compile":"true"')
    expect(json).toContain('gatsby-highlight-code-line')
    expect(json).toContain('["token","keyword"]')
    expect(json).not.toContain('"position"')
  })

  it.each([
    ['import x from "y"', 1, /import\/export is not supported/],
    ['Hello {1 + 1}', 1, /JavaScript expressions are not supported/],
    ['\n\n<Foo />', 3, /Unknown component <Foo>/],
    ['<Tabs groupId={x}>\n</Tabs>', 1, /must be a plain string/],
    [':::nope\nx\n:::', 1, /Unknown admonition ":::nope"/],
    ['<Tabs>\n\n', 1, /./],
  ])('rejects %j with file and line', async (source, line, reason) => {
    const error = await compile(source, 4).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(MdxCompileError)
    const e = error as MdxCompileError
    expect(e.filePath).toBe('content/docs/x.mdx')
    expect(e.line).toBe(line + 4)
    expect(e.message).toMatch(reason)
    expect(e.message.startsWith(`content/docs/x.mdx:${line + 4}`)).toBe(true)
  })

  it('gives text directives that are not ours back as text', async () => {
    const out = await compile('Meet at the pool:swap desk.')
    expect(JSON.stringify(out.hast)).toContain('pool:swap desk')
  })
})
