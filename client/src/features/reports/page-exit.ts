import type { SaveInput } from './report-saver'
import { devAuthHeaders } from '../../lib/trpc'

// Browsers cap the bodies of keepalive requests at 64 KiB in total; larger reports rely on the local copy.
const KEEPALIVE_LIMIT = 60_000

/**
 * A last save while the page unloads: the same tRPC `reports.save` call, sent with `keepalive`
 * so the browser finishes it after the page is gone. Returns false when it could not be sent.
 */
export function sendFinalSave(reportId: string, input: SaveInput): boolean {
  const body = JSON.stringify({ id: reportId, ...input })
  if (body.length > KEEPALIVE_LIMIT || typeof fetch === 'undefined') return false
  try {
    void fetch('/trpc/reports.save', {
      method: 'POST',
      keepalive: true,
      credentials: 'include',
      headers: { 'content-type': 'application/json', ...devAuthHeaders() },
      body,
    }).catch(() => undefined)
    return true
  } catch {
    return false
  }
}
