/**
 * Every code block's <pre> is keyboard-focusable and named in the compiled tree, so the static
 * HTML carries it whether or not the browser has laid the block out.
 */
import type { Element, Root } from 'hast'
import { codeBlockLabel } from '../../../../src/build/content/mdx/rehypeCodeBlockFocus'
import { compileDocLines as compile, SHELL_BLOCK, TITLED_SOLIDITY_BLOCK } from '../../../fixtures/codeBlocks'

function pres(tree: Root): Element[] {
  const found: Element[] = []
  const walk = (node: Root | Element) => {
    for (const child of node.children) {
      if (child.type !== 'element') continue
      if (child.tagName === 'pre') found.push(child)
      walk(child)
    }
  }
  walk(tree)
  return found
}

describe('rehypeCodeBlockFocus (through compileMdx)', () => {
  it('makes each block a focusable, named group: by title, else by language', async () => {
    const { hast } = await compile([
      ...TITLED_SOLIDITY_BLOCK,
      '',
      ...SHELL_BLOCK,
      '',
      ':::note',
      '```',
      'plain text in an admonition',
      '```',
      ':::',
    ])
    expect(pres(hast).map((pre) => ({ tabIndex: pre.properties.tabIndex, role: pre.properties.role, label: pre.properties.ariaLabel }))).toEqual([
      { tabIndex: 0, role: 'group', label: 'Code: IUniswapV2Pair.sol' },
      { tabIndex: 0, role: 'group', label: 'Shell code' },
      { tabIndex: 0, role: 'group', label: 'Code' },
    ])
  })

  it('keeps the line count the off-screen height is reserved from', async () => {
    const { hast } = await compile(['```ts', 'const a = 1', 'const b = 2', '```'])
    expect(pres(hast)[0].properties.style).toBe('--code-lines:2')
  })

  it('leaves <pre> written as HTML alone (not a fenced code block)', async () => {
    const { hast } = await compile(['<pre>drawn by hand</pre>'])
    expect(pres(hast).map((pre) => pre.properties.tabIndex)).toEqual([undefined])
  })
})

describe('codeBlockLabel', () => {
  it.each([
    [' Router.sol ', 'solidity', 'Code: Router.sol'],
    [undefined, 'solidity', 'Solidity code'],
    [undefined, 'ts', 'TypeScript code'],
    [undefined, 'graphql', 'GraphQL code'],
    [undefined, 'vyper', 'vyper code'],
    [undefined, 'text', 'Code'],
    [undefined, undefined, 'Code'],
    ['', 'json', 'JSON code'],
  ])('title %p, language %p: %p', (title, language, label) => {
    expect(codeBlockLabel(title, language)).toBe(label)
  })
})
