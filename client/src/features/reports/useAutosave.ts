import { useMemo, useState } from 'react'
import type { Chapter } from '@shared/src/reports/chapter.schema'
import { toast } from '../../components/toast/toast-store'
import { ReportSaver, type SaveInput, type SaveOutcome } from './report-saver'
import { useLatest } from './useLatest'

/** Autosave this long after the last change. */
export const AUTOSAVE_DELAY_MS = 2_000

export interface AutosaveOptions {
  /** The server version the draft was loaded at. */
  version: number
  /** When the loaded report was last saved (ms), or null. */
  savedAt: number | null
  /** The report as the user sees it now (buffered edits included). */
  snapshot(): { title: string; chapters: Chapter[] }
  /** Sends one save to the server. */
  save(input: SaveInput): Promise<{ version: number; updatedAt: string }>
  /** A save arrived; `stillDirty` when changes were made meanwhile. */
  onSaved(result: { version: number; updatedAt: string }, stillDirty: boolean): void
  /** A save did not arrive (conflict or failure): the text must be kept locally. */
  onNotSaved(): void
}

export interface Autosave {
  savedAt: number | null
  /** Changes the server has not got yet. */
  dirty: boolean
  saving: boolean
  /** The server has a newer version; saving waits for the user's decision. */
  conflict: boolean
  /** The server version the next save is made against. */
  version(): number
  /** Records a change; the save follows AUTOSAVE_DELAY_MS after the last one. */
  changed(): void
  /** Save Now: saves even without changes. */
  saveNow(): Promise<SaveOutcome>
  /** Saves what is unsaved, if anything; says how it went. */
  saveUnsaved(): Promise<SaveOutcome>
  /** Saves in the background what is unsaved, unless a conflict waits for the user. */
  saveInBackground(): void
  /** Changes the server has not got, now (conflict or not). */
  hasUnsaved(): boolean
  /** Changes to save and no conflict waiting for the user. */
  readyToSave(): boolean
  /** The draft was replaced by the server's copy at `version`: nothing is unsaved. */
  reset(version: number, savedAt: number | null): void
  /** Conflict resolution: keep my text and save it over `version`. */
  overwriteFrom(version: number): Promise<SaveOutcome>
  /** Something else reached the server now (a rename). */
  markSaved(): void
}

/**
 * Autosave of the draft against the version it was loaded at (one request at a time, back-off after
 * failures, a full stop on a conflict: `ReportSaver`), with the state the header shows.
 */
export function useAutosave(options: AutosaveOptions): Autosave {
  const latest = useLatest(options)
  const [savedAt, setSavedAt] = useState(options.savedAt)
  const [dirty, setDirty] = useState(false)
  const [saving, setSaving] = useState(false)
  const [conflict, setConflict] = useState(false)
  // Created once, on the first render; its callbacks reach the newest options through `latest`.
  const [saver] = useState(
    () =>
      new ReportSaver(
        {
          snapshot: () => latest().snapshot(),
          save: (input) => latest().save(input),
          onSaved: (result, stillDirty) => {
            setSavedAt(Date.now())
            setDirty(stillDirty)
            latest().onSaved(result, stillDirty)
          },
          onConflict: () => {
            latest().onNotSaved()
            setConflict(true)
          },
          onError: (_error, { explicit, streak }) => {
            latest().onNotSaved()
            if (explicit || streak === 1) toast({ title: 'Save Failed', description: 'Failed to save report changes.', variant: 'destructive' })
          },
          onBusy: setSaving,
        },
        options.version,
        AUTOSAVE_DELAY_MS,
      ),
  )

  const actions = useMemo(() => {
    const readyToSave = () => saver.dirty && !saver.inConflict
    return {
      version: () => saver.version,
      changed: () => {
        saver.changed()
        setDirty(true)
      },
      saveNow: () => saver.save(true),
      saveUnsaved: async (): Promise<SaveOutcome> => {
        if (saver.inConflict) return 'conflict'
        if (saver.dirty) return saver.save()
        return 'unchanged'
      },
      saveInBackground: () => {
        if (readyToSave()) void saver.save()
      },
      hasUnsaved: () => saver.dirty,
      readyToSave,
      reset: (version: number, at: number | null) => {
        saver.reset(version)
        setSavedAt(at)
        setDirty(false)
        setConflict(false)
      },
      overwriteFrom: (version: number) => {
        setConflict(false)
        return saver.overwriteFrom(version)
      },
      markSaved: () => setSavedAt(Date.now()),
    }
  }, [saver])
  return useMemo(() => ({ savedAt, dirty, saving, conflict, ...actions }), [savedAt, dirty, saving, conflict, actions])
}
