/** @jest-environment node */
import { gzipSync } from 'node:zlib'
import { createFragmentReader, decodeFragment, densestWindow, pageOfFragment, type PagefindFragment } from '../../src/search/engine/pagefindFragment'

const encode = (value: unknown) => Buffer.from(`pagefind_dcd${JSON.stringify(value)}`)

/** Word n of the text is `w<n>`, except the words placed at given positions. */
function text(count: number, placed: Record<number, string> = {}): string {
  return Array.from({ length: count }, (_, n) => placed[n] ?? `w${n}`).join(' ')
}

const PAGE: PagefindFragment = {
  url: '/contracts/pair/',
  content: text(40, { 1: 'Swap', 6: 'swaps,', 7: 'swap', 13: 'SWAP', 25: 'swap.' }),
  meta: { title: 'Pair', section: 'V2 Protocol' },
  anchors: [
    { element: 'h2', id: 'functions', text: 'Functions', location: 5 },
    { element: 'h3', id: 'getreserves', text: 'getReserves', location: 10 },
    { element: 'div', id: 'note', text: 'Note', location: 12 },
    { element: 'h3', id: 'empty', text: ' ', location: 15 },
    { element: 'h2', id: 'events', text: 'Events', location: 20 },
    { element: 'h3', id: 'sync', text: 'Sync', location: 24 },
    { element: 'h2', id: 'errors', text: 'Errors', location: 30 },
  ],
}

describe('src/search/engine/pagefindFragment', () => {
  it('decodes a gzipped fragment, and one the server already inflated', async () => {
    const json = { url: '/a/', content: 'one two', meta: { title: 'A' }, anchors: [] }
    await expect(decodeFragment(new Uint8Array(gzipSync(encode(json))))).resolves.toEqual(json)
    await expect(decodeFragment(new Uint8Array(encode(json)))).resolves.toEqual(json)
  })

  it('refuses bytes that are not a fragment, naming the file', async () => {
    await expect(decodeFragment(new Uint8Array(Buffer.from('<!doctype html>')), 'fragment en_1')).rejects.toThrow('Pagefind fragment en_1: not a fragment (no signature after gunzip).')
    await expect(decodeFragment(new Uint8Array(gzipSync(Buffer.from('{"url":"/a/"}'))))).rejects.toThrow(/no signature/)
    await expect(decodeFragment(new Uint8Array(encode({ url: '/a/' })))).rejects.toThrow(/no url or content/)
  })

  it('groups matched words under the page or the heading they follow, as Pagefind does', () => {
    const page = pageOfFragment(PAGE, [25, 1, 7, 6, 13], 30)
    expect(page.sections.map(({ title, url, anchor }) => ({ title, url, anchor: anchor?.id }))).toEqual([
      { title: 'Pair', url: '/contracts/pair/', anchor: undefined },
      { title: 'Functions', url: '/contracts/pair/#functions', anchor: 'functions' },
      // The div anchor and the heading without text do not start sections.
      { title: 'getReserves', url: '/contracts/pair/#getreserves', anchor: 'getreserves' },
      // "Events" has no match of its own: word 25 belongs to "Sync", the last heading before it.
      { title: 'Sync', url: '/contracts/pair/#sync', anchor: 'sync' },
    ])
    expect(page.sections.map((s) => s.marked)).toEqual([['swap'], ['swaps,', 'swap'], ['swap'], ['swap.']])
    // Each section's text stays inside the section.
    expect(page.sections.map((s) => s.text)).toEqual([text(5, { 1: 'Swap' }), 'w5 swaps, swap w8 w9', text(20, { 13: 'SWAP' }).split(' ').slice(10).join(' '), 'w24 swap. w26 w27 w28 w29'])
    expect(page).toMatchObject({ url: '/contracts/pair/', meta: PAGE.meta, anchors: PAGE.anchors })
  })

  it('cuts a long section to the window with the most matches', () => {
    const long: PagefindFragment = { url: '/long/', content: text(200, { 3: 'swap', 150: 'swap', 152: 'swap', 170: 'swap' }), meta: { title: 'Long' }, anchors: [] }
    const [section] = pageOfFragment(long, [3, 150, 152, 170], 30).sections
    expect(section.text.split(' ')).toHaveLength(30)
    expect(section.marked).toEqual(['swap', 'swap', 'swap'])
    expect(section.text).not.toContain('w3 ')
  })

  it('splits text written without spaces on the zero-width spaces Pagefind put there', () => {
    const cjk: PagefindFragment = { url: '/zh/', content: ['流动', '性', '池', '兑换'].join('\u200B'), meta: { title: '池' }, anchors: [] }
    expect(pageOfFragment(cjk, [2], 30).sections).toEqual([{ title: '池', url: '/zh/', text: '流动性池兑换', marked: ['池'] }])
  })

  it('finds the densest window, the middle one of a run of ties', () => {
    expect(densestWindow([], 10)).toBe(0)
    expect(densestWindow([2, 8], 10)).toBe(0)
    // The windows holding 50, 52 and 54 start at 45 … 50.
    expect(densestWindow([0, 50, 52, 54], 10)).toBe(48)
    // The windows holding 50, 51 and 52 start at 43 … 50.
    expect(densestWindow([50, 51, 52, 80], 10)).toBe(47)
    // Two runs as dense: the first one's middle (windows 0 … 5 hold word 5).
    expect(densestWindow([5, 95], 10)).toBe(3)
  })

  it('fetches each fragment once, and tries again after a failure', async () => {
    const body = gzipSync(encode({ url: '/a/', content: 'one swap two', meta: { title: 'A' }, anchors: [] }))
    const fetched: string[] = []
    let failNext = true
    const fetchImpl = (async (input: string) => {
      fetched.push(input)
      if (failNext) {
        failNext = false
        return new Response('gone', { status: 503 })
      }
      return new Response(body)
    }) as unknown as typeof fetch
    const reader = createFragmentReader('/pagefind/fragment/', fetchImpl)
    if (!reader) throw new Error('DecompressionStream is missing in this Node')
    await expect(reader.page('en_1', [1], 30)).rejects.toThrow('Pagefind fragment en_1: HTTP 503.')
    await expect(reader.page('en_1', [1], 30)).resolves.toMatchObject({ sections: [{ text: 'one swap two', marked: ['swap'] }] })
    await reader.page('en_1', [0], 30)
    expect(fetched).toEqual(['/pagefind/fragment/en_1.pf_fragment', '/pagefind/fragment/en_1.pf_fragment'])
  })

  it('reads a fragment the server sent inflated (not gzip) by fetching it again as it is', async () => {
    const fetched: string[] = []
    const fetchImpl = (async (input: string) => {
      fetched.push(input)
      return new Response(encode({ url: '/b/', content: 'plain swap text', meta: { title: 'B' }, anchors: [] }))
    }) as unknown as typeof fetch
    const reader = createFragmentReader('/f/', fetchImpl)
    if (!reader) throw new Error('DecompressionStream is missing in this Node')
    await expect(reader.page('en_2', [1], 30)).resolves.toMatchObject({ url: '/b/', sections: [{ text: 'plain swap text', marked: ['swap'] }] })
    expect(fetched).toEqual(['/f/en_2.pf_fragment', '/f/en_2.pf_fragment'])
  })
})
