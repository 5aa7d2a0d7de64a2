import { useDeferredValue } from 'react'
import type { Chapter } from '@shared/src/reports/chapter.schema'
import { Link } from '@tanstack/react-router'
import { ArrowLeft, ExternalLink } from 'lucide-react'
import { Button } from '../../components/ui/Button'
import { MarkdownWithDiagram } from '../diagram/ReportDiagramFigure'
import '../reports/preview.css'
import { isStreaming, type CleanupState } from './cleanup-state'
import { CleanupStatus, MissingFields } from './CleanupStatus'
import { ExportMenu } from './ExportMenu'

export interface CleanedReportViewProps {
  reportId: string
  title: string
  state: CleanupState
  /** The running cleanup, so the preview can follow it. */
  jobId: string | null
  onBack(): void
  onRetry(): void
  exportOpen: boolean
  onExportOpenChange(open: boolean): void
  /** The chapters the body diagram is drawn from. */
  chapters?: Chapter[]
}

const linkClass =
  'inline-flex h-8 items-center gap-2 rounded-md border border-slate-300 bg-white px-3 text-sm font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-600'

/** The cleaned report inside the editor: streamed text, status, export and the way back. */
export function CleanedReportView({ reportId, title, state, jobId, onBack, onRetry, exportOpen, onExportOpenChange, chapters }: CleanedReportViewProps) {
  const streaming = isStreaming(state)
  // Rendering runs behind the stream: a burst of chunks re-renders once, not once per chunk.
  const text = useDeferredValue(state.text)
  const empty = !state.text.trim()

  return (
    <section aria-labelledby="cleaned-report-heading" className="mx-auto max-w-4xl space-y-4 px-6 py-8 pb-32">
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="outline" size="sm" onClick={onBack}>
          <ArrowLeft className="h-4 w-4" aria-hidden />
          Back to Editor
        </Button>
        <h2 id="cleaned-report-heading" className="ml-2 text-lg font-semibold text-slate-900">
          Cleaned Report
        </h2>
        <div className="ml-auto flex items-center gap-2">
          <Link
            to="/report/$id/preview"
            params={{ id: reportId }}
            search={streaming && jobId ? { job: jobId } : {}}
            className={linkClass}
          >
            <ExternalLink className="h-4 w-4" aria-hidden />
            Open Preview
          </Link>
          <ExportMenu reportId={reportId} title={title} markdown={state.text} disabled={empty || streaming} open={exportOpen} onOpenChange={onExportOpenChange} />
        </div>
      </div>
      <CleanupStatus state={state} onRetry={onRetry} />
      <MissingFields names={state.missingFields} />
      <article aria-label="Cleaned report" aria-busy={streaming} className="rounded-lg border border-slate-200 bg-white px-10 py-8 shadow-sm">
        {empty ? (
          <p className="py-16 text-center text-slate-500">{streaming ? 'The cleaned report will appear here as it is written.' : 'No content available'}</p>
        ) : (
          <MarkdownWithDiagram markdown={text} chapters={streaming ? null : chapters} />
        )}
      </article>
    </section>
  )
}
