import { Field } from './FormField'

/** A password asked again to confirm an act (signing, addenda), named 'password', with its error under it, marked and describing it. */
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
