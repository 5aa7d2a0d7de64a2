import { useCallback, useEffect, useState } from 'react'
import type { Chapter } from '@shared/src/reports/chapter.schema'
import type { PendingPlace } from './DiagramCanvas'
import { undoPlace, writePlace, type FieldValues, type WriteTagInfo, type WrittenPlace } from './write-values'

/** The unplaced wound waiting for a click on an outline. */
export interface Placing {
  chapterId: string
  number: number
}

/**
 * What the user is doing on the diagram: the wound being placed, the proposal awaiting confirmation and the last
 * confirmed placement (for its Undo). It lives with the dock, not the panel, so it survives the panel moving between
 * the side column and the sheet (a window resized, a tablet turned); closing the diagram forgets it.
 */
export function usePlacement(open: boolean) {
  const [placing, setPlacing] = useState<Placing | null>(null)
  const [pending, setPending] = useState<PendingPlace | null>(null)
  const [written, setWritten] = useState<WrittenPlace | null>(null)
  useEffect(() => {
    if (open) return
    setPlacing(null)
    setPending(null)
    setWritten(null)
  }, [open])
  return { placing, setPlacing, pending, setPending, written, setWritten }
}

export type PlacementState = ReturnType<typeof usePlacement>

/**
 * Confirmed placements as edits of the report: writing a wound's values, and undoing that write, go through the
 * editor's chapter updates (saved and versioned like typing).
 */
export function useDiagramEdits(updateChapters: (fn: (c: Chapter[]) => Chapter[]) => void, tags: readonly WriteTagInfo[] | undefined) {
  const write = useCallback(
    (instanceChapterId: string, number: number, values: FieldValues) => {
      let written: WrittenPlace | null = null
      updateChapters((c) => {
        const r = writePlace(c, instanceChapterId, number, values, tags ?? [])
        written = r.written
        return r.chapters
      })
      return written as WrittenPlace | null
    },
    [updateChapters, tags],
  )
  const undo = useCallback((w: WrittenPlace) => updateChapters((c) => undoPlace(c, w)), [updateChapters])
  return { write, undo }
}
