/**
 * The one line each Markdown twin starts with: where the index of every page is (/llms.txt).
 * Added when the twin is written (src/build/outputs/deploy/deployStep.ts), not to the Markdown itself, so
 * /llms-full.txt, which joins the twins, does not repeat it for every doc.
 */
export function indexPointer(llmsTxtUrl: string): string {
  return `> Index of this documentation, every page as Markdown: [llms.txt](${llmsTxtUrl})`
}

export function withIndexPointer(markdown: string, llmsTxtUrl: string): string {
  return `${indexPointer(llmsTxtUrl)}\n\n${markdown}`
}

/** The Markdown of a twin file written by `withIndexPointer` with this URL; null when it is not one. */
export function withoutIndexPointer(file: string, llmsTxtUrl: string): string | null {
  const start = `${indexPointer(llmsTxtUrl)}\n\n`
  return file.startsWith(start) ? file.slice(start.length) : null
}
