import { useCallback, useMemo } from 'react'
import type { InstanceTarget, ProposedInstance } from '@shared/src/jobs/events.schema'
import type { Chapter } from '@shared/src/reports/chapter.schema'
import { instanceHolding } from '@shared/src/reports/instances'
import { trpc } from '../../lib/trpc'
import type { ReportDraft } from './useReportDraft'

/** Said when unsaved text keeps an instance from being added. */
export const SAVE_FIRST_TEXT = 'Save the report first: the instance is added to the saved report.'

/**
 * What dictation needs of the editor for injury instances: the chapter holding the cursor, the title
 * of its instance (for the dialog to say where values without a wound number go), and adding an
 * instance the report lacks: the draft is saved first, the server adds the instance as a new
 * version, and the editor loads it like a restored version.
 */
export function useInstanceDictation(reportId: string, draft: ReportDraft, chapters: Chapter[], activeId: string | null) {
  const utils = trpc.useUtils()
  const cursorInstance = useMemo(() => (activeId ? (instanceHolding(chapters, activeId)?.label ?? null) : null), [chapters, activeId])
  const { flushAndSave, version, loadLatest } = draft
  const addInstance = useCallback(
    async (proposed: ProposedInstance): Promise<InstanceTarget> => {
      const outcome = await flushAndSave()
      if (outcome === 'conflict' || outcome === 'error') throw new Error(SAVE_FIRST_TEXT)
      const { instance } = await utils.client.reports.addInstance.mutate({ id: reportId, moduleId: proposed.moduleId, typeId: proposed.typeId, expectedVersion: version() })
      await loadLatest()
      return { chapterId: instance.chapterId, instance: instance.label }
    },
    [utils, reportId, flushAndSave, version, loadLatest],
  )
  return { cursorInstance, addInstance }
}
