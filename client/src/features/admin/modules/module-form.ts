import type { Chapter } from '@shared/src/reports/chapter.schema'
import type { InjuryModuleNode } from '@shared/src/reports/catalog.schema'
import { MODULE_DEFAULT_MAX_INSTANCES, MODULE_DEFAULT_ORDER } from '@shared/src/constants'
import { parseMaxInstances, parseModuleOrder } from '@shared/src/admin/module.schema'
import { ADMIN_TEXTS } from '../admin-texts'
import { dropBlankTitles, emptyChapter } from '../chapters/chapter-tree'

/** What the module form edits; numbers stay text until saved, as typed. */
export interface ModuleFormValues {
  name: string
  order: string
  allowMultipleInstances: boolean
  maxInstances: string
  chapters: Chapter[]
}

/** The body sent to admin.modules.create / update (injury module). */
export interface ModuleInput {
  name: string
  parentId: string | null
  selectionType: 'radio'
  order: number
  allowMultipleInstances: boolean
  maxInstances?: number
  chapters: Chapter[]
}

/** Order: an integer, falling back to 1 (the server reads it the same way). */
export const parseOrder = (text: string): number => parseModuleOrder(text)

/** Max instances: an integer with fallback 1, kept within 1..50. */
export { parseMaxInstances }

/** A blank form: order 1, one empty chapter, max instances 20. */
export const emptyModuleForm = (): ModuleFormValues => ({
  name: '',
  order: String(MODULE_DEFAULT_ORDER),
  allowMultipleInstances: false,
  maxInstances: String(MODULE_DEFAULT_MAX_INSTANCES),
  chapters: [emptyChapter()],
})

/** The form filled from an existing module (an empty chapter when it has none, so there is always one to edit). */
export const moduleFormFrom = (node: InjuryModuleNode): ModuleFormValues => ({
  name: node.name,
  order: String(node.order),
  allowMultipleInstances: node.allowMultipleInstances,
  maxInstances: String(node.maxInstances || MODULE_DEFAULT_MAX_INSTANCES),
  chapters: node.chapters.length ? node.chapters : [emptyChapter()],
})

/** The inputs of the module form, by name; the server names the same when it refuses one. */
export const MODULE_FIELDS = ['name', 'order', 'maxInstances'] as const
export type ModuleField = (typeof MODULE_FIELDS)[number]

/** What is wrong, by field (empty when the module can be saved). */
export const validateModuleForm = (values: ModuleFormValues): Partial<Record<ModuleField, string>> => (values.name.trim() ? {} : { name: ADMIN_TEXTS.modules.nameRequired })

/** The form as a create/update body: name trimmed, numbers parsed with their fallbacks, blank chapters dropped; max instances only when allowed. */
export function toModuleInput(values: ModuleFormValues, parentId: string | null): ModuleInput {
  const input: ModuleInput = {
    name: values.name.trim(),
    parentId,
    selectionType: 'radio',
    order: parseOrder(values.order),
    allowMultipleInstances: values.allowMultipleInstances,
    chapters: dropBlankTitles(values.chapters),
  }
  if (values.allowMultipleInstances) input.maxInstances = parseMaxInstances(values.maxInstances)
  return input
}
