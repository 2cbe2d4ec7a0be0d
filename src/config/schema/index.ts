import { z } from 'zod'
import { SiteSchema } from './site'
import { NavbarSchema } from './navbar'
import { FooterSchema } from './footer'
import { SidebarsSchema } from './sidebars'
import { AnnouncementSchema } from './announcement'
import { SearchSchema } from './search'
import { AnalyticsSchema } from './analytics'
import { PagesSchema } from './pages'

export const SiteConfigSchema = z.object({
  site: SiteSchema,
  navbar: NavbarSchema,
  footer: FooterSchema,
  sidebars: SidebarsSchema,
  announcement: AnnouncementSchema,
  search: SearchSchema.default({}),
  analytics: AnalyticsSchema,
  pages: PagesSchema,
})

export type SquireConfig = z.infer<typeof SiteConfigSchema>
export type SquireConfigInput = z.input<typeof SiteConfigSchema>

/** Formats zod issues as `**path**: message` lines under a short preamble. */
export function formatConfigErrors(error: z.ZodError, source = 'src/config'): string {
  const lines = error.issues.map((issue) => `- **${issue.path.join('.') || '(root)'}**: ${issue.message}`)
  return `Invalid site configuration (${source}):\n${lines.join('\n')}`
}

export class ConfigError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'ConfigError'
  }
}

export function parseSiteConfig(input: unknown, source?: string): SquireConfig {
  const result = SiteConfigSchema.safeParse(input)
  if (!result.success) throw new ConfigError(formatConfigErrors(result.error, source))
  return result.data
}
