import { useState } from 'react'
import { Download } from 'lucide-react'
import { Button } from '../../../components/ui/Button'
import { Spinner } from '../../../components/ui/Spinner'
import { toast } from '../../../components/toast/toast-store'
import { downloadFromServer } from '../../../lib/rest'
import { trpc } from '../../../lib/trpc'
import { DashboardView } from '../../home/CaseloadDashboard'
import { OfficeSettingsForm } from './OfficeSettingsForm'

const select = 'h-10 rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-600'

/** The office's caseload (super users): the turnaround dashboard for every pathologist or one, the audit CSV, the settings. */
export function OfficeTab() {
  const [pathologistId, setPathologistId] = useState('')
  const pathologists = trpc.caseload.office.pathologists.useQuery()
  const dashboard = trpc.caseload.office.dashboard.useQuery({ pathologistId: pathologistId || null })
  const [exporting, setExporting] = useState(false)
  const exportCsv = async () => {
    setExporting(true)
    try {
      const query = pathologistId ? `?pathologistId=${encodeURIComponent(pathologistId)}` : ''
      await downloadFromServer(`/api/admin/caseload.csv${query}`, { fallbackName: 'caseload.csv', failure: 'The list could not be exported.' })
    } catch (e) {
      toast({ title: 'Export failed', description: e instanceof Error ? e.message : 'The list could not be exported.', variant: 'destructive' })
    } finally {
      setExporting(false)
    }
  }
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="office-caseload" className="flex flex-col gap-4">
        <div className="flex flex-wrap items-end gap-3">
          <h2 id="office-caseload" className="flex-1 text-lg font-semibold text-slate-900">
            Caseload
          </h2>
          <label className="flex items-center gap-2 text-sm text-slate-700">
            <span>Pathologist</span>
            <select className={select} value={pathologistId} onChange={(e) => setPathologistId(e.target.value)}>
              <option value="">All pathologists</option>
              {pathologists.data?.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.username}
                </option>
              ))}
            </select>
          </label>
          <Button variant="outline" onClick={() => void exportCsv()} disabled={exporting}>
            {exporting ? <Spinner /> : <Download aria-hidden="true" className="h-4 w-4" />}
            Export CSV
          </Button>
        </div>
        {dashboard.data ? <DashboardView data={dashboard.data} /> : <Spinner />}
      </section>
      <OfficeSettingsForm />
    </div>
  )
}
