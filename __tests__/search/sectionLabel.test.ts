import { FALLBACK_SECTION, sectionOfDoc } from '../../src/search/sectionLabel'
import { resolveSidebars } from '../../src/theme/navigation/sidebar'

const docs = ['a/landing', 'a/one', 'a/two', 'b/one', 'top', 'shared'].map((id) => ({ id, slug: `/${id}`, title: id }))

const { sidebars } = resolveSidebars(
  {
    guide: [
      { type: 'doc', id: 'top' },
      { type: 'category', label: 'Part A', link: { type: 'doc', id: 'a/landing' }, collapsed: false, items: [{ type: 'doc', id: 'a/one' }, { type: 'category', label: 'Deeper', collapsed: false, items: [{ type: 'doc', id: 'a/two' }, { type: 'doc', id: 'shared' }] }] },
      { type: 'category', label: 'Part B', collapsed: false, items: [{ type: 'doc', id: 'b/one' }, { type: 'doc', id: 'shared' }] },
    ],
    plain: [{ type: 'doc', id: 'b/one' }],
  },
  docs,
)

describe('src/search/sectionLabel sectionOfDoc', () => {
  const navbar = [{ docId: 'top', label: 'Guide' }]

  it('names the top-level category holding the doc, at any depth, its landing doc included', () => {
    expect(sectionOfDoc('a/one', 'guide', sidebars.guide, navbar)).toBe('Part A')
    expect(sectionOfDoc('a/two', 'guide', sidebars.guide, navbar)).toBe('Part A')
    expect(sectionOfDoc('a/landing', 'guide', sidebars.guide, navbar)).toBe('Part A')
    expect(sectionOfDoc('b/one', 'guide', sidebars.guide, navbar)).toBe('Part B')
  })

  it('takes the first top-level category of a doc listed in two', () => {
    expect(sectionOfDoc('shared', 'guide', sidebars.guide, navbar)).toBe('Part A')
  })

  it('falls back to the navbar item of the sidebar, then its name, then "Documentation"', () => {
    expect(sectionOfDoc('top', 'guide', sidebars.guide, navbar)).toBe('Guide')
    expect(sectionOfDoc('b/one', 'plain', sidebars.plain, navbar)).toBe('Plain')
    expect(sectionOfDoc('b/one', 'plain', sidebars.plain, [{ docId: 'b/one', label: 'Bees' }])).toBe('Bees')
    expect(sectionOfDoc('top', null, null, navbar)).toBe(FALLBACK_SECTION)
  })
})
