import { z } from 'zod'
import { Chapters } from './chapter.schema'

/** A base report template: its chapters come first in every report built from it. */
export const Template = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  chapters: Chapters,
})
export type Template = z.infer<typeof Template>

/** One node of the injury module tree; children nest to any depth. */
export interface InjuryModuleNode {
  id: string
  name: string
  parentId: string | null
  /** How the node competes with its siblings; 'radio' (the default) means one per parent group. */
  selectionType: string
  order: number
  allowMultipleInstances: boolean
  maxInstances: number
  chapters: z.infer<typeof Chapters>
  children: InjuryModuleNode[]
}

export const InjuryModuleNode: z.ZodType<InjuryModuleNode> = z.lazy(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    parentId: z.string().nullable(),
    selectionType: z.string(),
    order: z.number().int(),
    allowMultipleInstances: z.boolean(),
    maxInstances: z.number().int(),
    chapters: Chapters,
    children: z.array(InjuryModuleNode),
  }),
)
