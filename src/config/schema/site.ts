import { z } from 'zod'
import { ExternalHref } from './shared'

export const SiteSchema = z.object({
  title: z.string().min(1),
  /** @example 'documentation and guides' */
  tagline: z.string().min(1),
  /** Absolute origin the site is deployed at, no trailing slash. */
  siteUrl: z.string().url().regex(/[^/]$/, 'siteUrl has no trailing slash'),
  /** Path prefix for hosts that serve the site under a sub-path. @default '' */
  pathPrefix: z.string().regex(/^$|^\/.*[^/]$/, 'pathPrefix is empty or starts with "/" and has no trailing slash').default(''),
  favicon: z.string().startsWith('/'),
  socialCard: z.string().startsWith('/'),
  logo: z.object({ src: z.string().startsWith('/'), alt: z.string().min(1) }),
  defaultLocale: z.literal('en').default('en'),
  docsVersionLabel: z.string().default('Next'),
  blogTitle: z.string().default('Engineering Blog'),
  /** Base of "Edit this page" links; the file path under the repo root is appended. */
  editUrlBase: ExternalHref,
  colorMode: z
    .object({
      defaultMode: z.enum(['light', 'dark']).default('dark'),
      respectPrefersColorScheme: z.boolean().default(true),
    })
    .default({}),
})

export type SiteConfig = z.infer<typeof SiteSchema>
