import { z } from 'zod'
import { DocId } from './shared'

/** A card on the home page; it links to a doc by id (checked at build like the navbar's). */
const HomeCard = z.object({ docId: DocId, title: z.string().min(1), text: z.string().min(1) }).strict()

/** Links the site's own pages (home, 404) make to docs, by id. */
export const PagesSchema = z
  .object({
    home: z.object({ getStartedDocId: DocId, cards: z.array(HomeCard).default([]) }).strict(),
    notFound: z.object({ docId: DocId, label: z.string().min(1) }).strict(),
  })
  .strict()

export type PagesConfig = z.infer<typeof PagesSchema>
