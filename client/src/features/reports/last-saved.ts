/** How often the last-saved label is recomputed. */
export const LAST_SAVED_TICK_MS = 30_000

/**
 * The editor's last-saved label for a save at `savedAt` (ms) seen at `now` (ms).
 * 'Not saved' is only true while there are changes the server has not got (`dirty`), or when the
 * report has no known save time at all; a report opened from the server was saved when it was last updated.
 */
export function lastSavedLabel(savedAt: number | null, now: number, dirty = false): string {
  if (dirty || savedAt === null) return 'Not saved'
  const minutes = Math.max(0, Math.floor((now - savedAt) / 60_000))
  if (minutes === 0) return 'Last saved just now'
  if (minutes === 1) return 'Last saved 1 minute ago'
  return `Last saved ${minutes} minutes ago`
}

/** The server's last save of a loaded report (updatedAt, else createdAt), in ms; null when neither parses. */
export function serverSavedAt(report: { updatedAt?: string | null; createdAt?: string | null }): number | null {
  for (const iso of [report.updatedAt, report.createdAt]) {
    const ms = iso ? Date.parse(iso) : NaN
    if (Number.isFinite(ms)) return ms
  }
  return null
}
