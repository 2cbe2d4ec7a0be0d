/**
 * The front matter a doc or a blog post may carry: one strict zod schema each, checked in
 * onCreateNode. Unknown keys (a misspelt `sidebar_positon`) fail, and every message names the
 * file, the line of the key when it is in the file, and the field.
 */
import { z } from 'zod'
import { TOC_DEFAULT_MAX_LEVEL, TOC_DEFAULT_MIN_LEVEL } from '../../theme/navigation/toc'

const Title = z.string().trim().min(1, 'is required and must not be empty')
const Tags = z.array(z.string().min(1))
const HeadingLevel = z.number().int().min(2).max(6)
/** YAML turns an unquoted 2024-03-12 into a Date; a quoted one stays a string. */
const IsoDate = z.union([
  z.date(),
  z.string().regex(/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/, 'must be a date written YYYY-MM-DD'),
])

export const DocFrontmatterSchema = z
  .object({
    title: Title,
    description: z.string().optional(),
    /** Replaces the file name in the doc id and route. */
    id: z.string().regex(/^[^/\s]+$/, 'is one path segment (no "/" or spaces)').optional(),
    sidebar_label: z.string().min(1).optional(),
    sidebar_position: z.number().optional(),
    hide_table_of_contents: z.boolean().optional(),
    toc_min_heading_level: HeadingLevel.optional(),
    toc_max_heading_level: HeadingLevel.optional(),
    tags: Tags.optional(),
    image: z.string().min(1).optional(),
    /** What of the page the contract checks verify (__tests__/contracts/), shown under the title. */
    verified: z.string().trim().min(1).optional(),
  })
  .strict()
  .superRefine((fm, ctx) => {
    const min = fm.toc_min_heading_level ?? TOC_DEFAULT_MIN_LEVEL
    const max = fm.toc_max_heading_level ?? TOC_DEFAULT_MAX_LEVEL
    if (min > max) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: [fm.toc_min_heading_level !== undefined ? 'toc_min_heading_level' : 'toc_max_heading_level'],
        message: `toc_min_heading_level (${min}) is greater than toc_max_heading_level (${max})`,
      })
    }
  })

export const BlogFrontmatterSchema = z
  .object({
    title: Title,
    date: IsoDate,
    /** Handles of content/data/authors.json. */
    authors: z.array(z.string().min(1)).min(1).optional(),
    slug: z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'is lowercase letters, digits and dashes').optional(),
    description: z.string().optional(),
    tags: Tags.optional(),
    /** The cover (a path relative to the post, through gatsby-plugin-image) and its social card. */
    image: z.string().min(1).optional(),
    /** Text alternative of the cover image. */
    image_alt: z.string().min(1).optional(),
  })
  .strict()

export type Collection = 'docs' | 'blog'

/** 1-based line of `key:` inside the leading `---` block of `source`, if it is there. */
export function frontmatterLineOf(source: string, key: string): number | undefined {
  const lines = source.split('\n')
  if (lines[0]?.trim() !== '---') return undefined
  for (let index = 1; index < lines.length; index += 1) {
    if (lines[index].trim() === '---') return undefined
    if (new RegExp(`^${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*:`).test(lines[index])) return index + 1
  }
  return undefined
}

/**
 * Checks one file's front matter. Returns one message per problem:
 * `content/docs/a.mdx:3: front matter "sidebar_positon": unknown field (…)`.
 */
export function frontmatterErrors(collection: Collection, frontmatter: unknown, file: string, source = ''): string[] {
  const schema = collection === 'docs' ? DocFrontmatterSchema : BlogFrontmatterSchema
  const result = schema.safeParse(frontmatter ?? {})
  if (result.success) return []
  const known = Object.keys((collection === 'docs' ? DocFrontmatterSchema._def.schema : BlogFrontmatterSchema).shape)
  return result.error.issues.flatMap((issue) => {
    const fields = issue.code === z.ZodIssueCode.unrecognized_keys ? issue.keys : [String(issue.path[0] ?? '(front matter)')]
    return fields.map((field) => {
      const line = frontmatterLineOf(source, field)
      const where = line ? `${file}:${line}` : file
      const message =
        issue.code === z.ZodIssueCode.unrecognized_keys
          ? `unknown field (known: ${known.join(', ')})`
          : (frontmatter as Record<string, unknown> | null | undefined)?.[field] === undefined
            ? 'is required'
            : issue.message
      return `${where}: front matter "${field}": ${message}`
    })
  })
}
