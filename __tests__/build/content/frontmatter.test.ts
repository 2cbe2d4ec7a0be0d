import { frontmatterErrors, frontmatterLineOf } from '../../../src/build/content/frontmatter'

const DOC = 'content/docs/a.mdx'
const source = (lines: string[]) => ['---', ...lines, '---', '', 'Body'].join('\n')

describe('doc front matter', () => {
  it('accepts every documented field', () => {
    const fm = {
      title: 'Factory',
      description: 'One sentence',
      id: 'factory',
      sidebar_label: 'Factory',
      sidebar_position: 2,
      hide_table_of_contents: false,
      toc_min_heading_level: 2,
      toc_max_heading_level: 4,
      tags: ['v2'],
      image: './cover.png',
    }
    expect(frontmatterErrors('docs', fm, DOC)).toEqual([])
  })

  it('names the file, line and field of an unknown key', () => {
    const text = source(['title: A', 'sidebar_positon: 2'])
    const [error] = frontmatterErrors('docs', { title: 'A', sidebar_positon: 2 }, DOC, text)
    expect(error).toMatch(/^content\/docs\/a\.mdx:3: front matter "sidebar_positon": unknown field \(known: .*sidebar_position/)
  })

  it('names a missing or empty title', () => {
    expect(frontmatterErrors('docs', {}, DOC)).toEqual([`${DOC}: front matter "title": is required`])
    expect(frontmatterErrors('docs', { title: '  ' }, DOC, source(['title: "  "']))).toEqual([
      `${DOC}:2: front matter "title": is required and must not be empty`,
    ])
  })

  it('names a field of the wrong type', () => {
    const text = source(['title: A', 'sidebar_position: second'])
    expect(frontmatterErrors('docs', { title: 'A', sidebar_position: 'second' }, DOC, text)).toEqual([
      `${DOC}:3: front matter "sidebar_position": Expected number, received string`,
    ])
  })

  it('fails when the TOC min level is above the max level, with either side defaulted', () => {
    const text = source(['title: A', 'toc_min_heading_level: 4', 'toc_max_heading_level: 3'])
    expect(frontmatterErrors('docs', { title: 'A', toc_min_heading_level: 4, toc_max_heading_level: 3 }, DOC, text)).toEqual([
      `${DOC}:3: front matter "toc_min_heading_level": toc_min_heading_level (4) is greater than toc_max_heading_level (3)`,
    ])
    expect(frontmatterErrors('docs', { title: 'A', toc_max_heading_level: 2 }, DOC)).toEqual([]) // 2..2
    expect(frontmatterErrors('docs', { title: 'A', toc_min_heading_level: 5 }, DOC)).toEqual([
      `${DOC}: front matter "toc_min_heading_level": toc_min_heading_level (5) is greater than toc_max_heading_level (3)`,
    ])
  })

  it('rejects heading levels outside 2–6', () => {
    expect(frontmatterErrors('docs', { title: 'A', toc_max_heading_level: 7 }, DOC)).toHaveLength(1)
  })
})

describe('blog front matter', () => {
  const POST = 'content/blog/2024-01-01-x/index.mdx'
  it('accepts a post with a Date or a YYYY-MM-DD string', () => {
    expect(frontmatterErrors('blog', { title: 'T', date: new Date('2024-03-12'), authors: ['ironquill'], slug: 'x', tags: [] }, POST)).toEqual([])
    expect(frontmatterErrors('blog', { title: 'T', date: '2024-03-12' }, POST)).toEqual([])
  })

  it('requires a date and rejects doc-only fields', () => {
    expect(frontmatterErrors('blog', { title: 'T', sidebar_position: 1 }, POST)).toEqual([
      `${POST}: front matter "date": is required`,
      expect.stringMatching(/^content\/blog\/2024-01-01-x\/index\.mdx: front matter "sidebar_position": unknown field/),
    ])
  })

  it('rejects a date that is not a date and authors that are not a list', () => {
    expect(frontmatterErrors('blog', { title: 'T', date: 'March', authors: 'ironquill' }, POST)).toEqual([
      `${POST}: front matter "date": must be a date written YYYY-MM-DD`,
      `${POST}: front matter "authors": Expected array, received string`,
    ])
  })
})

test('frontmatterLineOf finds keys only inside the leading block', () => {
  const text = ['---', 'title: A', '---', 'title: not front matter'].join('\n')
  expect(frontmatterLineOf(text, 'title')).toBe(2)
  expect(frontmatterLineOf(text, 'tags')).toBeUndefined()
  expect(frontmatterLineOf('no front matter', 'title')).toBeUndefined()
})
