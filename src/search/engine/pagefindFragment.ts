/**
 * A page's matching sections, read from its Pagefind fragment here rather than through Pagefind's
 * `result.data()`.
 *
 * Why: `data()` builds an HTML excerpt for the page and for each matching section, and each one
 * splits the page's whole text into words again (Pagefind 1.5's `build_excerpt`), after
 * un-gzipping the fragment in JavaScript. For the three pages the modal shows that was ~30 ms of
 * main-thread work plus the garbage it leaves, most of the time between the last fragment byte
 * and the results on the bench machine (README, "Search"). Here the browser's DecompressionStream
 * un-gzips the response body as it downloads, the text is split once per page, and each section
 * keeps plain text and its matched words, which is what the engine wanted from the HTML excerpt
 * anyway.
 *
 * The grouping is Pagefind's (`calculate_sub_results`): matched words before the first heading
 * belong to the page, the others to the last heading at or before them; a heading is an `h1`–`h6`
 * anchor with text; a section without matched words is left out. The excerpt window is Pagefind's
 * densest-window rule with every match weighing the same (the weights stay inside Pagefind).
 * e2e/pagefindSections.e2e.ts checks the grouping against Pagefind's own `data()` on the built site.
 */
import type { PagefindAnchor, PagefindPage, PagefindSection } from './pagefindTypes'

/** What Pagefind 1.x writes in a fragment file (gzip of the signature and this JSON). */
export interface PagefindFragment {
  url: string
  content: string
  meta: Record<string, string | undefined>
  anchors: PagefindAnchor[]
}

/** Words of context kept around a section's matches (the /search page shows 30). */
export const EXCERPT_WORDS = 30

const SIGNATURE = 'pagefind_dcd'
const ZERO_WIDTH_SPACE = '\u200B'

/** A gzip stream's inflated bytes, read as they arrive. */
async function gunzip(gzip: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  return new Uint8Array(await new Response(gzip.pipeThrough(new DecompressionStream('gzip'))).arrayBuffer())
}

/** A fragment file's bytes (gzip, or already inflated by the server) → its JSON. */
export async function decodeFragment(bytes: Uint8Array, name = 'fragment'): Promise<PagefindFragment> {
  const decoder = new TextDecoder()
  const signed = (data: Uint8Array) => decoder.decode(data.subarray(0, SIGNATURE.length)) === SIGNATURE
  let data = bytes
  if (!signed(data)) {
    data = await gunzip(new Blob([data]).stream()).catch(() => new Uint8Array())
    if (!signed(data)) throw new Error(`Pagefind ${name}: not a fragment (no signature after gunzip).`)
  }
  const fragment = JSON.parse(decoder.decode(data.subarray(SIGNATURE.length))) as Partial<PagefindFragment>
  if (typeof fragment.url !== 'string' || typeof fragment.content !== 'string') throw new Error(`Pagefind ${name}: not a fragment (no url or content).`)
  return { url: fragment.url, content: fragment.content, meta: fragment.meta ?? {}, anchors: Array.isArray(fragment.anchors) ? fragment.anchors : [] }
}

/**
 * Where the window of `length` words holding the most `locations` (relative to the section)
 * starts; of a run of equally dense windows, the middle one. Pagefind's `calculate_excerpt_region`
 * rule, with every match weighing the same.
 */
export function densestWindow(locations: readonly number[], length: number): number {
  if (!locations.length) return 0
  const span = Math.max(...locations) + 1
  if (span <= length) return 0
  const counts = new Array<number>(span).fill(0)
  for (const location of locations) counts[location] += 1
  let sum = 0
  for (let i = 0; i < length; i += 1) sum += counts[i]
  let best = sum
  let bestAt = [0]
  // Slide the window one word at a time: `start` is its first word.
  for (let start = 1; start < span; start += 1) {
    sum += (counts[start + length - 1] ?? 0) - counts[start - 1]
    if (sum > best) {
      best = sum
      bestAt = [start]
    } else if (sum === best && bestAt[bestAt.length - 1] === start - 1) bestAt.push(start)
  }
  return bestAt[Math.floor(bestAt.length / 2)]
}

/** `/a/b/` + `id` → `/a/b/#id`, encoded as a URL's fragment (as Pagefind builds a section's URL). */
function anchoredUrl(url: string, id: string): string {
  const absolute = /^(https?:)?\/\//.test(url)
  const parsed = new URL(absolute ? url : `https://example.com${url.startsWith('/') ? url : `/${url}`}`)
  parsed.hash = id
  return absolute ? parsed.toString() : parsed.toString().replace(/^https:\/\/example\.com/, '')
}

/**
 * The page and its matching sections, for the word positions Pagefind matched (`result.words`),
 * each section with a window of at most `excerptWords` words of its text.
 */
export function pageOfFragment(fragment: PagefindFragment, locations: readonly number[], excerptWords: number): PagefindPage {
  const zeroWidth = fragment.content.includes(ZERO_WIDTH_SPACE)
  const words = zeroWidth ? fragment.content.split(ZERO_WIDTH_SPACE) : fragment.content.split(/[\r\n\s]+/g)
  const joiner = zeroWidth ? '' : ' '
  const pageUrl = fragment.meta.url || fragment.url
  const headings = fragment.anchors.filter((a) => /h\d/i.test(a.element) && Boolean(a.text) && /\S/.test(a.text)).sort((a, b) => a.location - b.location)
  const sorted = [...locations].sort((a, b) => a - b)

  const sections: PagefindSection[] = []
  const close = (from: number, to: number, matched: number[], heading: PagefindAnchor | null) => {
    if (!matched.length) return
    const length = Math.max(0, Math.min(to - from, excerptWords))
    const start = Math.max(from, Math.min(from + densestWindow(matched.map((l) => l - from), excerptWords), to - length))
    const end = start + length
    sections.push({
      title: heading ? heading.text : fragment.meta.title ?? '',
      url: heading ? anchoredUrl(pageUrl, heading.id) : pageUrl,
      ...(heading ? { anchor: heading } : {}),
      text: words.slice(start, end).join(joiner).trim(),
      marked: matched.filter((l) => l >= start && l < end).map((l) => (words[l] ?? '').toLowerCase()),
    })
  }

  let next = 0
  let heading: PagefindAnchor | null = null
  let from = 0
  let matched: number[] = []
  for (const location of sorted) {
    if (next >= headings.length || location < headings[next].location) {
      matched.push(location)
      continue
    }
    // The next heading starts a section: the current one ends there; later headings with no
    // match before this word are skipped (Pagefind does the same).
    close(from, headings[next].location, matched, heading)
    while (next + 1 < headings.length && location >= headings[next + 1].location) next += 1
    heading = headings[next]
    from = heading.location
    next += 1
    matched = [location]
  }
  close(from, next < headings.length ? headings[next].location : words.length, matched, heading)
  return { url: fragment.url, meta: fragment.meta, anchors: fragment.anchors, sections }
}

/**
 * Reads fragments from Pagefind's `fragment/` folder (`baseUrl` ends with `/`), each fetched once
 * per page load. Null where the browser cannot un-gzip a stream (no DecompressionStream): the
 * engine then asks Pagefind's `data()`.
 */
export function createFragmentReader(baseUrl: string, fetchImpl: typeof fetch = (...args) => fetch(...args)) {
  if (typeof DecompressionStream === 'undefined') return null
  const loaded = new Map<string, Promise<PagefindFragment>>()
  const load = async (id: string): Promise<PagefindFragment> => {
    const url = `${baseUrl}${id}.pf_fragment`
    const name = `fragment ${id}`
    const response = await fetchImpl(url)
    if (!response.ok) throw new Error(`Pagefind ${name}: HTTP ${response.status}.`)
    if (response.body) {
      // Un-gzipped as it downloads. A body that is not gzip (a server that inflated it already)
      // fails in the stream: it is read again as it is, from the HTTP cache.
      const inflated = await gunzip(response.body).catch(() => null)
      if (inflated) return decodeFragment(inflated, name)
      return decodeFragment(new Uint8Array(await (await fetchImpl(url)).arrayBuffer()), name)
    }
    return decodeFragment(new Uint8Array(await response.arrayBuffer()), name)
  }
  return {
    async page(id: string, locations: readonly number[], excerptWords: number): Promise<PagefindPage> {
      let fragment = loaded.get(id)
      if (!fragment) {
        fragment = load(id)
        // A failed fetch is not remembered: the next query tries again.
        fragment.catch(() => loaded.delete(id))
        loaded.set(id, fragment)
      }
      return pageOfFragment(await fragment, locations, excerptWords)
    },
  }
}
