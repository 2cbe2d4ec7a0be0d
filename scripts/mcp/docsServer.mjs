// @ts-check
/**
 * The MCP server over a build (Model Context Protocol, the official TypeScript SDK): tools
 * `search_docs`, `get_page`, `list_pages`, and each doc as a resource (its Markdown, at the URL
 * the site serves it). Everything comes from public/ (./sitePages.mjs, ./siteSearch.mjs).
 *
 * A caller's mistake (an unknown route, a URL of another site, an empty query) is answered as a
 * tool error (`isError: true`) with a sentence saying what to pass; the SDK checks argument types
 * against the schemas and answers those as tool errors too. A query is only ever a search string:
 * it reaches Pagefind as text and nothing else reads it.
 */
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js'
import { z } from 'zod'
import { ToolInputError } from './sitePages.mjs'

/** As the site's search field (src/search/engine/text.ts MAX_QUERY_LENGTH). */
export const MAX_QUERY_LENGTH = 200
const DEFAULT_RESULTS = 5
const MAX_RESULTS = 25

/**
 * @param {string} text
 * @returns {import('@modelcontextprotocol/sdk/types.js').CallToolResult}
 */
const toolError = (text) => ({ isError: true, content: [{ type: 'text', text }] })

/**
 * Runs a tool body; a ToolInputError becomes a tool error, anything else a tool error saying the
 * server failed (the process stays up either way).
 * @param {() => Promise<import('@modelcontextprotocol/sdk/types.js').CallToolResult>} body
 */
async function answer(body) {
  try {
    return await body()
  } catch (error) {
    if (error instanceof ToolInputError) return toolError(error.message)
    process.stderr.write(`squire-docs MCP: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`)
    return toolError(`The server could not answer: ${error instanceof Error ? error.message : String(error)}`)
  }
}

/** @param {string} text */
const oneLine = (text) => text.replace(/\s+/g, ' ').trim()

/**
 * @param {{ version: string, pages: ReturnType<typeof import('./sitePages.mjs').openSitePages>, search: { search: (query: string) => Promise<import('./siteSearch.mjs').SearchPage[]> } }} site
 */
export function createDocsServer({ version, pages, search }) {
  const server = new McpServer(
    { name: 'squire-docs', title: 'Squire Docs', version },
    {
      instructions:
        'Squire Docs: the documentation of the Squire exchange (Uniswap-v2-family AMM with v3 contracts), the SQR token, the claiming dApp and Punk Knights. ' +
        'search_docs finds pages by words (the site search ranking); get_page returns a page as Markdown with every data value (addresses, figures) filled in; list_pages lists every doc.',
    },
  )
  const pageSummary = z.object({ title: z.string(), route: z.string(), url: z.string(), description: z.string(), section: z.string() })

  server.registerTool(
    'search_docs',
    {
      title: 'Search the docs',
      description: 'Search Squire Docs with the site search. Returns the best pages first, each with its matching sections; read one with get_page.',
      inputSchema: {
        query: z.string().max(MAX_QUERY_LENGTH).describe('Words to look for, e.g. "swap fee" or "claim tokens"'),
        limit: z.number().int().min(1).max(MAX_RESULTS).optional().describe(`Pages to return (default ${DEFAULT_RESULTS})`),
      },
      outputSchema: {
        query: z.string(),
        results: z.array(pageSummary.extend({ sections: z.array(z.object({ heading: z.string().nullable(), url: z.string(), text: z.string() })) })),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    ({ query, limit }) =>
      answer(async () => {
        if (!query.trim()) throw new ToolInputError('query is empty: pass the words to look for')
        const found = (await search.search(query)).slice(0, limit ?? DEFAULT_RESULTS)
        const results = found.map((page) => {
          const doc = pages.docs.find((d) => d.route === page.route)
          return {
            title: doc?.title ?? page.title,
            route: page.route,
            url: `${pages.origin}${page.route}`,
            description: doc?.description ?? '',
            section: doc?.section ?? page.section,
            sections: page.sections.slice(0, 3).map((s) => ({ heading: s.heading, url: `${pages.origin}${s.url}`, text: oneLine(s.text) })),
          }
        })
        const text = results.length
          ? results
              .map((r, i) => [`${i + 1}. ${r.title} (${r.route}, ${r.section})`, ...r.sections.map((s) => `   - ${s.heading ? `${s.heading}: ` : ''}${s.text}`)].join('\n'))
              .join('\n')
          : `No page matches "${oneLine(query)}".`
        return { content: [{ type: 'text', text }], structuredContent: { query, results } }
      }),
  )

  server.registerTool(
    'get_page',
    {
      title: 'Read a page',
      description: 'A doc as Markdown, with data values (addresses, token figures, dates) resolved. Pass its route (/concepts/overview) or its URL on the site.',
      inputSchema: { route: z.string().max(2048).describe('Route or URL, e.g. /contracts/v2/reference/factory') },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    ({ route }) =>
      answer(async () => {
        const doc = pages.find(route)
        return { content: [{ type: 'text', text: pages.markdown(doc) }] }
      }),
  )

  server.registerTool(
    'list_pages',
    {
      title: 'List the docs',
      description: 'Every doc with its title, route, description and section, in reading order. Optionally only one section.',
      inputSchema: { section: z.string().max(200).optional().describe('Only this section (as list_pages names it)') },
      outputSchema: { pages: z.array(pageSummary) },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    ({ section }) =>
      answer(async () => {
        const sections = [...new Set(pages.docs.map((d) => d.section))]
        if (section !== undefined && !sections.includes(section)) throw new ToolInputError(`No section "${section}". Sections: ${sections.join(', ')}`)
        const listed = pages.docs.filter((d) => section === undefined || d.section === section).map(({ title, route, url, description, section: s }) => ({ title, route, url, description, section: s }))
        const text = listed.map((d) => `- ${d.title} (${d.route}, ${d.section})${d.description ? `: ${d.description}` : ''}`).join('\n')
        return { content: [{ type: 'text', text }], structuredContent: { pages: listed } }
      }),
  )

  for (const doc of pages.docs) {
    server.registerResource(
      doc.route,
      doc.markdownUrl,
      { title: doc.title, description: doc.description || undefined, mimeType: 'text/markdown' },
      async (uri) => ({ contents: [{ uri: uri.href, mimeType: 'text/markdown', text: pages.markdown(doc) }] }),
    )
  }
  return server
}
