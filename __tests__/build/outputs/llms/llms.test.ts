import { docToMarkdown, mdxBodyToMarkdown, type MarkdownContext } from '../../../../src/build/outputs/llms/mdxToMarkdown'
import { buildLlmsFullTxt, buildLlmsTxt, sidebarDocIds } from '../../../../src/build/outputs/llms/llmsTxt'
import type { SidebarNode } from '../../../../src/theme/navigation/sidebar'

const ctx: MarkdownContext = {
  data: {
    token: { symbol: 'SQR', totalSupply: '1000000000', tgeDate: '2025-03-18', allocations: [{ label: 'Treasury', amount: 5, percent: 18 }] },
    deployments: {
      contracts: [
        { key: 'sqrToken', name: 'SQR token', version: 'token' },
        { key: 'v2Factory', name: 'Factory', version: 'v2' },
      ],
      networks: [
        { id: 'ethereum', name: 'Ethereum', chainId: 1, explorer: 'https://etherscan.io', addresses: { sqrToken: '0xAbC0000000000000000000000000000000000001' } },
        { id: 'sepolia', name: 'Sepolia', chainId: 11155111, explorer: 'https://sepolia.etherscan.io', addresses: { v2Factory: '0x0000000000000000000000000000000000000002' } },
      ],
    },
  },
  absolute: (path) => `https://docs.squire.exchange${path}`,
}

const md = (body: string) => mdxBodyToMarkdown(body, ctx)

describe('src/build/outputs/llms/mdxToMarkdown', () => {
  it('resolves <Data> values inline, formatted', async () => {
    await expect(md('Supply: <Data path="token.totalSupply" format="number" /> <Data path="token.symbol" />, since <Data path="token.tgeDate" format="date" />.')).resolves.toBe(
      'Supply: 1,000,000,000 SQR, since March 18, 2025.\n',
    )
  })

  it('turns <Address> into a linked code span, also when it stands alone', async () => {
    await expect(md('<Address network="ethereum" contract="sqrToken" />')).resolves.toBe(
      '[`0xAbC0000000000000000000000000000000000001`](https://etherscan.io/address/0xAbC0000000000000000000000000000000000001)\n',
    )
  })

  it('turns admonitions into blockquotes that name their kind', async () => {
    await expect(md(':::warning[Check the address]\nOnly use **this** one.\n:::')).resolves.toBe('> **Warning: Check the address**\n>\n> Only use **this** one.\n')
    await expect(md(':::tip\nHi\n:::')).resolves.toBe('> **Tip**\n>\n> Hi\n')
  })

  it('labels each tab', async () => {
    const out = await md('<Tabs groupId="pm">\n<TabItem value="npm" label="npm">\n\n```bash\nnpm i x\n```\n\n</TabItem>\n<TabItem value="yarn">\n\nyarn add x\n\n</TabItem>\n</Tabs>')
    expect(out).toBe('**npm**\n\n```bash\nnpm i x\n```\n\n**yarn**\n\nyarn add x\n')
  })

  it('renders data and deployment tables', async () => {
    await expect(md('<DataTable path="token.allocations" columns="label:Allocation,amount:Amount:number,percent:Share:percent" />')).resolves.toBe(
      '| Allocation | Amount | Share |\n| ---------- | ------ | ----- |\n| Treasury   | 5      | 18%   |\n',
    )
    const deployments = await md('<DeploymentsTable version="token" />')
    expect(deployments).toContain('**Ethereum (chain ID 1)**')
    expect(deployments).toContain('| SQR token | [`0xAbC0000000000000000000000000000000000001`](https://etherscan.io/address/0xAbC0000000000000000000000000000000000001) |')
    expect(deployments).not.toContain('Sepolia')
  })

  it('keeps code language and title, drops line ranges and compile, and makes site links absolute', async () => {
    const out = await md('See [fees](/concepts/overview#fees) and [x](https://x.org).\n\n```solidity{1-2} title="A.sol" compile\ncontract A {}\n```')
    expect(out).toBe('See [fees](https://docs.squire.exchange/concepts/overview#fees) and [x](https://x.org).\n\n```solidity title="A.sol"\ncontract A {}\n```\n')
  })

  it('drops MDX comments and keeps plain text such as ratios unescaped', async () => {
    await expect(md('{/* hidden */}\n\nA ratio of 1:1.')).resolves.toBe('A ratio of 1:1.\n')
  })

  it('fails naming the data path when it does not exist', async () => {
    await expect(md('<Data path="token.nope" />')).rejects.toThrow('token.nope')
  })

  it('opens the twin with title, description and source URL', async () => {
    await expect(docToMarkdown({ title: 'Fees', description: 'How\nfees work.', url: 'https://d/fees', body: 'Body.' }, ctx)).resolves.toBe(
      '# Fees\n\n> How fees work.\n\nSource: https://d/fees\n\nBody.\n',
    )
  })
})

describe('src/build/outputs/llms/llmsTxt', () => {
  const sidebars: Array<{ name: string; items: SidebarNode[] }> = [
    { name: 'concepts', items: [{ type: 'link', label: 'Overview', href: '/concepts/overview', docId: 'concepts/overview' }] },
    {
      name: 'contracts',
      items: [
        {
          type: 'category',
          label: 'Token',
          href: '/t/overview',
          docId: 't/overview',
          page: '/t/category/token',
          startOpen: true,
          items: [
            { type: 'link', label: 'Partners', href: '/t/Partners', docId: 't/Partners' },
            { type: 'link', label: 'GitHub', href: 'https://github.com', docId: null },
          ],
        },
      ],
    },
  ]
  const docs = [
    { docId: 't/Partners', title: 'Partners [beta]', description: 'Who\nintegrates.', markdownUrl: 'https://d/t/Partners.md' },
    { docId: 'concepts/overview', title: 'Concepts', description: 'The basics.', markdownUrl: 'https://d/concepts/overview.md' },
    { docId: 't/overview', title: 'Token', description: '', markdownUrl: 'https://d/t/overview.md' },
    { docId: 'overview', title: 'Start', description: 'Where to begin.', markdownUrl: 'https://d/overview.md' },
  ]

  it('lists doc ids in sidebar order, landing docs first', () => {
    expect(sidebarDocIds(sidebars[1].items)).toEqual(['t/overview', 't/Partners'])
  })

  it('writes the llmstxt.org shape', () => {
    expect(
      buildLlmsTxt({ title: 'Squire Docs', summary: 'Docs\nfor Squire.', docs, sidebars, sectionTitles: { concepts: 'Concepts' }, posts: [{ title: 'Post', url: 'https://d/blog/p', description: 'A post.' }] }),
    ).toBe(
      [
        '# Squire Docs',
        '',
        '> Docs for Squire.',
        '',
        '## Start here',
        '',
        '- [Start](https://d/overview.md): Where to begin.',
        '',
        '## Concepts',
        '',
        '- [Concepts](https://d/concepts/overview.md): The basics.',
        '',
        '## contracts',
        '',
        '- [Token](https://d/t/overview.md)',
        '- [Partners \\[beta\\]](https://d/t/Partners.md): Who integrates.',
        '',
        '## Optional',
        '',
        '- [Post](https://d/blog/p): A post.',
        '',
      ].join('\n'),
    )
  })

  it('joins the docs into llms-full.txt', () => {
    expect(buildLlmsFullTxt({ title: 'T', summary: 'S', markdown: ['# A\n', '# B\n'] })).toBe('# T\n\n> S\n\n# A\n\n---\n\n# B\n')
  })
})
