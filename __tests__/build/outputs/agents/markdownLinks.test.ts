/**
 * The Markdown's share of the link check (src/build/outputs/agents): which links the scanner
 * finds (held to remark's reading of the same text), which it refuses as not portable, and the
 * build's link graph failing a broken one with the file and the link.
 */
import { unified } from 'unified'
import remarkParse from 'remark-parse'
import remarkGfm from 'remark-gfm'
import { visit } from 'unist-util-visit'
import { formatLinkProblems, LinkGraph } from '../../../../src/build/outputs/checkLinks'
import { linkForCheck, markdownLinks } from '../../../../src/build/outputs/agents/markdownLinks'
import { linkSourcesOf, markdownFileLinks } from '../../../../src/build/outputs/agents/markdownCheck'
import { markdownAlternateRules } from '../../../../src/build/outputs/agents/linkHeaders'
import { withIndexPointer, withoutIndexPointer } from '../../../../src/build/outputs/agents/indexPointer'

const SITE = 'https://docs.example'

const SAMPLE = [
  '> Index of this documentation, every page as Markdown: [llms.txt](https://docs.example/llms.txt)',
  '',
  '# Title',
  '',
  'See [the overview](https://docs.example/concepts/overview#fees) and ![a chart](https://docs.example/img/chart.png "Chart").',
  'A [relative one](/concepts/other) and a [path one](sibling.md) and [a fragment](#fees).',
  'Mail [us](mailto:team@example.com). An autolink <https://example.org/page> and a bare https://example.net/x?y=1.',
  'Escaped \\[not a link\\](https://docs.example/escaped) and `inline [code](https://docs.example/in-code)`.',
  'A link with parens [wiki](https://en.example/wiki/Thing_(x)) and [spaced](<https://docs.example/a b>).',
  '',
  '```ts',
  'const x = arr[0](https://docs.example/in-fence)',
  '[fenced](https://docs.example/fenced)',
  '```',
  '',
  '[ref]: https://docs.example/reference',
  '',
  '| Contract | Address |',
  '| - | - |',
  '| Factory | [`0xabc`](https://explorer.example/address/0xabc) |',
  '',
].join('\n')

function remarkLinks(markdown: string): string[] {
  const tree = unified().use(remarkParse).use(remarkGfm).parse(markdown)
  const found = new Set<string>()
  visit(tree, (node) => {
    if ('url' in node && typeof node.url === 'string') found.add(node.url)
  })
  return [...found]
}

describe('markdownLinks', () => {
  it('finds the links remark finds, and only those', () => {
    expect(new Set(markdownLinks(SAMPLE))).toEqual(new Set(remarkLinks(SAMPLE)))
  })

  it('leaves out code, and reads escaped brackets as text (the URL after them is a bare link)', () => {
    const links = markdownLinks(SAMPLE)
    for (const inCode of ['https://docs.example/in-code', 'https://docs.example/in-fence', 'https://docs.example/fenced']) expect(links).not.toContain(inCode)
    expect(links).toContain('https://docs.example/escaped')
  })

  it('finds the links remark finds in every Markdown twin shape: tables, lists, quotes, images', () => {
    const twin = [
      '- [One](https://docs.example/one): first',
      '- **[Two](https://docs.example/two#a)**',
      '',
      '> **Note**',
      '> Read [three](https://docs.example/three) first.',
      '',
      '1. Step with <mailto:a@example.com>',
      '',
      '| [Four](https://docs.example/four) | `[not](https://docs.example/not)` |',
      '| - | - |',
      '',
    ].join('\n')
    expect(new Set(markdownLinks(twin))).toEqual(new Set(remarkLinks(twin)))
  })
})

describe('linkForCheck', () => {
  it.each([
    ['https://docs.example/concepts/overview#fees', { href: '/concepts/overview#fees' }],
    ['https://docs.example', { href: '/' }],
    ['https://docs.example/concepts/overview.md', { href: '/concepts/overview.md' }],
    ['https://example.org/page', { href: 'https://example.org/page' }],
    ['http://example.org/page', { href: 'http://example.org/page' }],
    ['mailto:team@example.com', { href: '' }],
    ['#fees', { href: '' }],
  ])('%s → %j', (href, expected) => {
    expect(linkForCheck(href, { siteUrl: SITE })).toEqual(expected)
  })

  it.each([['/concepts/other'], ['sibling.md'], ['../up']])('refuses %s: it does not resolve outside the site', (href) => {
    expect(linkForCheck(href, { siteUrl: SITE })).toEqual({ problem: expect.stringMatching(/relative link does not resolve outside the site/) })
  })
})

describe('the link check over the Markdown', () => {
  const files = [
    { route: '/concepts/overview.md', markdown: withIndexPointer('# Overview\n\n[Fees](https://docs.example/concepts/fees#swap-fee) [Missing](https://docs.example/concepts/missing) [Twin](https://docs.example/concepts/fees.md)\n', `${SITE}/llms.txt`) },
    { route: '/llms.txt', markdown: '# Docs\n\n- [Overview](https://docs.example/concepts/overview.md): the start\n- [Gone](https://docs.example/gone.md): moved\n- [Relative](/concepts/fees.md)\n' },
  ]
  const { sources, problems } = linkSourcesOf(files.map(({ route, markdown }) => ({ route, ...markdownFileLinks(markdown, { siteUrl: SITE }) })))
  const graph = new LinkGraph()
  graph.addPage('/concepts/fees', { ids: new Set(['swap-fee']), hrefs: [] })
  graph.addPage('/concepts/overview', { ids: new Set(), hrefs: [] })
  for (const source of sources) graph.addSource(source.route, source.hrefs)
  const existing = new Set(['/concepts/overview.md', '/concepts/fees.md', '/llms.txt'])
  const all = [...problems, ...graph.problems((route) => existing.has(route))]

  it('names each broken or relative link with its file, and nothing else', () => {
    expect(all.map((p) => [p.page, p.href])).toEqual([
      ['/llms.txt', '/concepts/fees.md'],
      ['/concepts/overview.md', '/concepts/missing'],
      ['/llms.txt', '/gone.md'],
    ])
    expect(formatLinkProblems(all)).toMatch(/\/llms\.txt → \/gone\.md: no page or file at \/gone\.md/)
  })

  it('does not make a Markdown file a link target with ids', () => {
    const check = new LinkGraph()
    check.addSource('/a.md', ['/concepts/overview.md'])
    expect(check.problems(() => true)).toEqual([])
    expect(check.pageCount).toBe(0)
  })
})

describe('the Link header rules and the pointer line', () => {
  it('gives each doc route one Link header to its twin', () => {
    expect(markdownAlternateRules([{ route: '/b', markdownUrl: `${SITE}/b.md` }, { route: '/a', markdownUrl: `${SITE}/a.md` }])).toBe(
      `# Each doc's Markdown twin (src/build/outputs/agents/linkHeaders.ts).\n\n/a\n  Link: <${SITE}/a.md>; rel="alternate"; type="text/markdown"\n\n/b\n  Link: <${SITE}/b.md>; rel="alternate"; type="text/markdown"\n`,
    )
    expect(markdownAlternateRules([])).toBe('')
  })

  it('starts a twin with one line naming llms.txt', () => {
    const twin = withIndexPointer('# Title\n', `${SITE}/llms.txt`)
    expect(twin.split('\n')[0]).toBe(`> Index of this documentation, every page as Markdown: [llms.txt](${SITE}/llms.txt)`)
    expect(twin.endsWith('# Title\n')).toBe(true)
  })

  it('gives back the Markdown of a twin written with the same URL, and nothing of another file', () => {
    const markdown = '# Title\n\n> A quote that is not the pointer\n'
    expect(withoutIndexPointer(withIndexPointer(markdown, `${SITE}/llms.txt`), `${SITE}/llms.txt`)).toBe(markdown)
    expect(withoutIndexPointer(withIndexPointer(markdown, `${SITE}/llms.txt`), 'https://other.example/llms.txt')).toBeNull()
    expect(withoutIndexPointer(markdown, `${SITE}/llms.txt`)).toBeNull()
  })
})
