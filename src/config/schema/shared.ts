import { z } from 'zod'

/** A doc id: the path of an MDX file under content/docs without extension (`concepts/overview`). */
export const DocId = z
  .string()
  .min(1)
  .regex(/^[^/].*[^/]$|^[^/]$/, 'A doc id has no leading or trailing slash, e.g. "concepts/overview"')

/** External links are absolute https:// URLs. */
export const ExternalHref = z.string().url().startsWith('https://', 'External links must be absolute https:// URLs')
