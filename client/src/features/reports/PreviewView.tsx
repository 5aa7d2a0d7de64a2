import { useState } from 'react'
import { Link } from '@tanstack/react-router'
import { AlertCircle, AlertTriangle, ArrowLeft, Check, Copy, FileCode2, FileDown, FileText } from 'lucide-react'
import type { ReportSignature } from '@shared/src/reports/signing'
import { Button } from '../../components/ui/Button'
import { Spinner } from '../../components/ui/Spinner'
import { toast } from '../../components/toast/toast-store'
import { MissingFields } from '../cleanup/CleanupStatus'
import { exportDocxFile, exportHtmlFile, exportPdfFile } from '../export/export-files'
import { SignatureAndAddenda } from '../signing/SignatureAndAddenda'
import type { Chapter } from '@shared/src/reports/chapter.schema'
import { MarkdownWithDiagram } from '../diagram/ReportDiagramFigure'

export interface PreviewViewProps {
  reportId?: string
  /** The cleaned report in the markdown dialect ('' while none). */
  content: string
  title?: string
  loading?: boolean
  /** The latest status message of the stream (shown with the spinner). */
  status?: string
  error?: string | null
  /** Fields the cleaned report still shows as missing (a warning list). */
  missingFields?: string[]
  /** A warning above the report, e.g. that the cleanup stopped early. */
  notice?: string
  /** The report's signature and addenda, shown after the body once it is signed. */
  signature?: ReportSignature
  /** The chapters the body diagram is drawn from (the signed ones once signed). */
  chapters?: Chapter[] | null
}

const linkButton =
  'inline-flex h-8 items-center gap-2 rounded-md px-3 text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-600'

/** The preview screen's layout: toolbar, status, error panel and the rendered cleaned report. */
export function PreviewView({ reportId, content, title, loading, status, error, missingFields, notice, signature, chapters }: PreviewViewProps) {
  const [copied, setCopied] = useState(false)
  const [exporting, setExporting] = useState<'html' | 'docx' | 'pdf' | null>(null)
  const empty = !content.trim()
  // Half a report is not worth copying or exporting: wait until it has arrived.
  const unavailable = empty || Boolean(loading)

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(content)
      setCopied(true)
      setTimeout(() => setCopied(false), 2_000)
    } catch {
      toast({ title: 'Copy failed', description: 'The browser did not allow copying to the clipboard.', variant: 'destructive' })
    }
  }
  // The spec's texts for DOCX; the same pattern for HTML and PDF.
  const FAILED = {
    html: 'Failed to export HTML. Please try again.',
    docx: 'Failed to export DOCX. Please try again.',
    pdf: 'Failed to export PDF. Please try again.',
  } as const
  const download = (kind: keyof typeof FAILED, run: (id: string) => Promise<unknown>) => async () => {
    if (!reportId) return
    setExporting(kind)
    try {
      await run(reportId)
    } catch {
      toast({ title: 'Export Failed', description: FAILED[kind], variant: 'destructive' })
    } finally {
      setExporting(null)
    }
  }

  return (
    <div className="min-h-screen bg-slate-50">
      {/* One row from 1024 px; below, the export buttons wrap under the title rather than widen the page. */}
      <header data-app-bar className="sticky top-0 z-30 flex flex-wrap items-center gap-2 border-b border-slate-200 bg-white/95 px-4 py-2 backdrop-blur lg:h-16 lg:flex-nowrap lg:py-0">
        {reportId ? (
          <Link to="/report/$id" params={{ id: reportId }} className={linkButton}>
            <ArrowLeft className="h-4 w-4" aria-hidden />
            Back to Editor
          </Link>
        ) : (
          <Button variant="ghost" size="sm" disabled>
            <ArrowLeft className="h-4 w-4" aria-hidden />
            Back to Editor
          </Button>
        )}
        <h1 className="ml-2 min-w-0 flex-1 truncate text-lg font-semibold text-slate-900">{title || 'Report Preview'}</h1>
        <div className="flex w-full flex-wrap items-center gap-2 lg:ml-auto lg:w-auto lg:flex-nowrap">
          <Button variant="outline" size="sm" disabled={unavailable} onClick={() => void copy()}>
            {copied ? <Check className="h-4 w-4 text-green-700" aria-hidden /> : <Copy className="h-4 w-4" aria-hidden />}
            {copied ? 'Copied' : 'Copy'}
          </Button>
          <Button variant="outline" size="sm" disabled={unavailable || exporting !== null} onClick={() => void download('html', (id) => exportHtmlFile(id, content, title))()}>
            {exporting === 'html' ? <Spinner /> : <FileCode2 className="h-4 w-4" aria-hidden />}
            Export HTML
          </Button>
          <Button variant="outline" size="sm" disabled={unavailable || exporting !== null} onClick={() => void download('docx', (id) => exportDocxFile(id, content, title))()}>
            {exporting === 'docx' ? <Spinner /> : <FileText className="h-4 w-4" aria-hidden />}
            Export DOCX
          </Button>
          <Button size="sm" disabled={!reportId || Boolean(loading) || exporting !== null} onClick={() => void download('pdf', exportPdfFile)()}>
            {exporting === 'pdf' ? <Spinner className="text-white" /> : <FileDown className="h-4 w-4" aria-hidden />}
            Export PDF
          </Button>
        </div>
      </header>
      <main className="mx-auto max-w-4xl px-4 py-6 sm:px-6 sm:py-8">
        {loading && (
          <div role="status" className="mb-6 flex items-center gap-3 rounded-lg border border-sky-200 bg-sky-50 px-4 py-3 text-sm text-sky-900">
            <Spinner className="text-sky-700" />
            {status || 'Loading...'}
          </div>
        )}
        {error && (
          <div role="alert" className="mb-6 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-800">
            <p className="flex items-center gap-2 font-semibold">
              <AlertCircle className="h-4 w-4" aria-hidden />
              Error
            </p>
            <p className="mt-1 text-sm">{error}</p>
          </div>
        )}
        {notice && (
          <div role="status" className="mb-6 flex items-start gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
            <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
            <div>
              <p className="font-semibold">Partial Report</p>
              <p>{notice}</p>
            </div>
          </div>
        )}
        {missingFields && missingFields.length > 0 && (
          <div className="mb-6">
            <MissingFields names={missingFields} />
          </div>
        )}
        <article className="rounded-lg border border-slate-200 bg-white px-4 py-6 shadow-sm sm:px-10 sm:py-8">
          {empty ? (
            <p className="py-16 text-center text-slate-500">No content available</p>
          ) : (
            <MarkdownWithDiagram markdown={content} chapters={loading ? null : chapters} />
          )}
        </article>
        {signature?.signedAt && <SignatureAndAddenda signature={signature} className="mt-6" />}
      </main>
    </div>
  )
}
