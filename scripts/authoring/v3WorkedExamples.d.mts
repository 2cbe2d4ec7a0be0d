/** One worked figure: its value, the doc ids of the pages that state it, and an optional cross-check. */
export interface WorkedFigure {
  name: string
  value: bigint
  pages: string[]
  equals?: bigint
}
export declare function workedExamples(): WorkedFigure[]
