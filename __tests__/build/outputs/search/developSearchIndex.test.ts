/** @jest-environment node */
import type { Element, ElementContent, Root } from 'hast'
import { developSearchDocument, developSearchDocuments, htmlFileOf } from '../../../../src/build/outputs/search/developSearchIndex'
import { indexedElement, searchDocument } from '../../../../src/build/outputs/search/searchDocuments'
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

describe('src/build/outputs/search/developSearchIndex', () => {
  it('splits a page into its intro and one section per h2/h3, without code blocks', () => {
    const sections = extractSections(tree, dataComponentText(data))
    expect(sections).toEqual([
      { anchor: null, depth: 1, heading: '', parentHeading: null, text: 'Intro paragraph with SQR.' },
      { anchor: 'pricing', depth: 2, heading: 'Pricing', parentHeading: null, text: 'Constant product.' },
      { anchor: 'example', depth: 3, heading: 'An example', parentHeading: 'Pricing', text: 'one two Mind the fee.' },
      { anchor: 'deployments', depth: 2, heading: 'Deployments', parentHeading: null, text: '0xabc' },
    ])
  })

  it('writes a search document shaped as a build cuts one from a page: title, marked article, h1, anchored h2/h3, no code', () => {
    const html = developSearchDocument({ slug: '/concepts/amm', title: 'AMM <pools> & "fees"', section: 'Concepts & Co', hast: tree }, dataComponentText(data))
    // What the build's cutter keeps of it is all of it: the document is already only that.
    expect(searchDocument(html)).toBe(html)
    expect(indexedElement(html)).toBe(
      '<article data-pagefind-body data-search-section="Concepts &amp; Co" data-pagefind-meta="section[data-search-section]">' +
        '<h1>AMM &lt;pools&gt; &amp; &quot;fees&quot;</h1><p>Intro paragraph with SQR.</p>' +
        '<h2 id="pricing">Pricing</h2><p>Constant product.</p>' +
        '<h3 id="example">An example</h3><p>one two Mind the fee.</p>' +
        '<h2 id="deployments">Deployments</h2><p>0xabc</p></article>',
    )
    expect(html).toContain('<title>AMM &lt;pools&gt; &amp; &quot;fees&quot;</title>')
    expect(html).not.toContain('secretCode')
  })

  it('puts each document where a build writes its page, so Pagefind gives it the same URL', () => {
    expect(htmlFileOf('/concepts/amm')).toBe('concepts/amm/index.html')
    expect(htmlFileOf('/')).toBe('index.html')
    const documents = developSearchDocuments([
      { slug: '/z/last', title: 'Z', section: 'S', hast: tree },
      { slug: '/a/first', title: 'A', section: 'S', hast: tree },
    ])
    expect(documents.map(({ url, file, cut }) => ({ url, file, cut }))).toEqual([
      { url: '/a/first/', file: 'a/first/index.html', cut: true },
      { url: '/z/last/', file: 'z/last/index.html', cut: true },
    ])
  })

  it('names the section after the top sidebar category, else the navbar label of the sidebar', () => {
    const link = (docId: string): SidebarNode => ({ type: 'link', label: docId, href: `/${docId}`, docId })
    const sidebars: Record<string, SidebarNode[]> = {
      concepts: [link('concepts/overview')],
      contracts: [
        { type: 'category', label: 'SQR Token', href: '/contracts/sqr', docId: 'contracts/sqr', page: '/contracts/category/sqr-token', startOpen: true, items: [link('contracts/sqr/about')] },
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
