import type { Chapter } from '@shared/src/reports/chapter.schema'
import { sanitizeHtml } from '../editor/html'

/** Unsaved editor text kept in the browser until the server has it. */
export interface DraftBackup {
  reportId: string
  /** The server version the edits were made on. */
  version: number
  title: string
  chapters: Chapter[]
  /** When the copy was written (ms). */
  savedAt: number
}

const PREFIX = 'reportDraft:'
const keyOf = (reportId: string, version: number) => `${PREFIX}${reportId}:${version}`

/** Writes the local copy under report id + version; returns false when storage refuses (quota). */
export function writeBackup(storage: Storage, backup: DraftBackup): boolean {
  try {
    clearBackups(storage, backup.reportId, backup.version)
    storage.setItem(keyOf(backup.reportId, backup.version), JSON.stringify(backup))
    return true
  } catch {
    return false
  }
}

/** The newest readable local copy of a report, if any. */
export function findBackup(storage: Storage, reportId: string): DraftBackup | null {
  let best: DraftBackup | null = null
  for (const key of keysOf(storage, reportId)) {
    try {
      const b = JSON.parse(storage.getItem(key) ?? '') as DraftBackup
      if (b && b.reportId === reportId && Array.isArray(b.chapters) && (!best || b.savedAt > best.savedAt)) best = b
    } catch {}
  }
  return best
}

/** Removes the local copies of a report (all versions, or all but `keep`). */
export function clearBackups(storage: Storage, reportId: string, keep?: number): void {
  for (const key of keysOf(storage, reportId)) if (keep === undefined || key !== keyOf(reportId, keep)) storage.removeItem(key)
}

/**
 * True when the copy holds what the server has (nothing to restore). Chapter HTML is compared as the shared schema
 * stores it: the server re-parses every chapter it saves, so a copy taken from the live editor can differ from the
 * stored text only in what the schema drops (a space typed at the start of a paragraph).
 */
export function backupMatches(backup: Pick<DraftBackup, 'title' | 'chapters'>, report: { title: string; chapters: Chapter[] }): boolean {
  return backup.title === report.title && JSON.stringify(canonical(backup.chapters)) === JSON.stringify(canonical(report.chapters))
}

// Only what the user edits, in a fixed key order: the server may add or reorder other fields.
type Canonical = [string, string, string, Canonical[]]
const canonical = (chapters: readonly Chapter[]): Canonical[] => chapters.map((c) => [c.id, c.title, sanitizeHtml(c.content), canonical(c.subChapters ?? [])])

function keysOf(storage: Storage, reportId: string): string[] {
  const keys: string[] = []
  for (let i = 0; i < storage.length; i++) {
    const k = storage.key(i)
    if (k?.startsWith(`${PREFIX}${reportId}:`)) keys.push(k)
  }
  return keys
}
