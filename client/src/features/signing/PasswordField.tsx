import { Field } from '../../components/ui/FormField'

/** The password re-entry of signing and addenda (named 'password'), with its error under it, marked and describing it. */
export function PasswordField(props: { value: string; onChange(v: string): void; error?: string; onInput?(): void; disabled?: boolean; autoFocus?: boolean }) {
  const { value, onChange, error, onInput, disabled, autoFocus } = props
  return (
    <Field
      label="Your password"
      name="password"
      type="password"
      autoComplete="current-password"
      autoFocus={autoFocus}
      value={value}
      disabled={disabled}
      onChange={(e) => onChange(e.target.value)}
      onInput={onInput}
      error={error}
    />
  )
}

/** What the server said, and what it listed, about a refused signing step. */
export function refusal(error: unknown): { status?: number; message: string; details?: Record<string, unknown> } {
  const e = error as { message?: string; data?: { httpStatus?: number; details?: Record<string, unknown> } } | null
  if (!e?.data) return { message: 'Could not reach the server. Check your connection and try again.' }
  return { status: e.data.httpStatus, message: e.message || 'Something went wrong.', details: e.data.details }
}
