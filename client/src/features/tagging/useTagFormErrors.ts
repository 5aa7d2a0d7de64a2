import { useCallback, useEffect, useRef } from 'react'
import { ADMIN_TEXTS } from '@shared/src/admin/admin-texts'
import { useFieldErrors } from '../../components/ui/useFieldErrors'
import type { FieldTypeErrors } from './field-type-form'
import { FIELD_TYPE_KEYS, fieldTypeProblems, hasProblems, tagFormProblems, tagServerProblem, type TagFormField } from './tag-form-problems'
import { isHexColor } from './tag-list'

export interface TagFormState {
  /** False when the form edits only the field's value (the user may not change the tag itself). */
  editsTag: boolean
  color: string
  fieldTypeErrors: FieldTypeErrors
  /** The save's error, if it failed. */
  saveError: unknown
  /** A problem in the field-type section: the form opens it, so the field can take the focus. */
  onFieldTypeProblem?(): void
}

/**
 * The marks of a tag form (create in the picker, Edit Tag): the colour's format and the field type's
 * own rules live; on submit every problem at its field, focused; a refused save at the field the
 * server names (a taken name at the name).
 */
export function useTagFormErrors({ editsTag, color, fieldTypeErrors, saveError, onFieldTypeProblem }: TagFormState) {
  const fields = useFieldErrors<TagFormField>()
  const { show } = fields
  const onFieldType = useRef(onFieldTypeProblem)
  useEffect(() => {
    onFieldType.current = onFieldTypeProblem
  })
  const opensFieldType = useCallback((problems: Partial<Record<TagFormField, string>>) => {
    if (Object.keys(fieldTypeProblems(problems)).length) onFieldType.current?.()
  }, [])

  /** Marks what keeps the tag from being saved; true when there is nothing (the save may go). */
  const check = (): boolean => {
    const problems = editsTag ? tagFormProblems(color, fieldTypeErrors) : {}
    if (hasProblems(problems)) {
      opensFieldType(problems)
      fields.showAll(problems)
      return false
    }
    fields.reset()
    return true
  }

  /** A refused save: its field is marked when the server names one (anything else shows below the form). Stable. */
  const refused = useCallback(
    (error: unknown) => {
      const problem = tagServerProblem(error)
      if (!problem) return
      opensFieldType({ [problem.field]: problem.message })
      show(problem.field, problem.message)
    },
    [opensFieldType, show],
  )

  const colorOk = !editsTag || isHexColor(color)
  // Live: the colour's format and the field type's own rules; after a submit or a refused save, what it marked.
  const shown: Partial<Record<TagFormField, string>> = { ...(editsTag ? fieldTypeErrors : {}), ...(colorOk ? {} : { color: ADMIN_TEXTS.tagColorFormat }), ...fields.errors }
  return {
    formRef: fields.formRef,
    shown,
    /** The field-type section's share of `shown`. */
    fieldTypeShown: fieldTypeProblems(shown),
    /** True when the save failed for a reason no field shows: the form says it below. */
    unplacedError: !!saveError && !tagServerProblem(saveError),
    check,
    refused,
    /** A field's name, and typing in it clears its mark. */
    named: (key: TagFormField) => ({ name: key, onInput: () => fields.clear(key) }),
    clearFieldType: () => FIELD_TYPE_KEYS.forEach(fields.clear),
  }
}
