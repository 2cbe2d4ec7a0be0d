import { z } from 'zod'
import { DocId } from './shared'

export const AnnouncementSchema = z
  .object({
    /** Changing the id shows the bar again to readers who dismissed the previous one. */
    id: z.string().min(1),
    content: z.string().min(1),
    /** Links to a doc by id; an unknown id fails the build. */
    link: z.object({ label: z.string().min(1), docId: DocId }).strict().optional(),
    isCloseable: z.boolean().default(true),
  })
  .nullable()
  .default(null)

export type AnnouncementConfig = z.infer<typeof AnnouncementSchema>
