/**
 * The page files (develop) whose front matter YAML rejects now: gatsby-plugin-mdx makes no Mdx
 * node for them, so createPages' wait for finished nodes (src/build/gatsby/settledQuery.ts) must
 * not count them. onCreateNode keeps the set as it checks each saved file.
 */
const rejected = new Set<string>()

/** Records whether YAML rejects the front matter of the file at `sourcePath` now. */
export function markYamlRejected(sourcePath: string, isRejected: boolean): void {
  if (isRejected) rejected.add(sourcePath)
  else rejected.delete(sourcePath)
}

/** How many page files YAML rejects now. */
export const yamlRejectedCount = (): number => rejected.size
