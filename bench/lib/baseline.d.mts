// Types of baseline.mjs, for the TypeScript tests that import it. A run's report is bench/run.mjs's JSON.
export interface BuilderFigures {
  coldSeconds?: number
  coldCpuSeconds?: number
  peakRssMB?: number
  rebuildSeconds?: number
  rebuildCpuSeconds?: number
  searchGzipBytes?: number
  searchResultsMs?: number
  docPageHtmlGzip?: number
}

export interface RowFigures {
  shape: string
  docs: number
  figures: Partial<Record<'squire' | 'classic' | 'faster', BuilderFigures>>
}

/** The parts of a run's report that the baseline reads. */
export interface RunReport {
  date: string
  complete: boolean
  machine?: { commit?: string | null } & Record<string, unknown>
  loadAtEnd?: number[]
  seed?: number
  variants?: string[]
  rows: RunRow[]
}

export interface BuilderResult {
  skipped?: boolean
  cold?: { seconds?: number; cpuSeconds?: number | null; peakRssMB?: number; failed?: string }
  rebuild?: { seconds?: number; cpuSeconds?: number | null; failed?: string }
  search?: { gzipBytes: number; resultsAfterBytesMs: number } | string | null
  docPage?: { htmlGzip: number }
}

export interface RunRow {
  shape?: string
  docs: number
  squire: BuilderResult
  docusaurus?: Record<string, BuilderResult>
}

export interface Baseline {
  source: string
  sourceCommit: string | null
  date: string
  machine?: { commit?: string | null } & Record<string, unknown>
  rows: RowFigures[]
}

export interface ComparedFigure {
  shape: string
  docs: number
  label: string
  baseline: string
  run: string
  change: string
}

export const FIGURES: { label: string; unit: string; get(figures: RowFigures['figures']): number | null | undefined }[]
export function rowFigures(row: RunRow): RowFigures
export function baselineFromReport(report: RunReport, options?: { source?: string; sourceCommit?: string | null }): Baseline
export function change(before: number, after: number, unit: string): string
export function compareWithBaseline(report: RunReport, baseline: Baseline): { lines: ComparedFigure[]; unmatched: string[] }
export function baselineMarkdown(report: RunReport, baseline: Baseline, baselineName?: string): string[]
