import { useCallback } from 'react'
import type { Chapter } from '@shared/src/reports/chapter.schema'
import { applyContentEdits, sortTreeByOrder } from '@shared/src/reports/chapter-tree'
import type { ReportDetail } from '@shared/src/reports/report.schema'
import { trpc } from '../../lib/trpc'
import { sendFinalSave } from './page-exit'
import type { SaveOutcome } from './report-saver'
import { serverSavedAt } from './last-saved'
import { useAutosave } from './useAutosave'
import { useBufferedEdits } from './useBufferedEdits'
import { useDraftBackup } from './useDraftBackup'
import { useDraftContent } from './useDraftContent'
import { usePageExitSave } from './usePageExitSave'
import { useRenameReport } from './use-rename-report'

export { CONTENT_DEBOUNCE_MS } from './useBufferedEdits'
export { AUTOSAVE_DELAY_MS } from './useAutosave'

/**
 * The editor's working copy of a report, put together from small hooks: the content
 * (`useDraftContent`), content edits buffered while typing (`useBufferedEdits`), autosave with
 * version checks (`useAutosave`), a local copy of unsaved text (`useDraftBackup`) and the saves
 * on the way out (`usePageExitSave`).
 */
export function useReportDraft(report: ReportDetail) {
  const utils = trpc.useUtils()
  const id = report.id
  const { content, store } = useDraftContent(() => ({ title: report.title, chapters: sortTreeByOrder(report.chapters) }))
  const edits = useBufferedEdits((batch) => store.set({ chapters: applyContentEdits(store.get().chapters, batch) }))

  const autosave = useAutosave({
    version: report.version,
    // A report opened from the server was saved when it was last updated.
    savedAt: serverSavedAt(report),
    snapshot: () => {
      edits.flush()
      return store.get()
    },
    save: (input) => utils.client.reports.save.mutate({ id, ...input }),
    onSaved: (result, stillDirty) => {
      const { title, chapters } = store.get()
      utils.reports.get.setData({ id }, (old) => (old ? { ...old, ...result, title, chapters } : old))
      void utils.caseload.page.invalidate()
      if (stillDirty) backup.writeNow()
      else backup.forget()
    },
    onNotSaved: () => backup.writeNow(),
  })

  const backup = useDraftBackup(report, () => {
    if (!autosave.hasUnsaved()) return null
    const { title, chapters } = store.get()
    return { version: autosave.version(), title, chapters: applyContentEdits(chapters, edits.pending()) }
  })

  usePageExitSave({
    prepare: () => {
      edits.flush()
      backup.writeNow()
    },
    save: autosave.saveInBackground,
    sendFinal: () => {
      if (autosave.readyToSave()) sendFinalSave(id, { version: autosave.version(), ...store.get() })
    },
  })

  const { changed: autosaveChanged } = autosave
  const { schedule: scheduleBackup } = backup
  const changed = useCallback(() => {
    autosaveChanged()
    scheduleBackup()
  }, [autosaveChanged, scheduleBackup])

  /** A chapter's editor reported new HTML: buffer it (1 s) and schedule saving. */
  const editContent = useCallback(
    (chapterId: string, html: string) => {
      edits.buffer(chapterId, html)
      changed()
    },
    [edits, changed],
  )

  /** A structural or title change of the chapter tree; buffered content goes in first. */
  const updateChapters = useCallback(
    (fn: (chapters: Chapter[]) => Chapter[]) => {
      edits.flush()
      const before = store.get().chapters
      const next = fn(before)
      if (next === before) return
      store.set({ chapters: next })
      changed()
    },
    [edits, store, changed],
  )

  /** Renames the report (trimmed; blank or unchanged means no change); titles are not versioned. */
  const { markSaved } = autosave
  const renameReport = useRenameReport()
  const rename = useCallback(
    async (raw: string) => {
      const next = raw.trim()
      const before = store.get().title
      if (!next || next === before) return
      store.set({ title: next })
      try {
        await renameReport(id, next)
        markSaved()
      } catch {
        // Shown by the rename itself; the field goes back to the saved title.
        if (store.get().title === next) store.set({ title: before })
      }
    },
    [renameReport, id, store, markSaved],
  )

  /** Replaces the working copy with the server's newest version (after a conflict or a restore). */
  const { reset, overwriteFrom } = autosave
  const loadLatest = useCallback(async () => {
    const fresh = await utils.reports.get.fetch({ id }, { staleTime: 0 })
    edits.discard()
    store.set({ title: fresh.title, chapters: sortTreeByOrder(fresh.chapters) })
    reset(fresh.version, serverSavedAt(fresh))
    backup.forget()
  }, [utils, id, edits, store, reset, backup])

  /** Conflict resolution: keep my text and save it over the server's newest version. */
  const overwrite = useCallback(async () => {
    const fresh = await utils.reports.get.fetch({ id }, { staleTime: 0 })
    return overwriteFrom(fresh.version)
  }, [utils, id, overwriteFrom])

  const restoreBackup = useCallback(() => {
    const offer = backup.offer
    if (!offer) return
    edits.discard()
    store.set({ title: offer.title, chapters: sortTreeByOrder(offer.chapters) })
    backup.closeOffer()
    changed()
  }, [backup, edits, store, changed])

  const discardBackup = useCallback(() => {
    backup.forget()
    backup.closeOffer()
  }, [backup])

  /** Saves whatever is unsaved (before leaving the editor inside the app, before a cleanup); says how it went. */
  const { saveUnsaved } = autosave
  const flushAndSave = useCallback(async (): Promise<SaveOutcome> => {
    edits.flush()
    return saveUnsaved()
  }, [edits, saveUnsaved])

  return {
    title: content.title,
    chapters: content.chapters,
    version: autosave.version,
    savedAt: autosave.savedAt,
    dirty: autosave.dirty,
    saving: autosave.saving,
    conflict: autosave.conflict,
    backupOffer: backup.offer,
    editContent,
    updateChapters,
    rename,
    saveNow: autosave.saveNow,
    flushAndSave,
    loadLatest,
    overwrite,
    restoreBackup,
    discardBackup,
  }
}

export type ReportDraft = ReturnType<typeof useReportDraft>
