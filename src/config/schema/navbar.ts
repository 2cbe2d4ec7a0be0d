import { z } from 'zod'
import { DocId, ExternalHref } from './shared'

const Position = z.enum(['left', 'right']).default('left')

/** A navbar item that links to a doc by id; the build fails if the id does not exist. */
const NavbarDocItem = z.object({
  type: z.literal('doc'),
  /** @example 'concepts/overview' */
  docId: DocId,
  label: z.string().min(1),
  position: Position,
})

/** A navbar item that links outside the site. */
const NavbarExternalItem = z.object({
  type: z.literal('external'),
  href: ExternalHref,
  label: z.string().min(1),
  /** Accessible name when the label is an icon or abbreviation. */
  ariaLabel: z.string().optional(),
  position: Position,
})

export const NavbarItemSchema = z.discriminatedUnion('type', [NavbarDocItem, NavbarExternalItem], {
  errorMap: (issue, ctx) =>
    issue.code === 'invalid_union_discriminator'
      ? { message: `Bad navbar item type. Use one of: ${issue.options.map(String).join(', ')}` }
      : { message: ctx.defaultError },
})

export const NavbarSchema = z.object({
  items: z.array(NavbarItemSchema).default([]),
  /** Hide the navbar while scrolling down. The spec configures this off. @default false */
  hideOnScroll: z.boolean().default(false),
})

export type NavbarItem = z.infer<typeof NavbarItemSchema>
export type NavbarConfig = z.infer<typeof NavbarSchema>
