import { useId, useState, type FormEvent } from 'react'
import { Ban, Plus } from 'lucide-react'
import { Button } from '../../../components/ui/Button'
import { Card } from '../../../components/ui/Card'
import { Input, Label } from '../../../components/ui/Input'
import { Spinner } from '../../../components/ui/Spinner'
import { toast } from '../../../components/toast/toast-store'
import { serverMessage } from '../../../lib/errors'
import { trpc } from '../../../lib/trpc'
import { AdminTable } from '../admin-lists'
import { ADMIN_TEXTS } from '../admin-texts'
import { ConfirmButton, EmptyState, formatDate, FormError, LoadError, Pill, TabHeader, TabLoading } from '../admin-ui'

/** The Invitations tab (super only): sign-up codes with their use count, creation and revocation. */
export function InvitationsTab() {
  const utils = trpc.useUtils()
  const list = trpc.admin.invitations.list.useQuery()
  const refresh = () => void utils.admin.invitations.list.invalidate()
  const revoke = trpc.admin.invitations.revoke.useMutation({
    onSuccess: () => toast({ title: 'Invitation revoked', variant: 'success' }),
    onError: (e) => toast({ title: 'Error', description: serverMessage(e) ?? 'Failed to revoke the invitation code.', variant: 'destructive' }),
    onSettled: refresh,
  })

  if (list.isLoading) return <TabLoading label="Loading invitation codes..." />
  if (list.isError) return <LoadError message={list.error.message} onRetry={() => void list.refetch()} />
  const codes = list.data ?? []

  return (
    <section aria-label={ADMIN_TEXTS.tabs.invitations}>
      <TabHeader title={ADMIN_TEXTS.tabs.invitations} hint="New accounts need an invitation code. Revoked codes can no longer be used to sign up." />
      <CreateInvitation onCreated={refresh} />
      {codes.length === 0 ? (
        <EmptyState text="No invitation codes yet." />
      ) : (
        <AdminTable columns={['Code', 'Note', 'Uses', 'Status', 'Created', 'Actions']}>
          {codes.map((c) => (
            <tr key={c.id} className="hover:bg-slate-50">
              <td className="px-4 py-3 font-mono text-slate-900">{c.code}</td>
              <td className="px-4 py-3 text-slate-600">{c.note}</td>
              <td className="px-4 py-3 tabular-nums text-slate-700">{c.uses}</td>
              <td className="px-4 py-3">
                {c.revokedAt ? (
                  <Pill tone="red">Revoked {formatDate(c.revokedAt)}</Pill>
                ) : (
                  <Pill tone="green">Active</Pill>
                )}
              </td>
              <td className="whitespace-nowrap px-4 py-3 text-slate-600">{formatDate(c.createdAt)}</td>
              <td className="px-4 py-2">
                {!c.revokedAt && (
                  <ConfirmButton
                    variant="ghost"
                    size="sm"
                    className="text-red-700 hover:bg-red-50"
                    aria-label={`Revoke ${c.code}`}
                    question={`Revoke the invitation code ${c.code}? It can no longer be used to sign up.`}
                    confirmLabel="Revoke"
                    onConfirm={() => revoke.mutate({ id: c.id })}
                  >
                    <Ban aria-hidden="true" className="h-4 w-4" />
                    Revoke
                  </ConfirmButton>
                )}
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
    </section>
  )
}

function CreateInvitation({ onCreated }: { onCreated(): void }) {
  const id = useId()
  const [code, setCode] = useState('')
  const [note, setNote] = useState('')
  const create = trpc.admin.invitations.create.useMutation({
    onSuccess: (created) => {
      setCode('')
      setNote('')
      toast({ title: 'Invitation created', description: `Code ${created.code}`, variant: 'success' })
      onCreated()
    },
  })
  const submit = (e: FormEvent) => {
    e.preventDefault()
    create.mutate({ ...(code.trim() ? { code: code.trim() } : {}), ...(note.trim() ? { note: note.trim() } : {}) })
  }
  return (
    <Card className="mb-5 p-4">
      <form onSubmit={submit} aria-label="Create invitation code" className="flex flex-wrap items-end gap-3">
        <div className="w-56 space-y-1.5">
          <Label htmlFor={`${id}-code`}>Code</Label>
          <Input id={`${id}-code`} value={code} onChange={(e) => setCode(e.target.value)} placeholder="Generated when empty" className="font-mono" />
        </div>
        <div className="min-w-64 flex-1 space-y-1.5">
          <Label htmlFor={`${id}-note`}>Note</Label>
          <Input id={`${id}-note`} value={note} onChange={(e) => setNote(e.target.value)} placeholder="Optional, e.g. County ME office" />
        </div>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? <Spinner className="text-white" label="Creating" /> : <Plus aria-hidden="true" className="h-4 w-4" />}
          Create Code
        </Button>
        {create.error && (
          <div className="basis-full">
            <FormError message={serverMessage(create.error) ?? 'Failed to create the invitation code.'} />
          </div>
        )}
      </form>
    </Card>
  )
}
