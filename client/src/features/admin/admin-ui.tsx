import type { ReactNode, SelectHTMLAttributes } from 'react'
import { Button, type ButtonProps } from '../../components/ui/Button'
import { ConfirmDialog } from '../../components/ui/ConfirmDialog'
import { Spinner } from '../../components/ui/Spinner'
import { cn } from '../../components/ui/cn'

interface ConfirmButtonProps extends Omit<ButtonProps, 'onClick'> {
  /** The spec's confirmation text, shown verbatim. */
  question: string
  confirmLabel?: string
  onConfirm(): void
}

/** A button that asks the spec's confirmation in a Radix alert dialog before acting. */
export function ConfirmButton({ question, confirmLabel = 'Delete', onConfirm, children, ...button }: ConfirmButtonProps) {
  return (
    <ConfirmDialog trigger={<Button {...button}>{children}</Button>} title="Confirm" description={question} confirmLabel={confirmLabel} destructive onConfirm={onConfirm} />
  )
}

/** The heading row of a tab: title, a short explanation, and its main action. */
export function TabHeader({ title, hint, action }: { title: string; hint: string; action?: ReactNode }) {
  return (
    <div className="mb-5 flex flex-wrap items-end justify-between gap-4">
      <div>
        <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
        <p className="mt-0.5 text-sm text-slate-600">{hint}</p>
      </div>
      {action}
    </div>
  )
}

/** The dashed box shown when a list is empty. */
export function EmptyState({ text, children }: { text: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-4 rounded-lg border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <p className="text-sm text-slate-600">{text}</p>
      {children}
    </div>
  )
}

/** A centred spinner while a tab's list loads. */
export function TabLoading({ label }: { label: string }) {
  return (
    <div className="flex items-center justify-center gap-2 py-16 text-sm text-slate-600">
      <Spinner className="text-sky-700" label={label} />
      {label}
    </div>
  )
}

/** A red line under a form: a validation message or a failed save. */
export function FormError({ message }: { message: string | null | undefined }) {
  if (!message) return null
  return (
    <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
      {message}
    </p>
  )
}

/** A list that failed to load, with a retry. */
export function LoadError({ message, onRetry }: { message: string; onRetry(): void }) {
  return (
    <div role="alert" className="flex items-center gap-3 rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
      <span className="flex-1">Could not load: {message}</span>
      <Button size="sm" variant="outline" onClick={onRetry}>
        Retry
      </Button>
    </div>
  )
}

/** A date as the admin tables show it, e.g. '3 Mar 2025'; with time, '3 Mar 2025, 14:05'. */
export function formatDate(value: string | Date | null | undefined, withTime = false): string {
  if (!value) return ''
  const d = new Date(value)
  if (Number.isNaN(d.getTime())) return ''
  return d.toLocaleString(undefined, { day: 'numeric', month: 'short', year: 'numeric', ...(withTime ? { hour: '2-digit', minute: '2-digit' } : {}) })
}

/** A native select in the look of the Input primitive (native keeps keyboard and screen-reader behaviour for free). */
export function NativeSelect({ className, ...props }: SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <select
      className={cn(
        'h-10 rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 focus-visible:border-sky-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-600 disabled:bg-slate-100 aria-invalid:border-red-600 aria-invalid:focus-visible:ring-red-600',
        className,
      )}
      {...props}
    />
  )
}

const tones = {
  neutral: 'border-slate-200 bg-slate-100 text-slate-700',
  sky: 'border-sky-200 bg-sky-50 text-sky-800',
  green: 'border-green-200 bg-green-50 text-green-800',
  red: 'border-red-200 bg-red-50 text-red-800',
  amber: 'border-amber-200 bg-amber-50 text-amber-800',
  violet: 'border-violet-200 bg-violet-50 text-violet-800',
} as const
export type PillTone = keyof typeof tones

/** A small status label with one colour tone (the Badge primitive cannot be recoloured reliably: its colour classes would compete). */
export function Pill({ tone = 'neutral', className, children }: { tone?: PillTone; className?: string; children: ReactNode }) {
  return <span className={cn('inline-flex items-center whitespace-nowrap rounded-full border px-2.5 py-0.5 text-xs font-medium', tones[tone], className)}>{children}</span>
}
