/**
 * The accepted bench figures (bench/baseline.json) and a run's change against them. A run's
 * report (bench/run.mjs) is reduced to plain figures per (shape, docs) row and builder; the
 * baseline is the same reduction of the accepted run, so a new run prints, figure by figure,
 * the baseline, its own value and the change. Runs from before the nested shape have no `shape`:
 * they were flat. Pure: no file system.
 */

const round = (value, digits = 1) => (value == null || Number.isNaN(value) ? null : Number(value.toFixed(digits)))
const ratio = (a, b) => (a != null && b ? round(a / b, 2) : null)

/** One builder's result → its figures; null when it failed or was skipped. */
function builderFigures(result) {
  if (!result || result.skipped || !result.cold || result.cold.failed) return null
  const rebuildOk = result.rebuild && !result.rebuild.failed
  const search = result.search && typeof result.search === 'object' ? result.search : null
  const figures = {
    coldSeconds: result.cold.seconds ?? null,
    coldCpuSeconds: result.cold.cpuSeconds ?? null,
    peakRssMB: result.cold.peakRssMB ?? null,
    rebuildSeconds: rebuildOk ? result.rebuild.seconds : null,
    rebuildCpuSeconds: rebuildOk ? (result.rebuild.cpuSeconds ?? null) : null,
    searchGzipBytes: search?.gzipBytes ?? null,
    searchResultsMs: search?.resultsAfterBytesMs ?? null,
    docPageHtmlGzip: result.docPage?.htmlGzip ?? null,
  }
  return Object.fromEntries(Object.entries(figures).filter(([, value]) => value != null))
}

/** A run's row → `{ shape, docs, figures: { squire, classic?, faster? } }`. */
export function rowFigures(row) {
  const figures = {}
  const squire = builderFigures(row.squire)
  if (squire) figures.squire = squire
  for (const [variant, result] of Object.entries(row.docusaurus ?? {})) {
    const found = builderFigures(result)
    if (found) figures[variant] = found
  }
  return { shape: row.shape ?? 'flat', docs: row.docs, figures }
}

/** The baseline file's content for an accepted run's report (`source`: where the run's JSON is). */
export function baselineFromReport(report, { source, sourceCommit = null } = {}) {
  if (!report.complete) throw new Error(`${source}: the run did not complete; only a complete run can be the baseline`)
  return {
    about: 'The accepted figures of `npm run bench`: one run reduced to its figures. npm run bench prints every new run against them. Made by `node bench/baseline.mjs --accept <run JSON>` from a complete run; replace it only with a run that meets the budgets, and say so in the commit.',
    source,
    sourceCommit,
    date: report.date,
    machine: report.machine,
    loadAtEnd: report.loadAtEnd,
    seed: report.seed,
    variants: report.variants,
    rows: report.rows.map(rowFigures),
  }
}

/** What is compared, in order: a builder's own figure or a ratio between two of the same run. */
export const FIGURES = [
  { label: 'Squire cold build', unit: 's', get: (f) => f.squire?.coldSeconds },
  { label: 'Squire cold build CPU', unit: 's', get: (f) => f.squire?.coldCpuSeconds },
  { label: 'Squire rebuild after one edit', unit: 's', get: (f) => f.squire?.rebuildSeconds },
  { label: 'Squire rebuild share of cold', unit: '%', get: (f) => ratio(f.squire?.rebuildSeconds, f.squire?.coldSeconds) },
  { label: 'Squire peak RSS', unit: 'MB', get: (f) => f.squire?.peakRssMB },
  { label: 'Squire search bytes to first results', unit: 'KB', get: (f) => f.squire?.searchGzipBytes },
  { label: 'Squire results on screen after the bytes', unit: 'ms', get: (f) => f.squire?.searchResultsMs },
  { label: 'Squire doc page HTML (gzip)', unit: 'KB', get: (f) => f.squire?.docPageHtmlGzip },
  { label: 'Docusaurus classic cold build', unit: 's', get: (f) => f.classic?.coldSeconds },
  { label: 'Docusaurus faster cold build', unit: 's', get: (f) => f.faster?.coldSeconds },
  { label: 'cold build vs classic', unit: '×', get: (f) => ratio(f.squire?.coldSeconds, f.classic?.coldSeconds) },
  { label: 'cold build vs faster', unit: '×', get: (f) => ratio(f.squire?.coldSeconds, f.faster?.coldSeconds) },
  { label: 'peak RSS vs classic', unit: '×', get: (f) => ratio(f.squire?.peakRssMB, f.classic?.peakRssMB) },
  { label: 'peak RSS vs faster', unit: '×', get: (f) => ratio(f.squire?.peakRssMB, f.faster?.peakRssMB) },
]

const show = (value, unit) => {
  if (unit === '%') return `${Math.round(value * 100)}%`
  if (unit === '×') return `${value.toFixed(2)}×`
  if (unit === 'KB') return `${(value / 1024).toFixed(1)} KB`
  if (unit === 'MB') return `${(value / 1024).toFixed(2)} GB`
  if (unit === 's') return `${value.toFixed(1)} s`
  return `${Math.round(value)} ${unit}`
}

const signed = (text, value) => (value > 0 ? `+${text}` : value < 0 ? `−${text.replace(/^-/, '')}` : '±0')

/** The change from `before` to `after`: points for shares and ratios, else absolute and relative. */
export function change(before, after, unit) {
  const diff = after - before
  if (unit === '%') {
    const points = Math.round(Math.abs(diff) * 100)
    return signed(`${points} point${points === 1 ? '' : 's'}`, Math.round(diff * 100))
  }
  if (unit === '×') return signed(`${Math.abs(diff).toFixed(2)}×`, round(diff, 2))
  const relative = before ? ` (${diff >= 0 ? '+' : '−'}${Math.abs(Math.round((diff / before) * 100))}%)` : ''
  return `${signed(show(Math.abs(diff), unit), diff)}${diff ? relative : ''}`
}

/**
 * `[{ shape, docs, label, baseline, run, change }]` for every figure both the run and the
 * baseline have, on the rows they share (same shape and size). Rows of the run the baseline
 * lacks are listed in `unmatched`.
 */
export function compareWithBaseline(report, baseline) {
  const key = (row) => `${row.shape}:${row.docs}`
  const accepted = new Map(baseline.rows.map((row) => [key(row), row]))
  const lines = []
  const unmatched = []
  for (const row of report.rows.map(rowFigures)) {
    const before = accepted.get(key(row))
    if (!before) {
      unmatched.push(`${row.shape} ${row.docs}`)
      continue
    }
    for (const figure of FIGURES) {
      const a = figure.get(before.figures)
      const b = figure.get(row.figures)
      if (a == null || b == null) continue
      lines.push({ shape: row.shape, docs: row.docs, label: figure.label, baseline: show(a, figure.unit), run: show(b, figure.unit), change: change(a, b, figure.unit) })
    }
  }
  return { lines, unmatched }
}

/** The comparison as Markdown lines (empty when nothing matched). */
export function baselineMarkdown(report, baseline, baselineName = 'bench/baseline.json') {
  const { lines, unmatched } = compareWithBaseline(report, baseline)
  const out = ['', `Against the baseline (${baselineName}: ${baseline.source}, ${baseline.date?.slice(0, 16).replace('T', ' ')}, commit ${baseline.machine?.commit?.slice(0, 10) ?? '?'}). Absolute times move with the machine's load; compare the ratios.`, '']
  if (lines.length) {
    out.push('| shape, docs | figure | baseline | this run | change |', '|---|---|---|---|---|')
    for (const line of lines) out.push(`| ${line.shape} ${line.docs} | ${line.label} | ${line.baseline} | ${line.run} | ${line.change} |`)
  } else out.push('No figure of this run has a counterpart in the baseline.')
  if (unmatched.length) out.push('', `Not in the baseline (no change to show): ${unmatched.join(', ')}.`)
  return out
}
