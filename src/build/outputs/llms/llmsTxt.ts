/**
 * /llms.txt in the llmstxt.org format: `# Title`, a `> summary`, then `## Section` lists with one
 * `- [Title](url): description` line per doc, linking to each doc's Markdown twin. Sections
 * follow the sidebars (in config order, docs in sidebar order); docs in no sidebar come first.
 */
import type { SidebarNode } from '../../../theme/navigation/sidebar'

export interface LlmsDoc {
  docId: string
  title: string
  description: string
  /** Absolute URL of the doc's Markdown twin (`…/concepts/overview.md`). */
  markdownUrl: string
}

export interface LlmsPost {
  title: string
  description: string
  url: string
}

export interface LlmsTxtInput {
  title: string
  summary: string
  details?: string
  docs: readonly LlmsDoc[]
  /** Resolved sidebars in config order. */
  sidebars: ReadonlyArray<{ name: string; items: readonly SidebarNode[] }>
  sectionTitles?: Record<string, string>
  posts?: readonly LlmsPost[]
}

/** Doc ids of a sidebar in reading order (category landing docs before their items). */
export function sidebarDocIds(items: readonly SidebarNode[]): string[] {
  return items.flatMap((item) => [...(item.docId ? [item.docId] : []), ...(item.type === 'category' ? sidebarDocIds(item.items) : [])])
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim()
}

function line(title: string, url: string, description: string): string {
  const label = oneLine(title).replace(/[[\]]/g, '\\$&')
  const note = oneLine(description)
  return `- [${label}](${url})${note ? `: ${note}` : ''}`
}

export interface LlmsSection {
  title: string
  docs: LlmsDoc[]
}

/** Docs grouped and ordered as llms.txt lists them: docs in no sidebar first, then each sidebar. */
export function orderLlmsDocs(input: Pick<LlmsTxtInput, 'docs' | 'sidebars' | 'sectionTitles'>): LlmsSection[] {
  const byId = new Map(input.docs.map((doc) => [doc.docId, doc]))
  const placed = new Set<string>()
  const sections: LlmsSection[] = []
  for (const sidebar of input.sidebars) {
    const docs = sidebarDocIds(sidebar.items)
      .filter((id) => byId.has(id) && !placed.has(id))
      .map((id) => byId.get(id) as LlmsDoc)
    docs.forEach((doc) => placed.add(doc.docId))
    if (docs.length) sections.push({ title: input.sectionTitles?.[sidebar.name] ?? sidebar.name, docs })
  }
  const unplaced = input.docs.filter((doc) => !placed.has(doc.docId))
  if (unplaced.length) sections.unshift({ title: 'Start here', docs: unplaced })
  return sections
}

export function buildLlmsTxt(input: LlmsTxtInput): string {
  const sections = orderLlmsDocs(input)
  const out = [`# ${input.title}`, '', `> ${oneLine(input.summary)}`, '']
  if (input.details) out.push(input.details.trim(), '')
  for (const section of sections) {
    out.push(`## ${section.title}`, '', ...section.docs.map((doc) => line(doc.title, doc.markdownUrl, doc.description)), '')
  }
  if (input.posts?.length) {
    out.push('## Optional', '', ...input.posts.map((post) => line(post.title, post.url, post.description)), '')
  }
  return out.join('\n')
}

/** /llms-full.txt: the same header, then every doc's Markdown in llms.txt order. */
export function buildLlmsFullTxt(input: { title: string; summary: string; markdown: readonly string[] }): string {
  return `# ${input.title}\n\n> ${oneLine(input.summary)}\n\n${input.markdown.map((md) => md.trim()).join('\n\n---\n\n')}\n`
}
