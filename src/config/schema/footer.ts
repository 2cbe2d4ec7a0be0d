import { z } from 'zod'
import { DocId, ExternalHref } from './shared'

const FooterLink = z.union([
  z.object({ label: z.string().min(1), href: ExternalHref }).strict(),
  z.object({ label: z.string().min(1), docId: DocId }).strict(),
])

export const FooterSchema = z.object({
  columns: z.array(z.object({ title: z.string().min(1), items: z.array(FooterLink).min(1) })).default([]),
  copyright: z.string().default(''),
})

export type FooterLink = z.infer<typeof FooterLink>
export type FooterConfig = z.infer<typeof FooterSchema>
