import { useState } from 'react'
import { FileJson } from 'lucide-react'
import { fhirFileName } from '@shared/src/fhir/preview'
import { Button } from '../../components/ui/Button'
import { DialogActions, DialogProblem, FormDialog } from '../../components/ui/FormDialog'
import { Spinner } from '../../components/ui/Spinner'
import { toast } from '../../components/toast/toast-store'
import { serverMessage } from '../../lib/errors'
import { downloadFromServer } from '../../lib/rest'
import { trpc } from '../../lib/trpc'
import { FhirSummary } from './FhirSummary'

const FAILED = 'Failed to export the report as FHIR.'
/** Export FHIR: a readable summary of what the MDI Bundle will send and what is missing, then the download. */
export function FhirExportDialog({ reportId, open, onOpenChange }: { reportId: string; open: boolean; onOpenChange(open: boolean): void }) {
  const preview = trpc.fhir.preview.useQuery({ id: reportId }, { enabled: open, retry: false, refetchOnWindowFocus: false })
  const [downloading, setDownloading] = useState(false)

  const download = async () => {
    setDownloading(true)
    try {
      const name = await downloadFromServer(`/api/reports/${encodeURIComponent(reportId)}/fhir`, { fallbackName: fhirFileName(), failure: FAILED })
      toast({ title: 'FHIR Bundle downloaded', description: name, variant: 'success' })
      onOpenChange(false)
    } catch {
      toast({ title: 'Export failed', description: FAILED, variant: 'destructive' })
    } finally {
      setDownloading(false)
    }
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      icon={<FileJson className="h-5 w-5 text-sky-700" aria-hidden />}
      title="Export FHIR"
      widthClassName="w-[min(94vw,40rem)]"
      description="The signed report as an HL7 FHIR R4 Bundle for death reporting systems (Medicolegal Death Investigation guide): the signed PDF, the decedent and the findings the mapped fields record."
    >
      {preview.isLoading && (
        <div className="flex items-center gap-2 py-8 text-sm text-slate-600">
          <Spinner className="text-sky-700" label="Loading" />
          Reading the report…
        </div>
      )}
      <DialogProblem message={preview.isError ? (serverMessage(preview.error) ?? FAILED) : null} className="mt-5" />
      {preview.data && <FhirSummary p={preview.data} />}
      <DialogActions className="pt-5">
        <Button onClick={() => void download()} disabled={!preview.data?.ready || downloading}>
          {downloading && <Spinner className="text-white" />}
          Download FHIR Bundle
        </Button>
      </DialogActions>
    </FormDialog>
  )
}
