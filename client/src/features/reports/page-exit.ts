import type { SaveInput } from './report-saver'
import { createKeepaliveClient, type AppClient } from '../../lib/trpc'

// Browsers cap the bodies of keepalive requests at 64 KiB in total; larger reports rely on the local copy.
const KEEPALIVE_LIMIT = 60_000

let client: AppClient | undefined

/**
 * A last save while the page unloads: the tRPC `reports.save` call, sent with `keepalive` so the
 * browser finishes it after the page is gone. Returns false when it could not be sent.
 */
export function sendFinalSave(reportId: string, input: SaveInput): boolean {
  const body = { id: reportId, ...input }
  if (JSON.stringify(body).length > KEEPALIVE_LIMIT || typeof fetch === 'undefined') return false
  try {
    client ??= createKeepaliveClient()
    void client.reports.save.mutate(body).catch(() => undefined)
    return true
  } catch {
    return false
  }
}
