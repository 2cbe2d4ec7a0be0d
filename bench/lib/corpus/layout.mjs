/**
 * Where each doc of the bench corpus lives: its id (path under the docs folder, no extension) and
 * its route. Two shapes of the same docs:
 *
 *   flat    bench/page-0001 … bench/page-NNNN: one folder, as the corpus was before;
 *   nested  bench/section-01/topic-01/page-0001 …: sections of topics of docs, as a real
 *           sidebar is. By default topics of 10 docs and about as many sections as topics in a
 *           section (the last topic and section take what is left); an explicit
 *           N sections × M topics × K docs gives exactly N·M·K docs.
 *
 * Doc i has the same number (page-000i) and the same source in both shapes; only its folder and
 * so its route and the routes it links to differ. Pure: no file system.
 */
export const BENCH_DIR = 'bench'
export const SHAPES = ['flat', 'nested']
export const DOCS_PER_TOPIC = 10

const pad = (n, width) => String(n).padStart(width, '0')
const pageName = (index) => `page-${pad(index, 4)}`

/** The flat id of doc `index` (1-based): bench/page-0001. */
export const docId = (index) => `${BENCH_DIR}/${pageName(index)}`
export const docRoute = (index) => `/${docId(index)}`

/** The default nested layout for `docs` docs: topics of 10 docs, ≈ √topics sections. */
export function nestedLayoutFor(docs) {
  const topics = Math.ceil(docs / DOCS_PER_TOPIC)
  const sections = Math.max(1, Math.round(Math.sqrt(topics)))
  return { sections, topicsPerSection: Math.ceil(topics / sections), docsPerTopic: DOCS_PER_TOPIC }
}

/** "4x5x5" (sections × topics per section × docs per topic) → the layout; throws on anything else. */
export function parseNest(text) {
  const m = /^(\d+)x(\d+)x(\d+)$/.exec(String(text).trim())
  const [sections, topicsPerSection, docsPerTopic] = m ? m.slice(1).map(Number) : []
  if (!m || !(sections >= 1 && topicsPerSection >= 1 && docsPerTopic >= 1)) {
    throw new Error(`bench corpus: a nested layout is written SECTIONSxTOPICSxDOCS with each ≥ 1 (e.g. 4x5x5), not "${text}"`)
  }
  return { sections, topicsPerSection, docsPerTopic }
}

/**
 * The layout of a corpus: `{ shape, docs, nest, idOf(i), routeOf(i), placeOf(i), describe }`.
 * `nest` (nested only) defaults to nestedLayoutFor(docs); when given, `docs` defaults to its
 * product and must not exceed it.
 */
export function corpusLayout({ docs, shape = 'flat', nest = null }) {
  if (!SHAPES.includes(shape)) throw new Error(`bench corpus: unknown shape "${shape}" (expected ${SHAPES.join(' or ')})`)
  if (shape === 'flat') {
    if (nest) throw new Error('bench corpus: a nested layout was given for the flat shape')
    return { shape, docs, nest: null, idOf: docId, routeOf: docRoute, placeOf: () => null, describe: `flat: ${docs} docs in one folder` }
  }
  const layout = nest ?? nestedLayoutFor(docs)
  const capacity = layout.sections * layout.topicsPerSection * layout.docsPerTopic
  const total = docs ?? capacity
  if (total > capacity) throw new Error(`bench corpus: ${total} docs do not fit ${layout.sections}x${layout.topicsPerSection}x${layout.docsPerTopic}`)
  const width = (n) => Math.max(2, String(n).length)
  /** 1-based section and topic of doc `index`; docs fill topics, topics fill sections, in order. */
  const placeOf = (index) => {
    const topicNumber = Math.floor((index - 1) / layout.docsPerTopic)
    return { section: Math.floor(topicNumber / layout.topicsPerSection) + 1, topic: (topicNumber % layout.topicsPerSection) + 1 }
  }
  const idOf = (index) => {
    const { section, topic } = placeOf(index)
    return `${BENCH_DIR}/section-${pad(section, width(layout.sections))}/topic-${pad(topic, width(layout.topicsPerSection))}/${pageName(index)}`
  }
  const topics = Math.ceil(total / layout.docsPerTopic)
  const sections = Math.ceil(topics / layout.topicsPerSection)
  const exact = topics * layout.docsPerTopic === total && sections * layout.topicsPerSection === topics
  return {
    shape,
    docs: total,
    nest: layout,
    idOf,
    routeOf: (index) => `/${idOf(index)}`,
    placeOf,
    describe: `nested: ${total} docs in ${sections} sections × ${exact ? '' : '≤ '}${layout.topicsPerSection} topics × ${exact ? '' : '≤ '}${layout.docsPerTopic} docs`,
  }
}
