import { useEffect, useMemo, useRef, useState } from 'react'
import type { Chapter } from '@shared/src/reports/chapter.schema'
import { backupMatches, clearBackups, findBackup, writeBackup, type DraftBackup } from './draft-backup'
import { useLatestCallback } from './useLatest'
import { browserStorage } from '../../lib/storage'

/** The local copy follows typing this long after the last change. */
export const BACKUP_DELAY_MS = 300

/** What the local copy holds: the unsaved text and the server version it was made on. */
export interface UnsavedDraft {
  version: number
  title: string
  chapters: Chapter[]
}

/** A local copy left by an earlier visit that differs from what the server has, else null (a stale match is removed). */
export function initialBackupOffer(report: { id: string; title: string; chapters: Chapter[] }, storage = browserStorage()): DraftBackup | null {
  if (!storage) return null
  const backup = findBackup(storage, report.id)
  if (!backup) return null
  if (backupMatches(backup, { title: report.title, chapters: report.chapters })) {
    clearBackups(storage, report.id)
    return null
  }
  return backup
}

export interface DraftBackupControls {
  /** A copy from an earlier visit that the user may restore, or null. */
  offer: DraftBackup | null
  /** Writes the copy BACKUP_DELAY_MS after the last call. */
  schedule(): void
  /** Writes the copy now, when there is unsaved text. */
  writeNow(): void
  /** Removes every copy of the report (the server has it all). */
  forget(): void
  /** Stops offering the earlier copy (restored or discarded). */
  closeOffer(): void
}

/**
 * The browser's copy of unsaved editor text (spec: nothing typed is lost to a crash or a closed
 * tab). `unsaved` says what to keep, or null when the server has everything.
 */
export function useDraftBackup(
  report: { id: string; title: string; chapters: Chapter[] },
  unsaved: () => UnsavedDraft | null,
  storage: () => Storage | null = browserStorage,
): DraftBackupControls {
  const id = report.id
  const [offer, setOffer] = useState<DraftBackup | null>(() => initialBackupOffer(report, storage()))
  const unsavedNow = useLatestCallback(unsaved)
  const storageNow = useLatestCallback(storage)
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)

  const controls = useMemo(() => {
    const stop = () => {
      if (timer.current) clearTimeout(timer.current)
      timer.current = null
    }
    const writeNow = () => {
      stop()
      const s = storageNow()
      if (!s) return
      const draft = unsavedNow()
      if (draft) writeBackup(s, { reportId: id, ...draft, savedAt: Date.now() })
    }
    return {
      schedule() {
        stop()
        timer.current = setTimeout(writeNow, BACKUP_DELAY_MS)
      },
      writeNow,
      forget() {
        const s = storageNow()
        if (s) clearBackups(s, id)
      },
      closeOffer: () => setOffer(null),
    }
  }, [id, unsavedNow, storageNow])

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current)
      timer.current = null
    },
    [],
  )
  return useMemo(() => ({ offer, ...controls }), [offer, controls])
}
