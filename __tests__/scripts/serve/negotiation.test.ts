/**
 * Content negotiation for agents (scripts/serve/negotiation.mjs): recorded Accept headers of
 * browsers, agents and tools, each with the answer it must get, and negotiator (what Express's
 * req.accepts uses) as the oracle for every header, so the dependency-free function the host
 * recipes share chooses as the library would.
 */
import Negotiator from 'negotiator'
import { markdownPathOf, OFFERED, prefersMarkdown } from '../../../scripts/serve/negotiation.mjs'

/** [Accept header as sent, whether Markdown is served] */
const RECORDED: Array<[string | undefined, boolean]> = [
  // Agents asking for Markdown
  ['text/markdown', true],
  ['text/markdown;q=0.9, text/html;q=0.8', true],
  ['text/markdown, text/html;q=0.9, */*;q=0.8', true],
  ['text/markdown, text/x-markdown, text/plain;q=0.9, text/html;q=0.5', true],
  ['text/plain, text/markdown;q=0.5', true],
  ['TEXT/MARKDOWN', true],
  ['text/markdown, text/html', true],
  ['application/json, text/markdown;q=0.8', true],
  // Browsers (Chrome, Firefox, Safari) and generic clients
  ['text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8,application/signed-exchange;v=b3;q=0.7', false],
  ['text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', false],
  ['text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', false],
  ['*/*', false],
  [undefined, false],
  ['', false],
  ['text/*', false],
  ['text/html, text/markdown', false],
  ['text/html;q=0.8, text/markdown;q=0.8', false],
  ['text/markdown;q=0.8, text/html', false],
  ['text/markdown;q=0', false],
  ['text/html;q=0.5, text/*;q=0.9, text/markdown;q=0.4', false],
  ['application/json', false],
  ['not a media type', false],
  ['text/markdown;q=abc', false],
]

describe('prefersMarkdown', () => {
  it.each(RECORDED)('Accept %j → Markdown %s', (accept, markdown) => {
    expect(prefersMarkdown(accept)).toBe(markdown)
  })

  it.each(RECORDED)('agrees with negotiator for Accept %j', (accept) => {
    const chosen = new Negotiator({ headers: accept === undefined ? {} : { accept } }).mediaType([...OFFERED])
    expect(prefersMarkdown(accept)).toBe(chosen === 'text/markdown')
  })

  it('agrees with negotiator on generated headers (q-values, wildcards, parameters, order)', () => {
    const ranges = ['text/markdown', 'text/html', 'text/*', '*/*', 'text/plain', 'text/markdown;charset=utf-8', 'text/markdown;variant=GFM']
    const qs = ['', ';q=1', ';q=0.9', ';q=0.5', ';q=0']
    let checked = 0
    for (const a of ranges) for (const qa of qs) for (const b of ranges) for (const qb of qs) {
      const accept = `${a}${qa}, ${b}${qb}`
      const chosen = new Negotiator({ headers: { accept } }).mediaType([...OFFERED])
      expect([accept, prefersMarkdown(accept)]).toEqual([accept, chosen === 'text/markdown'])
      checked += 1
    }
    expect(checked).toBe(ranges.length ** 2 * qs.length ** 2)
  })
})

describe('markdownPathOf', () => {
  it.each([
    ['/concepts/overview', '/concepts/overview.md'],
    ['/concepts/overview/', '/concepts/overview.md'],
    ['/concepts/overview/index.html', '/concepts/overview.md'],
    ['/contracts/v2/reference/Pair-ERC-20', '/contracts/v2/reference/Pair-ERC-20.md'],
    ['/', null],
    ['', null],
    ['/index.html', null],
    ['/concepts/overview.md', null],
    ['/app-3f9c.js', null],
    ['/llms.txt', null],
  ])('%s → %s', (pathname, expected) => {
    expect(markdownPathOf(pathname)).toBe(expected)
  })
})
