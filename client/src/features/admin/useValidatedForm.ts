import { useEffect, useState, type FormEvent } from 'react'
import { serverFieldProblem, useFieldErrors } from '../../components/ui/useFieldErrors'
import { serverMessage } from '../../lib/errors'

interface Options<K extends string> {
  /** The form's inputs by name: a failed save that names one of them is shown at it. */
  fields: readonly K[]
  /** A failed save (the mutation's error), or null. */
  error?: unknown
  /** The text when a failed save carries no message of the server. */
  fallback: string
}

/**
 * An admin form's values and validation, the way every form shows it (useFieldErrors): on a failed submit each
 * field at fault is marked with its message under it and the first one is focused; typing in it clears the mark.
 * A failed save that names one of the form's fields is shown the same way; any other is `formError`, for the line
 * above the buttons.
 */
export function useValidatedForm<V, K extends string>(initial: V, validate: (values: V) => Partial<Record<K, string>>, onSubmit: (values: V) => void, options: Options<K>) {
  const [values, setValues] = useState(initial)
  const fieldErrors = useFieldErrors<K>()
  const { error, fields, fallback } = options
  const { fromServer, showAll, reset } = fieldErrors

  // Each failed save is a new error object: its field is marked and focused again. The field list is compared
  // by its names, so a list written inline does not mark the field again on every render.
  const fieldNames = fields.join('\n')
  useEffect(() => {
    if (error) fromServer(error, fieldNames.split('\n') as K[])
  }, [error, fromServer, fieldNames])

  const problem = serverFieldProblem(error)
  const atField = problem !== undefined && fields.includes(problem.field as K)
  const formError = error && !atField ? (serverMessage(error) ?? fallback) : null

  const submit = (e: FormEvent) => {
    e.preventDefault()
    const problems = validate(values)
    if (Object.values(problems).some(Boolean)) return showAll(problems)
    reset()
    onSubmit(values)
  }

  return { values, setValues, submit, formError, formRef: fieldErrors.formRef, errors: fieldErrors.errors, props: fieldErrors.props }
}
