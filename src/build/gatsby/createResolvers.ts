/** Fields resolved at query time: the page body, the table of contents, the resolved sidebars. */
import type { GatsbyNode } from 'gatsby'
import type { GraphQLSchema } from 'gatsby/graphql'
import { getSiteConfig } from '../../config/build'
import { compiledBody, pageContent, type PageContentContext, type PageContentFields } from '../content/pageContent'
import { resolveSidebars, type DocSummary } from '../../theme/navigation/sidebar'
import { tocOf, type Heading, type TocSettings } from '../../theme/navigation/toc'
import { toDocSummary, type DocNodeForSidebar } from './docSummary'

export const createResolvers: GatsbyNode['createResolvers'] = ({ createResolvers: create }) => {
  create({
    // The page body as the templates render it: data components, charts and diagrams rendered
    // here, static subtrees as HTML (src/build/content/pageContent.ts).
    MdxFields: {
      hast: {
        type: 'JSON!',
        resolve: (fields: { bodyId: string }, _args: unknown, context: PageContentContext) => compiledBody(fields, context),
      },
      content: {
        type: 'JSON!',
        resolve: (fields: PageContentFields, _args: unknown, context: PageContentContext, info: { schema: GraphQLSchema }) =>
          pageContent(fields, context, info.schema),
      },
    },
    // The table of contents, from the headings and the front matter's settings: the browser gets it made.
    Mdx: {
      toc: {
        type: 'JSON!',
        resolve: (mdx: { fields?: { headings?: Heading[] }; frontmatter?: TocSettings | null }) => tocOf(mdx.fields?.headings ?? [], mdx.frontmatter),
      },
    },
    Query: {
      docsSidebars: {
        type: '[DocsSidebar!]!',
        resolve: async (_source: unknown, _args: unknown, context: { nodeModel: { findAll: (q: object) => Promise<{ entries: Iterable<DocNodeForSidebar> }> } }) => {
          const { entries } = await context.nodeModel.findAll({
            type: 'Mdx',
            query: { filter: { fields: { collection: { eq: 'docs' } } } },
          })
          const docs = Array.from(entries).map(toDocSummary).filter((d): d is DocSummary => d !== null)
          const { sidebars } = resolveSidebars(getSiteConfig().sidebars, docs)
          return Object.entries(sidebars).map(([name, items]) => ({ name, items }))
        },
      },
    },
  })
}
