/** Types of ./publicTrees.mjs for the TypeScript tests that import it. */
export type Fingerprint = Map<string, string>
export interface TreeDifferences {
  onlyRebuild: string[]
  onlyCold: string[]
  differ: string[]
}
export const VOLATILE: Map<string, string>
export function fingerprint(dir: string): Fingerprint
export function compareTrees(a: Fingerprint, b: Fingerprint, volatile?: Map<string, string>): TreeDifferences
export function describeDifferences(
  differences: TreeDifferences,
  options?: { dirA?: string; dirB?: string; labelA?: string; labelB?: string; limit?: number },
): string
export function bundles(dir: string): Map<string, string>
