import { useCallback } from 'react'
import { toast } from '../../components/toast/toast-store'
import { trpc } from '../../lib/trpc'
import { HOME_TEXTS } from '../home/home-texts'

/**
 * Renames one of the caller's reports, wherever it is renamed (a card of My Reports, the editor's title field): the
 * cached report takes the new title and My Reports is asked again; a refusal is shown (the spec's text) and thrown on,
 * so the caller keeps or restores its own field.
 */
export function useRenameReport(): (id: string, title: string) => Promise<void> {
  const utils = trpc.useUtils()
  return useCallback(
    async (id: string, title: string) => {
      try {
        await utils.client.reports.rename.mutate({ id, title })
      } catch (e) {
        toast({ ...HOME_TEXTS.renameFailed, variant: 'destructive' })
        throw e
      }
      utils.reports.get.setData({ id }, (old) => (old ? { ...old, title } : old))
      void utils.caseload.page.invalidate()
    },
    [utils],
  )
}
