import { ADMIN_TEXTS } from '@shared/src/admin/admin-texts'
import { serverFieldProblem, type FieldProblem } from '../../components/ui/useFieldErrors'
import type { FieldTypeErrors, FieldTypeValues } from './field-type-form'
import { isHexColor } from './tag-list'

/** The inputs of a tag form by name (the field-type ones as the API names them). */
export const TAG_FORM_FIELDS = ['value', 'name', 'color', 'category', 'description', 'kind', 'dimension', 'unit', 'choices', 'synonyms', 'rangeMin', 'rangeMax'] as const
export type TagFormField = (typeof TAG_FORM_FIELDS)[number]
export type TagFormProblems = Partial<Record<TagFormField, string>>

/**
 * What keeps a tag from being saved, by field: a colour that is not #rrggbb (the server's own text) and the
 * field type's problems. A blank name is not here: the spec disables Create and Update while it is blank.
 */
export function tagFormProblems(color: string, fieldType: FieldTypeErrors): TagFormProblems {
  return { ...(isHexColor(color) ? {} : { color: ADMIN_TEXTS.tagColorFormat }), ...fieldType }
}

/** True when there is something to fix. */
export const hasProblems = (problems: TagFormProblems): boolean => Object.values(problems).some(Boolean)

/** The inputs of the field type section. */
export const FIELD_TYPE_KEYS = ['kind', 'dimension', 'unit', 'choices', 'synonyms', 'rangeMin', 'rangeMax'] as const satisfies readonly (keyof FieldTypeValues)[]

/** The field type section's share of a tag form's problems. */
export const fieldTypeProblems = (problems: TagFormProblems): FieldTypeErrors => {
  const out: FieldTypeErrors = {}
  for (const key of FIELD_TYPE_KEYS) {
    if (problems[key]) out[key] = problems[key]
  }
  return out
}

/** The field a refused save is about: the one the server names, or the name when it is taken (409). */
export function tagServerProblem(error: unknown): FieldProblem<TagFormField> | undefined {
  const e = error as { message?: string; data?: { details?: { existingTag?: unknown } | null } | null } | null
  if (e?.data?.details?.existingTag && e.message) return { field: 'name', message: e.message }
  const problem = serverFieldProblem(error)
  return problem && (TAG_FORM_FIELDS as readonly string[]).includes(problem.field) ? (problem as FieldProblem<TagFormField>) : undefined
}
