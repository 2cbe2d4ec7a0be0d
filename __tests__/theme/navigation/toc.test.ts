import { buildToc } from '../../../src/theme/navigation/toc'

const headings = [
  { depth: 2, id: 'a', value: 'A' },
  { depth: 3, id: 'a1', value: 'A1' },
  { depth: 4, id: 'a1x', value: 'A1x' },
  { depth: 2, id: 'b', value: 'B' },
  { depth: 3, id: 'b1', value: 'B1' },
]

describe('src/theme/navigation/toc', () => {
  it('nests h2–h3 by default and leaves deeper headings out', () => {
    expect(buildToc(headings)).toEqual([
      { id: 'a', value: 'A', level: 2, children: [{ id: 'a1', value: 'A1', level: 3, children: [] }] },
      { id: 'b', value: 'B', level: 2, children: [{ id: 'b1', value: 'B1', level: 3, children: [] }] },
    ])
  })

  it('honours front-matter levels', () => {
    expect(buildToc(headings, 2, 2).map((i) => i.id)).toEqual(['a', 'b'])
    expect(buildToc(headings, 3, 4)).toEqual([
      { id: 'a1', value: 'A1', level: 3, children: [{ id: 'a1x', value: 'A1x', level: 4, children: [] }] },
      { id: 'b1', value: 'B1', level: 3, children: [] },
    ])
  })

  it('refuses min above max', () => {
    expect(() => buildToc(headings, 4, 2)).toThrow('min heading level 4 is greater than max level 2')
  })
})
