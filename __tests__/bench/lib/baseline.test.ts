/**
 * bench/lib/baseline.mjs: a run reduced to its figures, and a new run's change against the
 * accepted one (the committed bench/baseline.json), row by row (shape and size).
 */
import fs from 'node:fs'
import path from 'node:path'
import { baselineFromReport, change, compareWithBaseline, rowFigures, type Baseline, type RunReport, type RunRow } from '../../../bench/lib/baseline.mjs'

const squire = (cold: number, rebuild: number, peak: number) => ({
  cold: { seconds: cold, cpuSeconds: cold + 10, peakRssMB: peak },
  rebuild: { seconds: rebuild, cpuSeconds: rebuild + 2 },
  search: { gzipBytes: 138_000, resultsAfterBytesMs: 30 },
  docPage: { htmlGzip: 21_000 },
})
const docusaurus = (cold: number, peak: number) => ({ cold: { seconds: cold, cpuSeconds: cold, peakRssMB: peak }, rebuild: { seconds: cold / 2 }, search: 'hosted (Algolia): n/a' })

const report = (rows: RunRow[], complete = true): RunReport => ({ date: '2026-11-27T05:24:40.339Z', complete, machine: { commit: 'abc' }, rows })

describe('rowFigures', () => {
  it('keeps the figures of the builders that ran and drops skipped and failed ones', () => {
    const row: RunRow = {
      shape: 'nested',
      docs: 10000,
      squire: squire(900, 20, 4000),
      docusaurus: { classic: { skipped: true }, faster: { cold: { failed: 'timed out', seconds: 2700 }, rebuild: { failed: 'no cold build' } } },
    }
    const { shape, docs, figures } = rowFigures(row)
    expect({ shape, docs }).toEqual({ shape: 'nested', docs: 10000 })
    expect(Object.keys(figures)).toEqual(['squire'])
    expect(figures.squire).toEqual({ coldSeconds: 900, coldCpuSeconds: 910, peakRssMB: 4000, rebuildSeconds: 20, rebuildCpuSeconds: 22, searchGzipBytes: 138_000, searchResultsMs: 30, docPageHtmlGzip: 21_000 })
  })

  it('reads a row from before the nested shape as flat', () => {
    expect(rowFigures({ docs: 500, squire: squire(70, 6, 1100) }).shape).toBe('flat')
  })
})

describe('compareWithBaseline', () => {
  const accepted: Baseline = baselineFromReport(report([{ docs: 500, squire: squire(70, 7, 1000), docusaurus: { classic: docusaurus(100, 1400) } }]), { source: 'bench/results/x.json' })

  it('gives each shared figure its baseline, this run and the change, and names rows it has no baseline for', () => {
    const run = report([
      { shape: 'flat', docs: 500, squire: squire(63, 7, 1100), docusaurus: { classic: docusaurus(90, 1400) } },
      { shape: 'nested', docs: 500, squire: squire(80, 8, 1200) },
    ])
    const { lines, unmatched } = compareWithBaseline(run, accepted)
    const byLabel = new Map(lines.map((line) => [line.label, line]))
    expect(byLabel.get('Squire cold build')).toEqual({ shape: 'flat', docs: 500, label: 'Squire cold build', baseline: '70.0 s', run: '63.0 s', change: '−7.0 s (−10%)' })
    expect(byLabel.get('Squire rebuild share of cold')?.change).toBe('+1 point')
    expect(byLabel.get('cold build vs classic')).toMatchObject({ baseline: '0.70×', run: '0.70×', change: '±0' })
    expect(byLabel.get('Squire peak RSS')?.change).toBe('+0.10 GB (+10%)')
    // No Faster in either: nothing to compare there.
    expect(byLabel.has('cold build vs faster')).toBe(false)
    expect(lines.every((line) => line.shape === 'flat')).toBe(true)
    expect(unmatched).toEqual(['nested 500'])
  })

  it('refuses an incomplete run as the baseline', () => {
    expect(() => baselineFromReport(report([], false), { source: 'bench/results/y.json' })).toThrow('did not complete')
  })
})

describe('change', () => {
  it('writes shares in points, ratios in ×, and the rest absolute and relative', () => {
    expect(change(0.09, 0.12, '%')).toBe('+3 points')
    expect(change(0.96, 0.63, '×')).toBe('−0.33×')
    expect(change(28, 28, 'ms')).toBe('±0')
    expect(change(6.4, 7.8, 's')).toBe('+1.4 s (+22%)')
  })
})

describe('bench/baseline.json', () => {
  it('holds, for every row, Squire and Docusaurus figures of one complete run', () => {
    const baseline = JSON.parse(fs.readFileSync(path.join(__dirname, '../../../bench/baseline.json'), 'utf8')) as Baseline
    expect(baseline.source).toMatch(/^bench\/results\/compare-.+\.json$/)
    expect(baseline.rows.length).toBeGreaterThan(0)
    for (const row of baseline.rows) {
      expect(['flat', 'nested']).toContain(row.shape)
      expect(row.figures.squire?.coldSeconds).toBeGreaterThan(0)
      expect(Object.keys(row.figures).length).toBeGreaterThan(1)
    }
  })
})
