import { useState, type ReactNode } from 'react'
import { Dialog } from 'radix-ui'
import { FileJson } from 'lucide-react'
import { FHIR_TEXTS, describeMissing } from '@shared/src/fhir/elements'
import { fhirFileName, type FhirPreview } from '@shared/src/fhir/preview'
import { Button } from '../../components/ui/Button'
import { FormDialog } from '../../components/ui/FormDialog'
import { Spinner } from '../../components/ui/Spinner'
import { toast } from '../../components/toast/toast-store'
import { serverMessage } from '../../lib/errors'
import { downloadFromServer } from '../../lib/rest'
import { trpc } from '../../lib/trpc'
import { shortHash, signedStamp } from '../signing/signing-format'

const FAILED = 'Failed to export the report as FHIR.'
const SEX: Record<string, string> = { male: 'Male', female: 'Female', unknown: 'Unknown' }

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[6.5rem_1fr] gap-x-3 py-1 text-sm sm:grid-cols-[9rem_1fr]">
      <dt className="text-slate-600">{label}</dt>
      <dd className="min-w-0 break-words text-slate-900">{children ?? <span className="text-slate-500">Not recorded</span>}</dd>
    </div>
  )
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="rounded-md border border-slate-200 px-4 py-3">
      <h3 className="mb-1 text-sm font-semibold text-slate-900">{title}</h3>
      {children}
    </section>
  )
}

/** What the Bundle will carry, in words. */
function Summary({ p }: { p: FhirPreview }) {
  const blocking = p.missing.filter((m) => m.required)
  const leftOut = p.missing.filter((m) => !m.required)
  return (
    <div className="mt-5 space-y-3">
      {blocking.length > 0 && (
        <div role="alert" className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800">
          <p className="font-semibold">{FHIR_TEXTS.missing}</p>
          <p className="mt-1">{describeMissing(blocking)}.</p>
        </div>
      )}
      <Section title="Autopsy report">
        <dl>
          <Row label="Document">{p.report.type}</Row>
          <Row label="Title">{p.report.title}</Row>
          <Row label="Signed">
            {p.report.signer}, {signedStamp(p.report.signedAt)}
          </Row>
          <Row label="Attachment">
            Signed PDF, SHA-256 <span className="font-mono">{shortHash(p.report.contentHash)}</span>
          </Row>
          <Row label="Addenda">{p.addenda.length ? p.addenda.map((a) => `${a.reason} (${a.author})`).join('; ') : 'None'}</Row>
        </dl>
      </Section>
      <Section title="Decedent">
        <dl>
          <Row label="Case number">{p.decedent.caseNumber}</Row>
          <Row label="Name">{p.decedent.name}</Row>
          <Row label="Sex">{p.decedent.sex ? SEX[p.decedent.sex] : null}</Row>
          <Row label="Birth date">{p.decedent.birthDate}</Row>
        </dl>
      </Section>
      <Section title="Findings">
        {p.observations.length ? (
          <dl>
            {p.observations.map((o) => (
              <Row key={o.label} label={o.label}>
                {o.value}
              </Row>
            ))}
          </dl>
        ) : (
          <p className="text-sm text-slate-600">No findings are sent: none of the mapped fields is filled in this report.</p>
        )}
      </Section>
      {leftOut.length > 0 && (
        <Section title="Not sent">
          <p className="text-sm text-slate-600">{describeMissing(leftOut)}.</p>
        </Section>
      )}
    </div>
  )
}

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
      {preview.isError && (
        <p role="alert" className="mt-5 rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800">
          {serverMessage(preview.error) ?? FAILED}
        </p>
      )}
      {preview.data && <Summary p={preview.data} />}
      <div className="flex flex-wrap justify-end gap-2 pt-5">
        <Dialog.Close asChild>
          <Button variant="outline">Cancel</Button>
        </Dialog.Close>
        <Button onClick={() => void download()} disabled={!preview.data?.ready || downloading}>
          {downloading && <Spinner className="text-white" />}
          Download FHIR Bundle
        </Button>
      </div>
    </FormDialog>
  )
}
