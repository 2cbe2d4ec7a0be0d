import type { Element, ElementContent, Root } from 'hast'
import { buildSearchIndex } from '../../../../src/build/outputs/search/buildSearchIndex'
import { extractSections } from '../../../../src/build/outputs/search/extractSections'
import { createSectionLabeler } from '../../../../src/build/outputs/search/sectionLabels'
import { dataComponentText } from '../../../../src/build/outputs/search/dataComponentText'
import type { SidebarNode } from '../../../../src/theme/navigation/sidebar'

const text = (value: string): ElementContent => ({ type: 'text', value })
const el = (tagName: string, properties: Element['properties'], ...children: ElementContent[]): Element => ({ type: 'element', tagName, properties, children })

const tree: Root = {
  type: 'root',
  children: [
    el('p', {}, text('Intro paragraph with '), el('Data', { path: 'token.symbol' }), text('.')),
    el('h2', { id: 'pricing' }, text('Pricing')),
    el('p', {}, text('Constant product.')),
    el('CodeBlock', { language: 'solidity' }, el('pre', {}, el('code', {}, text('uint256 secretCode;')))),
    el('h3', { id: 'example' }, text('An '), el('code', {}, text('example'))),
    el('ul', {}, el('li', {}, text('one')), el('li', {}, text('two'))),
    el('Admonition', { type: 'note' }, el('p', {}, text('Mind the fee.'))),
    el('h2', { id: 'deployments' }, text('Deployments')),
    el('p', {}, el('Address', { network: 'ethereum', contract: 'token' })),
  ],
}

const data = { token: { symbol: 'SQR' }, deployments: { networks: [{ id: 'ethereum', addresses: { token: '0xabc' } }] } }

describe('src/build/outputs/search', () => {
  it('splits a page into its intro and one section per h2/h3, without code blocks', () => {
    const sections = extractSections(tree, dataComponentText(data))
    expect(sections).toEqual([
      { anchor: null, depth: 1, heading: '', parentHeading: null, text: 'Intro paragraph with SQR.' },
      { anchor: 'pricing', depth: 2, heading: 'Pricing', parentHeading: null, text: 'Constant product.' },
      { anchor: 'example', depth: 3, heading: 'An example', parentHeading: 'Pricing', text: 'one two Mind the fee.' },
      { anchor: 'deployments', depth: 2, heading: 'Deployments', parentHeading: null, text: '0xabc' },
    ])
  })

  it('builds one record per section with hierarchy and anchored URLs', () => {
    const index = buildSearchIndex([{ slug: '/concepts/amm', title: 'AMM', section: 'Concepts', hast: tree }], dataComponentText(data))
    expect(index.version).toBe(1)
    expect(index.records.map((r) => [r.url, r.level, r.lvl0, r.lvl1, r.lvl2, r.lvl3])).toEqual([
      ['/concepts/amm', 'lvl1', 'Concepts', 'AMM', null, null],
      ['/concepts/amm#pricing', 'lvl2', 'Concepts', 'AMM', 'Pricing', null],
      ['/concepts/amm#example', 'lvl3', 'Concepts', 'AMM', 'Pricing', 'An example'],
      ['/concepts/amm#deployments', 'lvl2', 'Concepts', 'AMM', 'Deployments', null],
    ])
    expect(JSON.stringify(index)).not.toContain('secretCode')
  })

  it('names the section after the top sidebar category, else the navbar label of the sidebar', () => {
    const link = (docId: string): SidebarNode => ({ type: 'link', label: docId, href: `/${docId}`, docId })
    const sidebars: Record<string, SidebarNode[]> = {
      concepts: [link('concepts/overview')],
      contracts: [
        { type: 'category', label: 'SQR Token', href: '/contracts/sqr', docId: 'contracts/sqr', collapsed: false, items: [link('contracts/sqr/about')] },
        link('contracts/punks'),
      ],
    }
    const sectionOf = createSectionLabeler(sidebars, [
      { docId: 'concepts/overview', label: 'Concepts' },
      { docId: 'contracts/punks', label: 'Contracts' },
    ])
    expect(sectionOf('concepts/overview', 'docs')).toBe('Concepts')
    expect(sectionOf('contracts/sqr/about', 'docs')).toBe('SQR Token')
    expect(sectionOf('contracts/sqr', 'docs')).toBe('SQR Token')
    expect(sectionOf('contracts/punks', 'docs')).toBe('Contracts')
    expect(sectionOf('orphan', 'docs')).toBe('Documentation')
    expect(sectionOf(null, 'blog')).toBe('Blog')
  })
})
