// Types of layout.mjs, for the TypeScript tests that import it.
export const BENCH_DIR: 'bench'
export type Shape = 'flat' | 'nested'
export const SHAPES: Shape[]
export const DOCS_PER_TOPIC: number

export interface Nest {
  sections: number
  topicsPerSection: number
  docsPerTopic: number
}

export interface CorpusLayout {
  shape: Shape
  docs: number
  nest: Nest | null
  idOf(index: number): string
  routeOf(index: number): string
  /** 1-based section and topic of a doc (nested), null (flat). */
  placeOf(index: number): { section: number; topic: number } | null
  describe: string
}

export function docId(index: number): string
export function docRoute(index: number): string
export function nestedLayoutFor(docs: number): Nest
export function parseNest(text: string): Nest
export function corpusLayout(options: { docs: number | null; shape?: Shape; nest?: Nest | null }): CorpusLayout
