import { useId } from 'react'
import { Input, Label } from '../../components/ui/Input'

/** The password re-entry of signing and addenda, with its error under it (marked and announced). */
export function PasswordField(props: { value: string; onChange(v: string): void; error: string | null; disabled?: boolean; autoFocus?: boolean }) {
  const { value, onChange, error, disabled, autoFocus } = props
  const id = useId()
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>Your password</Label>
      <Input
        id={id}
        type="password"
        autoComplete="current-password"
        autoFocus={autoFocus}
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="aria-invalid:border-red-600 aria-invalid:ring-1 aria-invalid:ring-red-600"
      />
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  )
}

/** What the server said, and what it listed, about a refused signing step. */
export function refusal(error: unknown): { status?: number; message: string; details?: Record<string, unknown> } {
  const e = error as { message?: string; data?: { httpStatus?: number; details?: Record<string, unknown> } } | null
  if (!e?.data) return { message: 'Could not reach the server. Check your connection and try again.' }
  return { status: e.data.httpStatus, message: e.message || 'Something went wrong.', details: e.data.details }
}
