import { z } from 'zod'

export const SearchSchema = z.object({
  /** Path of the full results page; the modal footer links to it. */
  searchPagePath: z.string().startsWith('/').default('/search'),
  /** Index name used by the hosted provider. */
  indexName: z.string().default('squire-v3-docs'),
  /** Filter results by language and docs tags. @default true */
  contextualSearch: z.boolean().default(true),
  /** Hits whose URL matches this pattern open that external address instead of navigating. */
  externalUrlRegex: z.string().optional(),
  /** Hosted DocSearch credentials; all three or none (read from GATSBY_DOCSEARCH_* at build). */
  hosted: z
    .object({ appId: z.string().min(1), apiKey: z.string().min(1), indexName: z.string().min(1) })
    .nullable()
    .default(null),
})

export type SearchConfig = z.infer<typeof SearchSchema>
