import { useId } from 'react'
import { AUDIT_ACTIONS } from '@shared/src/admin/audit-describe'
import { Button } from '../../../components/ui/Button'
import { Input } from '../../../components/ui/Input'
import { trpc } from '../../../lib/trpc'
import { NativeSelect } from '../admin-ui'

/** What the audit log is narrowed to; empty strings mean "any". */
export interface AuditFilterValues {
  actor: string
  action: string
  from: string
  to: string
}

export const NO_FILTERS: AuditFilterValues = { actor: '', action: '', from: '', to: '' }

const ACTIONS = Object.entries(AUDIT_ACTIONS).sort((a, b) => a[1].localeCompare(b[1]))

/** The filter bar of the audit log: user (or anonymous), action, and a range of days. */
export function AuditFilters({ value, onChange }: { value: AuditFilterValues; onChange(next: AuditFilterValues): void }) {
  const id = useId()
  const users = trpc.admin.users.list.useQuery()
  const set = (patch: Partial<AuditFilterValues>) => onChange({ ...value, ...patch })
  const label = 'mb-1 block text-xs font-medium text-slate-700'
  const badRange = value.from && value.to && value.from > value.to
  return (
    <form role="search" aria-label="Filter audit events" className="mb-4 flex flex-wrap items-end gap-3" onSubmit={(e) => e.preventDefault()}>
      <div>
        <label htmlFor={`${id}-user`} className={label}>
          User
        </label>
        <NativeSelect id={`${id}-user`} value={value.actor} onChange={(e) => set({ actor: e.target.value })} className="w-60">
          <option value="">All users</option>
          <option value="anonymous">Anonymous (failed sign-ins)</option>
          {(users.data?.users ?? []).map((u) => (
            <option key={u.id} value={u.id}>
              {u.username} ({u.email})
            </option>
          ))}
        </NativeSelect>
      </div>
      <div>
        <label htmlFor={`${id}-action`} className={label}>
          Action
        </label>
        <NativeSelect id={`${id}-action`} value={value.action} onChange={(e) => set({ action: e.target.value })} className="w-56">
          <option value="">All actions</option>
          {ACTIONS.map(([code, text]) => (
            <option key={code} value={code}>
              {text}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div>
        <label htmlFor={`${id}-from`} className={label}>
          From
        </label>
        <Input id={`${id}-from`} type="date" value={value.from} max={value.to || undefined} onChange={(e) => set({ from: e.target.value })} aria-invalid={badRange || undefined} className="w-40" />
      </div>
      <div>
        <label htmlFor={`${id}-to`} className={label}>
          To
        </label>
        <Input id={`${id}-to`} type="date" value={value.to} min={value.from || undefined} onChange={(e) => set({ to: e.target.value })} aria-invalid={badRange || undefined} className="w-40" />
      </div>
      <Button type="button" variant="outline" onClick={() => onChange(NO_FILTERS)} disabled={JSON.stringify(value) === JSON.stringify(NO_FILTERS)}>
        Clear filters
      </Button>
      {badRange && (
        <p role="alert" className="basis-full text-sm text-red-700">
          The start date is after the end date.
        </p>
      )}
    </form>
  )
}
