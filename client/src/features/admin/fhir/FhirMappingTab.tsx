import { toast } from '../../../components/toast/toast-store'
import { serverMessage } from '../../../lib/errors'
import { trpc } from '../../../lib/trpc'
import { AdminTable } from '../admin-lists'
import { ADMIN_TEXTS } from '../admin-texts'
import { formatDate, LoadError, NativeSelect, Pill, TabHeader, TabLoading } from '../admin-ui'

const T = ADMIN_TEXTS.fhir

/** The FHIR Mapping tab (super only): which shared tag feeds each element of the MDI FHIR export. */
export function FhirMappingTab() {
  const utils = trpc.useUtils()
  const mappings = trpc.fhir.mappings.list.useQuery()
  const tags = trpc.tags.listAll.useQuery()
  const set = trpc.fhir.mappings.set.useMutation({
    onSuccess: (rows) => {
      utils.fhir.mappings.list.setData(undefined, rows)
      toast({ title: 'Success', description: T.saved, variant: 'success' })
    },
    onError: (e) => {
      toast({ title: 'Error', description: serverMessage(e) ?? T.saveFailed, variant: 'destructive' })
      void utils.fhir.mappings.list.invalidate()
    },
  })

  if (mappings.isLoading || tags.isLoading) return <TabLoading label={T.loading} />
  if (mappings.isError) return <LoadError message={mappings.error.message} onRetry={() => void mappings.refetch()} />
  if (tags.isError) return <LoadError message={tags.error.message} onRetry={() => void tags.refetch()} />
  const shared = (tags.data ?? []).filter((t) => t.shared).sort((a, b) => a.identifier.localeCompare(b.identifier))

  return (
    <section aria-label={ADMIN_TEXTS.tabs.fhir}>
      <TabHeader title={T.title} hint={T.hint} />
      <AdminTable columns={['FHIR element', 'Sent as', 'Tag', 'Changed']}>
        {(mappings.data ?? []).map((row) => (
          <tr key={row.key} className="hover:bg-slate-50">
            <td className="px-4 py-3 font-medium text-slate-900">
              {row.label}
              {row.required && (
                <Pill tone="amber" className="ml-2">
                  {T.required}
                </Pill>
              )}
            </td>
            <td className="px-4 py-3 text-slate-600">{row.path}</td>
            <td className="px-4 py-2">
              <NativeSelect
                aria-label={`Tag for ${row.label}`}
                className="h-9 w-56"
                value={row.tag?.id ?? ''}
                disabled={set.isPending && set.variables?.element === row.key}
                onChange={(e) => set.mutate({ element: row.key, tagId: e.target.value || null })}
              >
                <option value="">{T.notMapped}</option>
                {shared.map((t) => (
                  <option key={t.id} value={t.id}>
                    {t.identifier}
                  </option>
                ))}
              </NativeSelect>
            </td>
            <td className="whitespace-nowrap px-4 py-3 text-slate-600">{row.updatedAt ? formatDate(row.updatedAt, true) : '—'}</td>
          </tr>
        ))}
      </AdminTable>
    </section>
  )
}
