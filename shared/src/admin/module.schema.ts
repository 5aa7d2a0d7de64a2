import { z } from 'zod'
import { text } from '../text'
import { MODULE_DEFAULT_MAX_INSTANCES, MODULE_DEFAULT_ORDER, MODULE_MAX_INSTANCES_BOUNDS } from '../constants'
import { ModuleChapters } from '../reports/chapter.schema'
import { ADMIN_TEXTS } from './admin-texts'

// A form field may send a number or the text typed into it.
const NumberLike = z.union([z.number(), text().max(50)])
const ORDER_LIMIT = 1_000_000

const toInteger = (v: number | string): number => (typeof v === 'number' ? Math.trunc(v) : Number.parseInt(v.trim(), 10))

/** Order as typed: an integer, anything else falls back to 1. */
export function parseModuleOrder(v: number | string | null | undefined): number {
  const n = v == null ? NaN : toInteger(v)
  if (!Number.isFinite(n)) return MODULE_DEFAULT_ORDER
  return Math.max(-ORDER_LIMIT, Math.min(ORDER_LIMIT, n))
}

/** Max instances as typed: an integer (fallback 1) held within 1..50 (spec sections 5 and 9). */
export function parseMaxInstances(v: number | string | null | undefined): number {
  const n = v == null ? NaN : toInteger(v)
  if (!Number.isFinite(n)) return MODULE_MAX_INSTANCES_BOUNDS.min
  return Math.max(MODULE_MAX_INSTANCES_BOUNDS.min, Math.min(MODULE_MAX_INSTANCES_BOUNDS.max, n))
}

/** The max instances stored: 20 while multi-instance is off, else the typed value read as above. */
export function effectiveMaxInstances(allowMultiple: boolean, typed: number | string | null | undefined, current = MODULE_DEFAULT_MAX_INSTANCES): number {
  if (!allowMultiple) return MODULE_DEFAULT_MAX_INSTANCES
  return typed === undefined || typed === null ? current : parseMaxInstances(typed)
}

const ModuleName = text({ error: ADMIN_TEXTS.moduleNameRequired })
  .trim()
  .min(1, ADMIN_TEXTS.moduleNameRequired)
  .max(200, 'Module name must be at most 200 characters')

// A blank parent (a cleared select) means a root module.
const ParentId = text()
  .max(200)
  .nullish()
  .transform((v) => (v === '' ? null : v))

const fields = {
  parentId: ParentId,
  chapters: ModuleChapters,
  selectionType: z.literal('radio', { error: "Selection type must be 'radio'" }),
  order: NumberLike.nullish(),
  allowMultipleInstances: z.boolean(),
  maxInstances: NumberLike.nullish(),
}

/** Body of POST /api/injury-modules (admin.modules.create). */
export const CreateModuleInput = z.object({
  name: ModuleName,
  parentId: fields.parentId,
  chapters: fields.chapters.default([]),
  selectionType: fields.selectionType.default('radio'),
  order: fields.order,
  allowMultipleInstances: fields.allowMultipleInstances.default(false),
  maxInstances: fields.maxInstances,
})
export type CreateModuleInput = z.input<typeof CreateModuleInput>

/** Body of PATCH /api/injury-modules/:id: absent fields stay as they are; parentId null makes it a root. */
export const UpdateModuleInput = z.object({
  id: text().min(1).max(200),
  name: ModuleName.optional(),
  parentId: fields.parentId,
  chapters: fields.chapters.optional(),
  selectionType: fields.selectionType.optional(),
  order: fields.order,
  allowMultipleInstances: fields.allowMultipleInstances.optional(),
  maxInstances: fields.maxInstances,
})
export type UpdateModuleInput = z.input<typeof UpdateModuleInput>

export const ModuleIdInput = z.object({ id: text().min(1).max(200) })
export type ModuleIdInput = z.infer<typeof ModuleIdInput>
