import { useCallback, useEffect, useRef, useState } from 'react'
import type { Chapter } from '@shared/src/reports/chapter.schema'
import { toast } from '../../components/toast/toast-store'
import type { SaveOutcome } from '../reports/report-saver'
import { JOB_TEXTS } from '@shared/src/jobs/texts'
import { exportDocxFile, exportHtmlFile } from '../export/export-files'
import { isStreaming } from './cleanup-state'
import { draftMarkdown } from './draft-markdown'
import { useCleanupStream } from './useCleanupStream'

export type EditorView = 'editor' | 'cleaned'

export interface FinalReportDeps {
  reportId: string
  title: string
  chapters: Chapter[]
  /** Saves what is unsaved; the cleanup reads the stored report. */
  flushAndSave(): Promise<SaveOutcome>
}

/**
 * 'Generate Final Report' and 'Export Report' of the editor: save first, then stream the cleanup
 * into the cleaned-report view (toggled inside the editor).
 */
export function useFinalReport(deps: FinalReportDeps) {
  const [view, setView] = useState<EditorView>('editor')
  const [preparing, setPreparing] = useState(false)
  const [jobId, setJobId] = useState<string | null>(null)
  const [exportOpen, setExportOpen] = useState(false)
  const stream = useCleanupStream(deps.reportId, { onJobId: setJobId })
  const depsRef = useRef(deps)
  useEffect(() => {
    depsRef.current = deps
  })
  const streaming = isStreaming(stream.state)
  const { start } = stream

  const generate = useCallback(async () => {
    if (preparing || streaming) return
    setPreparing(true)
    try {
      const outcome = await depsRef.current.flushAndSave()
      // A conflict opens its own dialog; an unsaved report would be cleaned as it was before the edits.
      if (outcome === 'conflict') return
      if (outcome === 'error') {
        toast({ title: 'Cannot generate yet', description: 'The report could not be saved, so the final report was not generated. Try again in a moment.', variant: 'destructive' })
        return
      }
      setJobId(null)
      setExportOpen(false)
      setView('cleaned')
      void start({ title: depsRef.current.title })
    } finally {
      setPreparing(false)
    }
  }, [preparing, streaming, start])

  /**
   * 'Export Report': with a cleaned report, its Word document downloads at once (and the cleaned view
   * shows what was exported); while one is being
   * written, the cleaned view shows its progress; without one, the report as it stands is exported as HTML.
   */
  const exportReport = useCallback(async () => {
    const { reportId, title, chapters } = depsRef.current
    const cleaned = stream.state.text.trim() && !streaming ? stream.state.text : ''
    if (streaming) {
      setView('cleaned')
      return
    }
    try {
      if (cleaned) {
        setView('cleaned')
        await exportDocxFile(reportId, cleaned, title, JOB_TEXTS.docxFailed)
        return
      }
      await exportHtmlFile(reportId, draftMarkdown(title, chapters), title)
      toast({ title: 'Exported the current report', description: 'No cleaned report yet: the draft was exported as HTML.' })
    } catch {
      toast(
        cleaned
          ? { title: 'Export failed', description: 'Failed to export the report as a Word document.', variant: 'destructive' }
          : { title: 'Export failed', description: 'Failed to export the report as HTML.', variant: 'destructive' },
      )
    }
  }, [stream.state.text, streaming])

  return { view, setView, generating: preparing || streaming, state: stream.state, jobId, exportOpen, setExportOpen, generate, exportReport }
}
