import { Fragment, useMemo, useState } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { ArrowLeft, FileDown, FileJson, FilePlus2, Lock } from 'lucide-react'
import type { ReportDetail } from '@shared/src/reports/report.schema'
import { numberedOutline } from '@shared/src/reports/numbering'
import { buildDiagram } from '@shared/src/diagram/model'
import { diagramAfterSection } from '@shared/src/diagram/position'
import { ReportDiagramFigure } from '../diagram/ReportDiagramFigure'
import { Button } from '../../components/ui/Button'
import { Spinner } from '../../components/ui/Spinner'
import { cn } from '../../components/ui/cn'
import { toast } from '../../components/toast/toast-store'
import { stripGuidance } from '@shared/src/editor/guidance'
import { sanitizeHtml } from '../editor/html'
import '../editor/editor.css'
import { exportPdfFile } from '../export/export-files'
import { FhirExportDialog } from '../fhir/FhirExportDialog'
import { CASELOAD_TEXTS } from '@shared/src/caseload/turnaround'
import { AddendumDialog } from './AddendumDialog'
import { StudiesButton } from '../caseload/StudiesButton'
import { SignatureAndAddenda } from './SignatureAndAddenda'
import { shortHash, signedStamp, signerLabel } from './signing-format'
import './signed.css'

/**
 * A signed report in the editor: read-only, with a banner saying who signed it, when, and the
 * start of its content hash. Dictation, cleanup and tagging are not offered; corrections go
 * into addenda, shown after the body.
 */
export function SignedReportView({ report }: { report: ReportDetail }) {
  const navigate = useNavigate()
  const [adding, setAdding] = useState(false)
  const [addendumReason, setAddendumReason] = useState('')
  const startAddendum = (reason: string) => {
    setAddendumReason(reason)
    setAdding(true)
  }
  const [exporting, setExporting] = useState(false)
  const [fhirOpen, setFhirOpen] = useState(false)
  const content = report.signedContent ?? { title: report.title, chapters: report.chapters }
  // Stored HTML went through the schema on the server; the display sanitises again.
  // The diagram is drawn from the signed chapters: signing froze it with the text.
  const diagram = useMemo(() => buildDiagram(content.chapters), [content.chapters])
  const diagramAfter = useMemo(() => (diagram ? diagramAfterSection(content.chapters) : -1), [diagram, content.chapters])
  const sections = useMemo(() => numberedOutline(content.chapters).map((n) => ({ ...n, html: sanitizeHtml(stripGuidance(n.chapter.content ?? '')) })), [content.chapters])

  const exportPdf = async () => {
    setExporting(true)
    try {
      await exportPdfFile(report.id)
    } catch {
      toast({ title: 'Export failed', description: 'Failed to export the report as a PDF.', variant: 'destructive' })
    } finally {
      setExporting(false)
    }
  }

  return (
    <div className="min-h-screen bg-slate-50">
      <header data-app-bar className="sticky top-0 z-30 flex min-h-16 flex-wrap items-center gap-x-3 gap-y-2 border-b border-slate-200 bg-white/95 px-4 py-2 backdrop-blur">
        <Button variant="ghost" size="sm" onClick={() => void navigate({ to: '/' })}>
          <ArrowLeft className="h-4 w-4" aria-hidden />
          Back to Selection
        </Button>
        <span aria-hidden className="hidden h-6 w-px bg-slate-200 sm:block" />
        <h1 className="min-w-[10rem] flex-1 break-words text-lg font-semibold text-slate-900">{content.title}</h1>
        <span className="inline-flex items-center gap-1 rounded-full border border-emerald-300 bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-emerald-800">
          <Lock className="h-3 w-3" aria-hidden />
          Signed
        </span>
        <div className="flex flex-wrap items-center gap-2">
          <StudiesButton reportId={report.id} onAddendum={startAddendum} />
          <Button variant="outline" size="sm" onClick={() => startAddendum('')}>
            <FilePlus2 className="h-4 w-4" aria-hidden />
            Add Addendum
          </Button>
          <Button size="sm" onClick={() => void exportPdf()} disabled={exporting}>
            {exporting ? <Spinner className="text-white" /> : <FileDown className="h-4 w-4" aria-hidden />}
            Export PDF
          </Button>
          <Button variant="outline" size="sm" onClick={() => setFhirOpen(true)}>
            <FileJson className="h-4 w-4" aria-hidden />
            Export FHIR
          </Button>
        </div>
      </header>
      <main className="mx-auto max-w-4xl px-4 py-6 sm:px-6 sm:py-8">
        <div role="status" aria-label="Signed report" className="mb-6 flex items-start gap-3 rounded-lg border border-emerald-300 bg-emerald-50 px-4 py-3 text-sm text-emerald-950">
          <Lock className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
          <div>
            <p className="font-semibold">
              Signed by {report.signedBy ? signerLabel(report.signedBy) : 'unknown'} on {report.signedAt ? signedStamp(report.signedAt) : ''}
            </p>
            {!!report.signedPendingStudies?.length && <p className="font-semibold text-amber-900">{CASELOAD_TEXTS.signedPending(report.signedPendingStudies)}</p>}
            <p className="mt-0.5">
              Content hash <span className="font-mono">SHA-256 {shortHash(report.contentHash ?? '')}</span>. This report is locked: corrections and
              later findings are added as addenda.
            </p>
          </div>
        </div>
        <article aria-label="Report content" className="signed-report rounded-lg border border-slate-200 bg-white px-5 py-6 shadow-sm sm:px-10 sm:py-8">
          {sections.length === 0 && <p className="text-slate-500">This report has no chapters.</p>}
          {sections.map(({ chapter, number, depth, html }, i) => (
            <Fragment key={`${number}-${chapter.id}`}>
              <section aria-label={`${number} ${chapter.title}`} className={cn(depth > 0 && 'ml-4 border-l-2 border-slate-100 pl-4 sm:ml-6')}>
                <h2 className={cn('font-semibold text-slate-900', depth === 0 ? 'mt-6 text-lg first:mt-0' : 'mt-4 text-base')}>
                  <span className="mr-2 tabular-nums text-sky-700">{number}</span>
                  {chapter.title}
                </h2>
                {html && <div className="rte-content px-0" dangerouslySetInnerHTML={{ __html: html }} />}
              </section>
              {i === diagramAfter && diagram && <ReportDiagramFigure model={diagram} />}
            </Fragment>
          ))}
        </article>
        <SignatureAndAddenda signature={report} className="mt-6" />
      </main>
      <AddendumDialog reportId={report.id} open={adding} onOpenChange={setAdding} initialReason={addendumReason} />
      <FhirExportDialog reportId={report.id} open={fhirOpen} onOpenChange={setFhirOpen} />
    </div>
  )
}
