/** How often the last-saved label is recomputed. */
export const LAST_SAVED_TICK_MS = 30_000

/** The editor's last-saved label (spec section 4) for a save at `savedAt` (ms) seen at `now` (ms). */
export function lastSavedLabel(savedAt: number | null, now: number): string {
  if (savedAt === null) return 'Not saved'
  const minutes = Math.max(0, Math.floor((now - savedAt) / 60_000))
  if (minutes === 0) return 'Last saved just now'
  if (minutes === 1) return 'Last saved 1 minute ago'
  return `Last saved ${minutes} minutes ago`
}
