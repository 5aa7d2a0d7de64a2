import { useCallback, useEffect, useRef, useState } from 'react'
import type { Chapter } from '@shared/src/reports/chapter.schema'
import type { ReportDetail } from '@shared/src/reports/report.schema'
import { trpc } from '../../lib/trpc'
import { toast } from '../../components/toast/toast-store'
import { applyContentEdits, sortByOrder } from './chapter-edit'
import { backupMatches, clearBackups, findBackup, writeBackup, type DraftBackup } from './draft-backup'
import { sendFinalSave } from './page-exit'
import { ReportSaver, type SaveOutcome } from './report-saver'
import { serverSavedAt } from './last-saved'

/** Spec section 4: chapter content edits reach the report state 1 s after typing stops. */
export const CONTENT_DEBOUNCE_MS = 1_000
/** Autosave this long after the last change. */
export const AUTOSAVE_DELAY_MS = 2_000
const BACKUP_DELAY_MS = 300

const storage = (): Storage | null => {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage
  } catch {
    return null
  }
}

/**
 * The editor's working copy of a report: title and chapters, buffered content edits, autosave
 * with version checks, a local copy of unsaved text, and the page-exit saves.
 */
export function useReportDraft(report: ReportDetail) {
  const utils = trpc.useUtils()
  const id = report.id
  const [title, setTitleState] = useState(report.title)
  const [chapters, setChaptersState] = useState(() => sortByOrder(report.chapters))
  // A report opened from the server was saved when it was last updated (issue 14 item 3).
  const [savedAt, setSavedAt] = useState<number | null>(() => serverSavedAt(report))
  const [dirty, setDirty] = useState(false)
  const [saving, setSaving] = useState(false)
  const [conflict, setConflict] = useState(false)
  const [backupOffer, setBackupOffer] = useState<DraftBackup | null>(() => initialOffer(report))
  const titleRef = useRef(title)
  const chaptersRef = useRef(chapters)
  const pending = useRef(new Map<string, string>())
  const flushTimer = useRef<ReturnType<typeof setTimeout> | null>(null)
  const backupTimer = useRef<ReturnType<typeof setTimeout> | null>(null)
  const saverRef = useRef<ReportSaver | null>(null)

  const commitChapters = useCallback((next: Chapter[]) => {
    chaptersRef.current = next
    setChaptersState(next)
  }, [])

  /** Moves buffered content edits into the report state now. */
  const flush = useCallback(() => {
    if (flushTimer.current) clearTimeout(flushTimer.current)
    flushTimer.current = null
    if (!pending.current.size) return
    const edits = pending.current
    pending.current = new Map()
    commitChapters(applyContentEdits(chaptersRef.current, edits))
  }, [commitChapters])

  const writeBackupNow = useCallback(() => {
    if (backupTimer.current) clearTimeout(backupTimer.current)
    backupTimer.current = null
    const s = storage()
    const saver = saverRef.current
    if (!s || !saver?.dirty) return
    const chaptersNow = applyContentEdits(chaptersRef.current, pending.current)
    writeBackup(s, { reportId: id, version: saver.version, title: titleRef.current, chapters: chaptersNow, savedAt: Date.now() })
  }, [id])

  if (!saverRef.current) {
    saverRef.current = new ReportSaver(
      {
        snapshot: () => {
          flush()
          return { title: titleRef.current, chapters: chaptersRef.current }
        },
        save: (input) => utils.client.reports.save.mutate({ id, ...input }),
        onSaved: (result, stillDirty) => {
          setSavedAt(Date.now())
          setDirty(stillDirty)
          utils.reports.get.setData({ id }, (old) => (old ? { ...old, ...result, title: titleRef.current, chapters: chaptersRef.current } : old))
          void utils.reports.list.invalidate()
          const s = storage()
          if (s && !stillDirty) clearBackups(s, id)
          else writeBackupNow()
        },
        onConflict: () => {
          writeBackupNow()
          setConflict(true)
        },
        onError: (_error, { explicit, streak }) => {
          writeBackupNow()
          if (explicit || streak === 1) toast({ title: 'Save Failed', description: 'Failed to save report changes.', variant: 'destructive' })
        },
        onBusy: setSaving,
      },
      report.version,
      AUTOSAVE_DELAY_MS,
    )
  }
  const saver = saverRef.current

  const changed = useCallback(() => {
    saver.changed()
    setDirty(true)
    if (backupTimer.current) clearTimeout(backupTimer.current)
    backupTimer.current = setTimeout(writeBackupNow, BACKUP_DELAY_MS)
  }, [saver, writeBackupNow])

  /** A chapter's editor reported new HTML: buffer it (1 s) and schedule saving. */
  const editContent = useCallback(
    (chapterId: string, html: string) => {
      pending.current.set(chapterId, html)
      if (flushTimer.current) clearTimeout(flushTimer.current)
      flushTimer.current = setTimeout(flush, CONTENT_DEBOUNCE_MS)
      changed()
    },
    [flush, changed],
  )

  /** A structural or title change of the chapter tree; buffered content goes in first. */
  const updateChapters = useCallback(
    (fn: (chapters: Chapter[]) => Chapter[]) => {
      flush()
      const next = fn(chaptersRef.current)
      if (next === chaptersRef.current) return
      commitChapters(next)
      changed()
    },
    [flush, commitChapters, changed],
  )

  /** Renames the report (trimmed; blank or unchanged means no change); titles are not versioned. */
  const rename = useCallback(
    async (raw: string) => {
      const next = raw.trim()
      const before = titleRef.current
      if (!next || next === before) return
      titleRef.current = next
      setTitleState(next)
      try {
        await utils.client.reports.rename.mutate({ id, title: next })
        setSavedAt(Date.now())
        utils.reports.get.setData({ id }, (old) => (old ? { ...old, title: next } : old))
        void utils.reports.list.invalidate()
      } catch {
        if (titleRef.current === next) {
          titleRef.current = before
          setTitleState(before)
        }
        toast({ title: 'Error', description: 'Failed to update report name. Please try again.', variant: 'destructive' })
      }
    },
    [utils, id],
  )

  const saveNow = useCallback(() => saver.save(true), [saver])

  /** Replaces the working copy with the server's newest version (after a conflict or a restore). */
  const loadLatest = useCallback(async () => {
    const fresh = await utils.reports.get.fetch({ id }, { staleTime: 0 })
    pending.current = new Map()
    titleRef.current = fresh.title
    setTitleState(fresh.title)
    commitChapters(sortByOrder(fresh.chapters))
    saver.reset(fresh.version)
    setSavedAt(serverSavedAt(fresh))
    setDirty(false)
    const s = storage()
    if (s) clearBackups(s, id)
    setConflict(false)
  }, [utils, id, commitChapters, saver])

  /** Conflict resolution: keep my text and save it over the server's newest version. */
  const overwrite = useCallback(async () => {
    const fresh = await utils.reports.get.fetch({ id }, { staleTime: 0 })
    setConflict(false)
    return saver.overwriteFrom(fresh.version)
  }, [utils, id, saver])

  const restoreBackup = useCallback(() => {
    if (!backupOffer) return
    pending.current = new Map()
    titleRef.current = backupOffer.title
    setTitleState(backupOffer.title)
    commitChapters(sortByOrder(backupOffer.chapters))
    setBackupOffer(null)
    changed()
  }, [backupOffer, commitChapters, changed])

  const discardBackup = useCallback(() => {
    const s = storage()
    if (s) clearBackups(s, id)
    setBackupOffer(null)
  }, [id])

  /** Saves whatever is unsaved (before leaving the editor inside the app, before a cleanup); says how it went. */
  const flushAndSave = useCallback(async (): Promise<SaveOutcome> => {
    flush()
    if (saver.inConflict) return 'conflict'
    if (saver.dirty) return saver.save()
    return 'unchanged'
  }, [flush, saver])

  useEffect(() => {
    const onHidden = () => {
      if (document.visibilityState !== 'hidden') return
      flush()
      writeBackupNow()
      if (saver.dirty && !saver.inConflict) void saver.save()
    }
    const onPageHide = () => {
      flush()
      writeBackupNow()
      if (saver.dirty && !saver.inConflict) sendFinalSave(id, { version: saver.version, title: titleRef.current, chapters: chaptersRef.current })
    }
    document.addEventListener('visibilitychange', onHidden)
    window.addEventListener('pagehide', onPageHide)
    return () => {
      document.removeEventListener('visibilitychange', onHidden)
      window.removeEventListener('pagehide', onPageHide)
      // Leaving the editor within the app: the request outlives the component.
      flush()
      writeBackupNow()
      if (saver.dirty && !saver.inConflict) void saver.save()
      if (backupTimer.current) clearTimeout(backupTimer.current)
    }
  }, [id, flush, writeBackupNow, saver])

  return {
    title,
    chapters,
    version: () => saver.version,
    savedAt,
    dirty,
    saving,
    conflict,
    backupOffer,
    editContent,
    updateChapters,
    rename,
    saveNow,
    flushAndSave,
    loadLatest,
    overwrite,
    restoreBackup,
    discardBackup,
  }
}

export type ReportDraft = ReturnType<typeof useReportDraft>

function initialOffer(report: ReportDetail): DraftBackup | null {
  const s = storage()
  if (!s) return null
  const backup = findBackup(s, report.id)
  if (!backup) return null
  if (backupMatches(backup, { title: report.title, chapters: report.chapters })) {
    clearBackups(s, report.id)
    return null
  }
  return backup
}
