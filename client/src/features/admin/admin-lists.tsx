import type { ReactNode } from 'react'
import { Pencil, Trash2 } from 'lucide-react'
import { Button } from '../../components/ui/Button'
import { ConfirmButton } from './admin-ui'

/** The bordered table of an admin tab: a header row of column names over the caller's rows. */
export function AdminTable({ columns, children }: { columns: readonly string[]; children: ReactNode }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="w-full text-left text-sm">
        <thead className="border-b border-slate-200 bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
          <tr>
            {columns.map((h) => (
              <th key={h} scope="col" className="px-4 py-2.5 font-semibold">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
      </table>
    </div>
  )
}

interface CardActionsProps {
  /** The item's name, for the buttons' accessible labels. */
  name: string
  /** The spec's delete confirmation, shown verbatim. */
  confirmDelete: string
  onEdit(): void
  onDelete(): void
  className: string
}

/** A card's Edit and Delete buttons; Delete asks the spec's confirmation first. */
export function CardActions({ name, confirmDelete, onEdit, onDelete, className }: CardActionsProps) {
  return (
    <div className={className}>
      <Button variant="outline" size="sm" onClick={onEdit} aria-label={`Edit ${name}`}>
        <Pencil aria-hidden="true" className="h-4 w-4" />
        Edit
      </Button>
      <ConfirmButton variant="outline" size="sm" className="text-red-700 hover:bg-red-50" aria-label={`Delete ${name}`} question={confirmDelete} onConfirm={onDelete}>
        <Trash2 aria-hidden="true" className="h-4 w-4" />
        Delete
      </ConfirmButton>
    </div>
  )
}
