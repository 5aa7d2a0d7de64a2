import type { SaveInput } from './report-saver'
import { createKeepaliveClient, type AppClient } from '../../lib/trpc'
import { browserStorage } from '../../lib/storage'

// Browsers cap the bodies of keepalive requests at 64 KiB in total; larger reports rely on the local copy.
const KEEPALIVE_LIMIT = 60_000

/** How long after a last save was sent on the way out the reopened editor waits for it to land. */
export const EXIT_SAVE_WAIT_MS = 3_000
const MARK = 'reportExitSave:'

let client: AppClient | undefined

/**
 * A last save while the page unloads: the tRPC `reports.save` call, sent with `keepalive` so the
 * browser finishes it after the page is gone. Returns false when it could not be sent. A mark in the
 * tab's session storage tells the page that opens next (a reload) that the save is on its way.
 */
export function sendFinalSave(reportId: string, input: SaveInput, storage = browserStorage('session')): boolean {
  const body = { id: reportId, ...input }
  if (JSON.stringify(body).length > KEEPALIVE_LIMIT || typeof fetch === 'undefined') return false
  try {
    client ??= createKeepaliveClient()
    void client.reports.save.mutate(body).catch(() => undefined)
  } catch {
    return false
  }
  try {
    storage?.setItem(MARK + reportId, JSON.stringify({ version: input.version, at: Date.now() }))
  } catch {}
  return true
}

export interface ExitSave {
  /** The server version the save was made on: while the server still answers it, the save has not landed. */
  version: number
  /** When it was sent (ms). */
  at: number
}

/** The last save sent on the way out of this report, if it was sent under EXIT_SAVE_WAIT_MS ago (an older mark is removed). */
export function pendingExitSave(reportId: string, storage = browserStorage('session'), now = Date.now()): ExitSave | null {
  try {
    const raw = storage?.getItem(MARK + reportId)
    if (!raw) return null
    const mark = JSON.parse(raw) as ExitSave
    if (typeof mark.version === 'number' && typeof mark.at === 'number' && now - mark.at < EXIT_SAVE_WAIT_MS) return mark
    storage!.removeItem(MARK + reportId)
    return null
  } catch {
    return null
  }
}
