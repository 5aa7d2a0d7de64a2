import { useState, type FormEvent } from 'react'
import { Ban, Plus } from 'lucide-react'
import { Button } from '../../../components/ui/Button'
import { Card } from '../../../components/ui/Card'
import { FormField } from '../../../components/ui/FormField'
import { Input } from '../../../components/ui/Input'
import { serverFieldProblem, useFieldErrors } from '../../../components/ui/useFieldErrors'
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

const INVITATION_FIELDS = ['code', 'note'] as const

function CreateInvitation({ onCreated }: { onCreated(): void }) {
  const [code, setCode] = useState('')
  const [note, setNote] = useState('')
  const fields = useFieldErrors<(typeof INVITATION_FIELDS)[number]>()
  const create = trpc.admin.invitations.create.useMutation({
    onSuccess: (created) => {
      setCode('')
      setNote('')
      toast({ title: 'Invitation created', description: `Code ${created.code}`, variant: 'success' })
      onCreated()
    },
    // A code or note the server refuses (format, taken) is shown at its field, focused; anything else under the form.
    onError: (e) => void fields.fromServer(e, INVITATION_FIELDS),
  })
  const problem = serverFieldProblem(create.error)
  const atField = problem && (INVITATION_FIELDS as readonly string[]).includes(problem.field)
  // Both are optional: named for focusing, and typing clears a mark (not `required`, unlike Field).
  const named = (key: (typeof INVITATION_FIELDS)[number]) => ({ name: key, onInput: () => fields.clear(key) })
  const submit = (e: FormEvent) => {
    e.preventDefault()
    fields.reset()
    create.mutate({ ...(code.trim() ? { code: code.trim() } : {}), ...(note.trim() ? { note: note.trim() } : {}) })
  }
  return (
    <Card className="mb-5 p-4">
      <form ref={fields.formRef} noValidate onSubmit={submit} aria-label="Create invitation code" className="flex flex-wrap items-start gap-3">
        <div className="w-56">
          <FormField label="Code" error={fields.errors.code}>
            {(p) => <Input {...p} {...named('code')} value={code} onChange={(e) => setCode(e.target.value)} placeholder="Generated when empty" className="font-mono" />}
          </FormField>
        </div>
        <div className="min-w-64 flex-1">
          <FormField label="Note" error={fields.errors.note}>
            {(p) => <Input {...p} {...named('note')} value={note} onChange={(e) => setNote(e.target.value)} placeholder="Optional, e.g. County ME office" />}
          </FormField>
        </div>
        <Button type="submit" disabled={create.isPending} className="mt-[26px]">
          {create.isPending ? <Spinner className="text-white" label="Creating" /> : <Plus aria-hidden="true" className="h-4 w-4" />}
          Create Code
        </Button>
        {create.error && !atField && (
          <div className="basis-full">
            <FormError message={serverMessage(create.error) ?? 'Failed to create the invitation code.'} />
          </div>
        )}
      </form>
    </Card>
  )
}
