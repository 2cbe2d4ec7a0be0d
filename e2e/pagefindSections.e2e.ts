/**
 * Search reads each result page's Pagefind fragment itself (src/search/engine/pagefindFragment.ts)
 * instead of through Pagefind's `result.data()`. On the built site, for the results of several
 * queries, that must give the sections Pagefind gives: the same titles, URLs and headings in the
 * same order, each with an excerpt that holds a matched word.
 */
import type { Browser } from 'playwright-core'
import { decodeFragment, EXCERPT_WORDS, pageOfFragment } from '../src/search/engine/pagefindFragment'
import { baseUrl, launch, openPage, waitForHydration } from './support/browser'

const QUERIES = ['liquidity', 'swap', 'getReserves', 'permit', 'fee', 'router', 'token', 'pool', 'oracle', 'claim']
const PAGES_PER_QUERY = 8

interface PagefindAnswer {
  query: string
  results: { id: string; words: number[]; url: string; sections: { title: string; url: string; anchor: string | null; excerpt: string }[] }[]
}

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
})

test('the sections read from fragments are the ones Pagefind\'s data() gives', async () => {
  const { page, context, errors } = await openPage(browser)
  await page.goto(`${baseUrl()}/concepts/overview`)
  await waitForHydration(page)
  // Pagefind set up as src/search/engine/pagefindChunk.ts does. A string, not a function: the
  // test's transpiler must not touch the dynamic import.
  const answers = (await page.evaluate(`(async () => {
    const pagefind = await import('/pagefind/pagefind.js')
    await pagefind.options({ baseUrl: '/', excerptLength: ${EXCERPT_WORDS}, noWorker: true })
    await pagefind.init()
    const answers = []
    for (const query of ${JSON.stringify(QUERIES)}) {
      const found = await pagefind.search(query)
      const results = []
      for (const result of found.results.slice(0, ${PAGES_PER_QUERY})) {
        const data = await result.data()
        results.push({ id: result.id, words: result.words, url: data.url, sections: data.sub_results.map((s) => ({ title: s.title, url: s.url, anchor: s.anchor ? s.anchor.id : null, excerpt: s.excerpt })) })
      }
      answers.push({ query, results })
    }
    return answers
  })()`)) as PagefindAnswer[]
  expect(errors).toEqual([])
  await context.close()

  let sections = 0
  for (const { query, results } of answers) {
    expect(results.length).toBeGreaterThan(0)
    for (const result of results) {
      const response = await fetch(`${baseUrl()}/pagefind/fragment/${result.id}.pf_fragment`)
      const ours = pageOfFragment(await decodeFragment(new Uint8Array(await response.arrayBuffer())), result.words, EXCERPT_WORDS)
      expect({ query, url: ours.url, sections: ours.sections.map((s) => ({ title: s.title, url: s.url, anchor: s.anchor?.id ?? null })) }).toEqual({
        query,
        url: result.url,
        sections: result.sections.map(({ title, url, anchor }) => ({ title, url, anchor })),
      })
      for (const section of ours.sections) {
        sections += 1
        expect(section.text.split(/\s+/).length).toBeLessThanOrEqual(EXCERPT_WORDS)
        expect(section.marked.length).toBeGreaterThan(0)
        for (const word of section.marked) expect(section.text.toLowerCase()).toContain(word)
        // Words Pagefind matched for the query: its stems, and camelCase words holding it.
        expect(section.marked.some((word) => word.includes(query.toLowerCase().slice(0, 4)))).toBe(true)
      }
    }
  }
  expect(sections).toBeGreaterThan(100)
})
