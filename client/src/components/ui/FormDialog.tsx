import type { ReactNode } from 'react'
import { Dialog } from 'radix-ui'
import { Button } from './Button'
import { cn } from './cn'

interface FormDialogProps {
  open: boolean
  onOpenChange(open: boolean): void
  /** Decorative icon before the title. */
  icon?: ReactNode
  title: string
  description: ReactNode
  /** Tailwind width class of the panel, e.g. `w-[min(94vw,36rem)]`. */
  widthClassName?: string
  children: ReactNode
}

/** A Radix dialog with a titled, described panel that fits small screens (scrolls within 90% of the height). */
export function FormDialog({ open, onOpenChange, icon, title, description, widthClassName = 'w-[min(94vw,34rem)]', children }: FormDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
        <Dialog.Content
          className={cn(
            'fixed left-1/2 top-1/2 z-50 max-h-[90vh] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg border border-slate-200 bg-white p-6 shadow-xl focus:outline-none',
            widthClassName,
          )}
        >
          <Dialog.Title className="flex items-center gap-2 text-lg font-semibold text-slate-900">
            {icon}
            {title}
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-slate-700">{description}</Dialog.Description>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

/** The buttons at the foot of a dialog, on the right: the one that closes it (Cancel unless named otherwise), then the dialog's own actions. */
export function DialogActions({ closeLabel = 'Cancel', className = 'pt-2', children }: { closeLabel?: string; className?: string; children?: ReactNode }) {
  return (
    <div className={cn('flex flex-wrap justify-end gap-2', className)}>
      <Dialog.Close asChild>
        <Button variant="outline">{closeLabel}</Button>
      </Dialog.Close>
      {children}
    </div>
  )
}

/** What went wrong in a dialog, said in an alert above its buttons; nothing while all is well. */
export function DialogProblem({ message, className }: { message: string | null | undefined; className?: string }) {
  if (!message) return null
  return (
    <p role="alert" className={cn('rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800', className)}>
      {message}
    </p>
  )
}
