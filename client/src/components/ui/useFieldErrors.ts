import { useCallback, useRef, useState } from 'react'

/**
 * Where the eye is (issue 14 item 7): the form's field at fault gets its message under it and the focus,
 * besides the spec's toast; typing in it clears the mark.
 */
export function useFieldErrors<K extends string>() {
  const [errors, setErrors] = useState<Partial<Record<K, string>>>({})
  const formRef = useRef<HTMLFormElement>(null)
  const show = useCallback((field: K, message: string) => {
    setErrors({ [field]: message } as Partial<Record<K, string>>)
    const el = formRef.current?.elements.namedItem(field)
    if (el instanceof HTMLElement) el.focus()
  }, [])
  const clear = useCallback((field: K) => setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e)), [])
  const reset = useCallback(() => setErrors({}), [])
  /** A field's name and error, and typing in it clears the mark (onInput, so the field's own onChange stays). */
  const props = (field: K) => ({ name: field, error: errors[field], onInput: () => clear(field) })
  return { errors, show, clear, reset, formRef, props }
}
