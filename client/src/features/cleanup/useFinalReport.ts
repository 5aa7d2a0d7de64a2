import { useCallback, useEffect, useRef, useState } from 'react'
import type { Chapter } from '@shared/src/reports/chapter.schema'
import { toast } from '../../components/toast/toast-store'
import type { SaveOutcome } from '../reports/report-saver'
import { exportHtmlFile } from '../reports/preview-export'
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

  /** With a cleaned report: its export menu. Without one: the report as it stands, as HTML. */
  const exportReport = useCallback(() => {
    const cleaned = stream.state.text.trim() && !streaming
    if (cleaned || streaming) {
      setView('cleaned')
      setExportOpen(Boolean(cleaned))
      return
    }
    const { title, chapters } = depsRef.current
    exportHtmlFile(draftMarkdown(title, chapters), title)
    toast({
      title: 'Exported the current report',
      description: 'No cleaned report yet: the draft was exported as HTML.',
    })
  }, [stream.state.text, streaming])

  return { view, setView, generating: preparing || streaming, state: stream.state, jobId, exportOpen, setExportOpen, generate, exportReport }
}
