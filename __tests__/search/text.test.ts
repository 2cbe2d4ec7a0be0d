import { escapeHtml, highlight, normalizeQuery, snippet, toHtml, MAX_QUERY_LENGTH, MAX_QUERY_TERMS } from '../../src/search/engine/text'

describe('src/search/engine/text', () => {
  it('escapes the five HTML-significant characters', () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;&lt;/a&gt;')
  })

  it('marks whole tokens whose lowercase form matched', () => {
    expect(highlight('Swap the Swaps, swap!', new Set(['swap']))).toEqual([
      { text: 'Swap', match: true },
      { text: ' the Swaps, ', match: false },
      { text: 'swap', match: true },
      { text: '!', match: false },
    ])
  })

  it('builds highlight HTML from escaped text only', () => {
    const html = toHtml(highlight('<img src=x onerror=alert(1)> img', new Set(['img'])))
    expect(html).toBe('&lt;<mark>img</mark> src=x onerror=alert(1)&gt; <mark>img</mark>')
    expect(html).not.toMatch(/<(?!\/?mark>)/)
  })

  it('cuts a snippet around the first match with ellipses', () => {
    const text = Array.from({ length: 100 }, (_, i) => `w${i}`).join(' ')
    const segments = snippet(text, new Set(['w50']), 10)
    const joined = segments.map((s) => s.text).join('')
    expect(joined.startsWith('…')).toBe(true)
    expect(joined.endsWith('…')).toBe(true)
    expect(segments.find((s) => s.match)?.text).toBe('w50')
    expect(joined.split(' ').length).toBeLessThanOrEqual(12)
  })

  it('bounds long queries in length and terms', () => {
    expect(normalizeQuery('x'.repeat(10_000)).length).toBe(MAX_QUERY_LENGTH)
    expect(normalizeQuery('a '.repeat(100)).split(' ')).toHaveLength(MAX_QUERY_TERMS)
    expect(normalizeQuery('  two   words ')).toBe('two words')
  })
})
