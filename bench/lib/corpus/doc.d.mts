// Types of doc.mjs, for the TypeScript tests that import it.
export const DEFAULT_SEED: number

export interface DocPlan {
  index: number
  topic: string
  pair: string
  network: string
  title: string
  description: string
  sections: { title: string; subsections: string[] }[]
  anchors: string[]
}

export function docPlan(seed: number, index: number): DocPlan
export function docSource(options: { seed?: number; index: number; total: number; routeOf?: (index: number) => string }): string
