/** Types of ./ablate.mjs for the TypeScript tests. */
export type Measure = 'cold' | 'rebuild' | 'peak' | 'search'
export interface SpeedDeviceEntry {
  budget: string
  patch?: boolean
  needs?: string[]
  /** What the bench does once before measuring it (a key of SETTING_EDITS). */
  after?: string
}
export interface AblatedDevice {
  name: string
  budget: string
  patch: boolean
  measure: Measure
  unit: string
  what: string
  after: string | null
}
export interface Verdict {
  medianOn: number | null
  medianOff: number | null
  gain: number | null
  spreadOn: number | null
  spreadOff: number | null
  exceedsSpread: boolean
  enoughRuns: boolean
}
export const SETTING_EDITS: Record<string, string>
export const MEASURE_OF_BUDGET: Record<string, { measure: Measure; unit: string; what: string }>
export function speedDevices(siteRoot: string): Record<string, SpeedDeviceEntry>
export function parseAblate(text: string, devices: Record<string, SpeedDeviceEntry>): AblatedDevice[]
export function median(values: number[]): number | null
export function spread(values: number[]): number | null
export function verdict(on: number[], off: number[], digits?: number): Verdict
export function ablationMarkdown(report: unknown): string
