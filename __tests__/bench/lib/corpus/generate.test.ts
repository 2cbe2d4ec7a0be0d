/**
 * The bench corpus (bench/lib/corpus): the nested shape has the sections, topics and docs asked
 * for; every link of every doc reaches a generated doc and a heading on it; a doc's text is the
 * same in both shapes and for both builders, apart from the routes it links to.
 */
import path from 'node:path'
import { generateCorpus, type CorpusFile } from '../../../../bench/lib/corpus/generate.mjs'
import { corpusLayout, nestedLayoutFor, parseNest } from '../../../../bench/lib/corpus/layout.mjs'

const LINK = /\]\((\/[^)#\s]*)(?:#([^)\s]+))?\)/g

/** Internal links of a doc source as { route, anchor }. */
const linksOf = (source: string) => [...source.matchAll(LINK)].map((m) => ({ route: m[1], anchor: m[2] ?? null }))

/** The slugs of a doc's h2/h3 headings, as the site and Docusaurus make them for these titles. */
const anchorsOf = (source: string) =>
  new Set([...source.matchAll(/^#{2,3} (.+)$/gm)].map((m) => m[1].toLowerCase().replace(/[^a-z0-9 -]/g, '').replace(/ /g, '-')))

/** Folder of a doc id → how many docs it holds. */
function docsPerFolder(files: CorpusFile[]) {
  const counts = new Map<string, number>()
  for (const file of files) counts.set(path.posix.dirname(file.id), (counts.get(path.posix.dirname(file.id)) ?? 0) + 1)
  return counts
}

describe('the nested shape', () => {
  it('gives exactly N sections × M topics × K docs when asked for them', () => {
    const files = generateCorpus({ shape: 'nested', nest: parseNest('3x4x5'), docs: 60 })
    expect(files).toHaveLength(60)
    const topics = docsPerFolder(files)
    expect(topics.size).toBe(12)
    expect([...topics.values()].every((count) => count === 5)).toBe(true)
    const sections = new Set([...topics.keys()].map((topic) => path.posix.dirname(topic)))
    expect([...sections].sort()).toEqual(['bench/section-01', 'bench/section-02', 'bench/section-03'])
    expect(files[0].id).toBe('bench/section-01/topic-01/page-0001')
    expect(files[59].id).toBe('bench/section-03/topic-04/page-0060')
    expect(new Set(files.map((file) => file.id)).size).toBe(60)
  })

  it.each([100, 500, 2000, 10000])('lays %i docs out in topics of at most 10, with no empty section', (docs) => {
    const layout = corpusLayout({ docs, shape: 'nested' })
    const ids = Array.from({ length: docs }, (_, k) => layout.idOf(k + 1))
    expect(new Set(ids).size).toBe(docs)
    const perTopic = new Map<string, number>()
    for (const id of ids) perTopic.set(path.posix.dirname(id), (perTopic.get(path.posix.dirname(id)) ?? 0) + 1)
    expect(Math.max(...perTopic.values())).toBeLessThanOrEqual(10)
    expect(perTopic.size).toBe(Math.ceil(docs / 10))
    const sections = new Set([...perTopic.keys()].map((topic) => path.posix.dirname(topic)))
    expect(sections.size).toBe(nestedLayoutFor(docs).sections)
    expect(sections.size).toBeGreaterThan(1)
    // Every topic one level under a section, every section one level under bench/.
    expect(ids.every((id) => /^bench\/section-\d+\/topic-\d+\/page-\d{4,}$/.test(id))).toBe(true)
  })

  it('refuses more docs than the layout holds, and a malformed layout', () => {
    expect(() => corpusLayout({ docs: 61, shape: 'nested', nest: parseNest('3x4x5') })).toThrow('do not fit 3x4x5')
    expect(() => parseNest('3x0x5')).toThrow('SECTIONSxTOPICSxDOCS')
    expect(() => corpusLayout({ docs: 10, shape: 'flat', nest: parseNest('1x2x5') })).toThrow('flat')
  })
})

describe.each(['flat', 'nested'] as const)('the %s corpus', (shape) => {
  const files = generateCorpus({ docs: 500, shape })
  const byRoute = new Map(files.map((file) => [file.route, file]))

  it('links only to generated docs, and to headings that exist on them', () => {
    const broken: string[] = []
    const counts = new Set<number>()
    let checked = 0
    for (const file of files) {
      const links = linksOf(file.source)
      counts.add(links.length)
      for (const { route, anchor } of links) {
        const target = byRoute.get(route)
        if (!target || target.id === file.id) broken.push(`${file.id} → ${route}`)
        else if (anchor && !anchorsOf(target.source).has(anchor)) broken.push(`${file.id} → ${route}#${anchor}`)
        checked += 1
      }
    }
    expect(broken).toEqual([])
    expect([...counts].sort()).toEqual([2, 3, 4])
    expect(checked).toBeGreaterThan(1000)
  })

  it('holds pages of about 760 words with code, a table and an admonition', () => {
    const words = files.map((file) => file.source.split(/\s+/).filter(Boolean).length)
    const mean = words.reduce((a, b) => a + b, 0) / words.length
    expect(mean).toBeGreaterThan(700)
    expect(mean).toBeLessThan(820)
    for (const file of files.slice(0, 20)) {
      expect(file.source).toContain('```solidity')
      expect(file.source).toContain('```ts')
      expect(file.source).toMatch(/^\|---\|---\|---:\|---\|$/m)
      expect(file.source).toContain(':::tip[')
    }
  })

  it('gives Squire and Docusaurus the same files, each under its docs folder', () => {
    const docusaurus = generateCorpus({ docs: 500, shape, flavour: 'docusaurus' })
    expect(docusaurus.map((file) => file.source)).toEqual(files.map((file) => file.source))
    expect(files.every((file) => file.relPath === path.join('content/docs', `${file.id}.mdx`))).toBe(true)
    expect(docusaurus.every((file) => file.relPath === path.join('docs', `${file.id}.mdx`))).toBe(true)
  })
})

describe('both shapes', () => {
  it('give every doc the same text, apart from the routes it links to', () => {
    const docs = 500
    const flat = generateCorpus({ docs, shape: 'flat' })
    const nested = generateCorpus({ docs, shape: 'nested' })
    const nestedLayout = corpusLayout({ docs, shape: 'nested' })
    const flatLayout = corpusLayout({ docs, shape: 'flat' })
    const toFlat = new Map(Array.from({ length: docs }, (_, k) => [nestedLayout.routeOf(k + 1), flatLayout.routeOf(k + 1)]))
    let differing = 0
    nested.forEach((file, k) => {
      expect(file.index).toBe(flat[k].index)
      if (file.source !== flat[k].source) differing += 1
      const mapped = file.source.replace(LINK, (whole, route: string) => whole.replace(route, toFlat.get(route) ?? `UNMAPPED ${route}`))
      expect(mapped).toBe(flat[k].source)
    })
    // The shapes differ in their links (so the comparison above compared something).
    expect(differing).toBe(docs)
  })

  it('are generated the same way every time', () => {
    expect(generateCorpus({ docs: 50, shape: 'nested' })).toEqual(generateCorpus({ docs: 50, shape: 'nested' }))
  })
})
