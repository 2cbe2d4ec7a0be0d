/** Types of the part of ./measure.mjs the TypeScript tests use. */
export interface MeasuredRun {
  seconds: number
  cpuSeconds: number | null
  peakRssBytes: number
  log: string
}
export function runMeasured(
  command: string,
  args: string[],
  options?: { cwd?: string; env?: Record<string, string | undefined>; label?: string; sampleMs?: number; timeoutMs?: number },
): Promise<MeasuredRun>
