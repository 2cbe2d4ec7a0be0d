import { z } from 'zod'

export const AnalyticsSchema = z
  .object({
    /** Provider key (GATSBY_ANALYTICS_API_KEY). */
    apiKey: z.string().min(1).nullable().default(null),
    /** Collector URL events are posted to instead of the provider (GATSBY_ANALYTICS_PROXY_URL). */
    proxyUrl: z.string().url().nullable().default(null),
    /** Sent as the x-origin-application header. @default 'docs' */
    originApplication: z.string().default('docs'),
  })
  .default({})

export type AnalyticsConfig = z.infer<typeof AnalyticsSchema>
