import { Trash2 } from 'lucide-react'
import { ROLES, type Role } from '@shared/src/constants'
import { toast } from '../../../components/toast/toast-store'
import { serverMessage } from '../../../lib/errors'
import { useSession } from '../../../lib/session'
import { trpc } from '../../../lib/trpc'
import { AdminTable } from '../admin-lists'
import { ADMIN_TEXTS } from '../admin-texts'
import { ConfirmButton, formatDate, Pill, LoadError, NativeSelect, TabHeader, TabLoading } from '../admin-ui'

const T = ADMIN_TEXTS.users

/** The Users tab (super only): every user with a role select and delete. */
export function UsersTab() {
  const { user: me } = useSession()
  const utils = trpc.useUtils()
  const list = trpc.admin.users.list.useQuery()
  const refresh = () => void utils.admin.users.list.invalidate()

  const setRole = trpc.admin.users.setRole.useMutation({
    // Show the new role at once; the reload on settle puts the old one back if the server refused.
    onMutate: ({ userId, role }) => utils.admin.users.list.setData(undefined, (d) => d && { ...d, users: d.users.map((u) => (u.id === userId ? { ...u, role } : u)) }),
    onSuccess: (r) => toast({ title: 'Role updated', description: r.message, variant: 'success' }),
    onError: (e) => toast({ title: 'Error', description: serverMessage(e) ?? T.roleFailed, variant: 'destructive' }),
    onSettled: refresh,
  })
  const remove = trpc.admin.users.delete.useMutation({
    onSuccess: (r) => toast({ title: 'Success', description: r.message || T.deleted, variant: 'success' }),
    onError: (e) => toast({ title: 'Error', description: serverMessage(e) ?? T.deleteFailed, variant: 'destructive' }),
    onSettled: refresh,
  })

  if (list.isLoading) return <TabLoading label="Loading users..." />
  if (list.isError) return <LoadError message={list.error.message} onRetry={() => void list.refetch()} />
  const users = list.data?.users ?? []

  return (
    <section aria-label={ADMIN_TEXTS.tabs.users}>
      <TabHeader title={`All Users (${users.length})`} hint="A role change applies when the user next signs in." />
      <AdminTable columns={['Username', 'Email', 'Role', 'Created', 'Actions']}>
        {users.map((u) => {
          const self = u.id === me?.id
          return (
            <tr key={u.id} className="hover:bg-slate-50">
              <td className="px-4 py-3 font-medium text-slate-900">
                {u.username}
                {self && <Pill className="ml-2">You</Pill>}
              </td>
              <td className="px-4 py-3 text-slate-700">{u.email}</td>
              <td className="px-4 py-2">
                <NativeSelect
                  aria-label={`Role of ${u.username}`}
                  className="h-9 w-32"
                  value={u.role}
                  disabled={setRole.isPending && setRole.variables?.userId === u.id}
                  onChange={(e) => setRole.mutate({ userId: u.id, role: e.target.value as Role })}
                >
                  {ROLES.map((r) => (
                    <option key={r} value={r}>
                      {r}
                    </option>
                  ))}
                </NativeSelect>
              </td>
              <td className="whitespace-nowrap px-4 py-3 text-slate-600">{formatDate(u.createdAt)}</td>
              <td className="px-4 py-2">
                <ConfirmButton
                  variant="ghost"
                  size="sm"
                  className="text-red-700 hover:bg-red-50"
                  aria-label={`Delete user ${u.username}`}
                  disabled={self}
                  title={self ? 'You cannot delete your own account' : undefined}
                  question={T.confirmDelete(u.username)}
                  onConfirm={() => remove.mutate({ userId: u.id })}
                >
                  <Trash2 aria-hidden="true" className="h-4 w-4" />
                  Delete
                </ConfirmButton>
              </td>
            </tr>
          )
        })}
      </AdminTable>
    </section>
  )
}
