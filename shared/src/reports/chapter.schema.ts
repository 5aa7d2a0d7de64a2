import { z } from 'zod'

/** A chapter of a template, module or report (spec section 3); sub-chapters nest to any depth. */
export interface Chapter {
  id: string
  title: string
  content: string
  order: number
  subChapters?: Chapter[]
  source?: 'template' | 'injury_module'
  sourceId?: string
}

export const Chapter: z.ZodType<Chapter> = z.lazy(() =>
  z.object({
    id: z.string().min(1).max(200),
    title: z.string().max(500),
    content: z.string().max(2_000_000),
    order: z.number().int(),
    subChapters: z.array(Chapter).max(500).optional(),
    source: z.enum(['template', 'injury_module']).optional(),
    sourceId: z.string().max(200).optional(),
  }),
)

export const Chapters = z.array(Chapter).max(1000)
