import { z } from 'zod'

export const SearchSchema = z.object({
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
