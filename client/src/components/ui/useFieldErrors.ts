import { useCallback, useLayoutEffect, useRef, useState } from 'react'

/** A problem with one field of a form: which field, and the text shown under it. */
export interface FieldProblem<K extends string = string> {
  field: K
  message: string
}

/**
 * The field a failed call names: `details.field` of the server's error (a service's AppError, or the first
 * issue of a request the schema refused), with the server's message; undefined when it names none.
 */
export function serverFieldProblem(error: unknown): FieldProblem | undefined {
  const e = error as { message?: string; data?: { details?: { field?: unknown } | null } | null } | null
  const field = e?.data?.details?.field
  return typeof field === 'string' && field && e?.message ? { field, message: e.message } : undefined
}

/**
 * Where the eye is: the form's field at fault gets its message under it and the focus,
 * besides the spec's toast; typing in it clears the mark. Fields are found by their `name` in `formRef`'s form,
 * and focus moves once the marks are on the page, so a screen reader reads the field with its message.
 */
export function useFieldErrors<K extends string>() {
  const [errors, setErrors] = useState<Partial<Record<K, string>>>({})
  // A new object per request, so the same field is focused again on every failed submit.
  const [focusRequest, setFocusRequest] = useState<{ fields: K[] } | null>(null)
  const formRef = useRef<HTMLFormElement>(null)

  useLayoutEffect(() => {
    const form = formRef.current
    if (!focusRequest || !form) return
    // The first field at fault in the form's own order.
    const first = [...form.elements].find((el): el is HTMLElement => el instanceof HTMLElement && focusRequest.fields.includes(el.getAttribute('name') as K))
    first?.focus()
  }, [focusRequest])

  /** Marks these fields (and no others) and focuses the first of them on the page. */
  const showAll = useCallback((next: Partial<Record<K, string>>) => {
    const fields = (Object.keys(next) as K[]).filter((k) => next[k])
    setErrors(next)
    if (fields.length) setFocusRequest({ fields })
  }, [])
  const show = useCallback((field: K, message: string) => showAll({ [field]: message } as Partial<Record<K, string>>), [showAll])
  /**
   * Marks the field a failed call names, when it is one of `fields` (this form's); false otherwise, so the
   * caller shows the message its own way.
   */
  const fromServer = useCallback(
    (error: unknown, fields: readonly K[]): boolean => {
      const problem = serverFieldProblem(error)
      if (!problem || !fields.includes(problem.field as K)) return false
      show(problem.field as K, problem.message)
      return true
    },
    [show],
  )
  const clear = useCallback((field: K) => setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e)), [])
  const reset = useCallback(() => setErrors({}), [])
  /** A field's name and error, and typing in it clears the mark (onInput, so the field's own onChange stays). */
  const props = (field: K) => ({ name: field, error: errors[field], onInput: () => clear(field) })
  return { errors, show, showAll, fromServer, clear, reset, formRef, props }
}
