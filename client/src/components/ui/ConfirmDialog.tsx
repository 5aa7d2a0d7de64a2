import type { ReactNode } from 'react'
import { AlertDialog } from 'radix-ui'
import { Button } from './Button'

interface ConfirmDialogProps {
  /** Controlled: open state and its setter. Uncontrolled: give a `trigger` instead. */
  open?: boolean
  onOpenChange?(open: boolean): void
  /** The element that opens the dialog (uncontrolled use). */
  trigger?: ReactNode
  title: string
  description: ReactNode
  confirmLabel: string
  destructive?: boolean
  onConfirm(): void
  /** Extra actions between Cancel and the confirm button. */
  children?: ReactNode
  cancelLabel?: string
}

/** A Radix alert dialog asking to confirm one action (spec: confirmations are never window.confirm). */
export function ConfirmDialog({ open, onOpenChange, trigger, title, description, confirmLabel, destructive, onConfirm, children, cancelLabel = 'Cancel' }: ConfirmDialogProps) {
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger && <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>}
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
        <AlertDialog.Content className="fixed left-1/2 top-1/2 z-50 w-[min(92vw,30rem)] -translate-x-1/2 -translate-y-1/2 rounded-lg border border-slate-200 bg-white p-6 shadow-xl focus:outline-none">
          <AlertDialog.Title className="text-lg font-semibold text-slate-900">{title}</AlertDialog.Title>
          <AlertDialog.Description asChild>
            <div className="mt-2 text-sm text-slate-700">{description}</div>
          </AlertDialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-2">
            <AlertDialog.Cancel asChild>
              <Button variant="outline">{cancelLabel}</Button>
            </AlertDialog.Cancel>
            {children}
            <AlertDialog.Action asChild>
              <Button variant={destructive ? 'destructive' : 'primary'} onClick={onConfirm}>
                {confirmLabel}
              </Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  )
}
