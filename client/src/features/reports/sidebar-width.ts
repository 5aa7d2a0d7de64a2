import { browserStorage } from '../../lib/storage'
import { SIDEBAR_WIDTH } from '@shared/src/constants'

const KEY = 'reportEditor.sidebarWidth'

/** The table of contents width clamped to 240–600 px; anything unreadable becomes the default 320. */
export function clampSidebarWidth(width: number): number {
  if (!Number.isFinite(width)) return SIDEBAR_WIDTH.default
  return Math.min(SIDEBAR_WIDTH.max, Math.max(SIDEBAR_WIDTH.min, Math.round(width)))
}

/** The remembered width, clamped. */
export function loadSidebarWidth(storage: Pick<Storage, 'getItem'> | null = browserStorage()): number {
  const raw = storage?.getItem(KEY)
  return raw == null ? SIDEBAR_WIDTH.default : clampSidebarWidth(Number(raw))
}

/** Remembers the width (clamped); storage failures (private mode, quota) are ignored. */
export function saveSidebarWidth(width: number, storage: Pick<Storage, 'setItem'> | null = browserStorage()): void {
  try {
    storage?.setItem(KEY, String(clampSidebarWidth(width)))
  } catch {}
}
