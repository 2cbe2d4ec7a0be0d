// Types of generate.mjs, for the TypeScript tests that import it.
import type { CorpusLayout, Nest, Shape } from './layout.mjs'

export type Flavour = 'squire' | 'docusaurus'
export const FLAVOURS: Record<Flavour, { docsDir: string }>
export function flavourOf(flavour: string): { docsDir: string }

export interface CorpusFile {
  index: number
  id: string
  route: string
  relPath: string
  source: string
}

export function generateCorpus(options: { docs?: number; seed?: number; flavour?: Flavour; shape?: Shape; nest?: Nest | null; layout?: CorpusLayout }): CorpusFile[]
