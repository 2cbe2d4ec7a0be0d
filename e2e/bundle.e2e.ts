/**
 * Build-output checks over the JavaScript in public/: the site config is parsed in Node
 * (src/config/build.ts) and reaches the browser as plain data, so zod — and any schema — must not
 * be in any chunk. The markers are zod's own issue codes, read from the installed zod so that a
 * zod upgrade keeps the check meaningful.
 */
import fs from 'fs'
import path from 'path'
import { ROOT } from './support/server'

const PUBLIC = path.join(ROOT, 'public')
const chunks = fs.readdirSync(PUBLIC).filter((file) => file.endsWith('.js'))
const read = (file: string) => fs.readFileSync(path.join(PUBLIC, file), 'utf8')
/** `chunk: marker` for each marker any chunk contains. */
const chunksContaining = (markers: readonly string[]) =>
  chunks.flatMap((file) => {
    const text = read(file)
    return markers.filter((marker) => text.includes(marker)).map((marker) => `${file}: ${marker}`)
  })

/** Issue codes only zod's error module spells out (`invalid_union_discriminator`, …). */
function zodMarkers(): string[] {
  const source = fs.readFileSync(path.join(ROOT, 'node_modules/zod/v3/ZodError.js'), 'utf8')
  const codes = ['invalid_union_discriminator', 'invalid_intersection_types', 'not_multiple_of']
  for (const code of codes) expect(source).toContain(`"${code}"`)
  return [...codes, 'ZodError']
}

test('the build emitted an app chunk', () => {
  expect(chunks.some((file) => /^app-[0-9a-f]+\.js$/.test(file))).toBe(true)
})

test('no JavaScript chunk contains zod', () => {
  expect(chunksContaining(zodMarkers())).toEqual([])
})

test('the app chunk carries the parsed config as data (title, the build-time copyright year)', () => {
  const app = chunks.find((file) => file.startsWith('app-')) as string
  const text = read(app)
  expect(text).toMatch(/site:\{title:"Squire Docs"/)
  expect(text).toMatch(/Copyright © \d{4} Squire Labs/)
  // No year is computed in the browser: the footer's year is a literal in the data.
  expect(text).not.toMatch(/getFullYear\(\)\}? ?Squire Labs/)
})

test('with analytics off (the default build), no chunk holds analytics code', () => {
  // Markers of our analytics client (src/analytics/options.ts, client.ts) and of the SDK itself.
  const markers = ['x-origin-application', 'initializeAnalytics called multiple times', 'api2.amplitude.com']
  expect(chunksContaining(markers)).toEqual([])
})

test('with analytics off, no chunk carries the event names or the sentiment widget', () => {
  // src/analytics/vocabulary.ts (event names) and src/components/Sentiment (its question).
  const markers = ['Navbar Clicked', 'Sentiment Submitted', 'Was this page helpful?']
  expect(chunksContaining(markers)).toEqual([])
})

test('charts, diagrams, data components and Markdown images render at build time: their code and content/data are in no chunk or page data', () => {
  // Strings only the picture components (src/components/mdx/Pictures) and the data components hold.
  const markers = ['Months after TGE', 'unlocked over', 'no geometry for', 'chain ID', 'useSiteData']
  expect(chunksContaining(markers)).toEqual([])
  // The pictures are in the page itself, as HTML.
  const tokenomics = fs.readFileSync(path.join(PUBLIC, 'contracts/squire-token/about/tokenomics/index.html'), 'utf8')
  expect(tokenomics).toContain('class="sq-pic-figure"')
  // No static query ships content/data: no page-data/sq file holds the allSiteData query.
  const staticQueries = path.join(PUBLIC, 'page-data/sq/d')
  const withSiteData = fs.existsSync(staticQueries) ? fs.readdirSync(staticQueries).filter((file) => fs.readFileSync(path.join(staticQueries, file), 'utf8').includes('allSiteData')) : []
  expect(withSiteData).toEqual([])
})
