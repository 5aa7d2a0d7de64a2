import { useState, type FormEvent } from 'react'

/** Form state whose validation message shows from the first submit on, then follows every keystroke. */
export function useValidatedForm<V>(initial: V, validate: (values: V) => string | null, onSubmit: (values: V) => void) {
  const [values, setValues] = useState(initial)
  const [tried, setTried] = useState(false)
  const invalid = tried ? validate(values) : null

  const submit = (e: FormEvent) => {
    e.preventDefault()
    setTried(true)
    if (!validate(values)) onSubmit(values)
  }

  return { values, setValues, invalid, submit }
}
