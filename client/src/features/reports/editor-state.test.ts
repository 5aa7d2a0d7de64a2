import { describe, expect, it } from 'vitest'
import { SIDEBAR_WIDTH } from '@shared/src/constants'
import { activeIndexAt } from './active-chapter'
import { lastSavedLabel, serverSavedAt } from './last-saved'
import { clampSidebarWidth, loadSidebarWidth, saveSidebarWidth } from './sidebar-width'

describe('last-saved label', () => {
  const t0 = Date.UTC(2025, 0, 1, 12, 0, 0)
  it('reads Not saved before the first save', () => {
    expect(lastSavedLabel(null, t0)).toBe('Not saved')
  })
  it('reads just now, 1 minute, then N minutes', () => {
    expect(lastSavedLabel(t0, t0)).toBe('Last saved just now')
    expect(lastSavedLabel(t0, t0 + 59_999)).toBe('Last saved just now')
    expect(lastSavedLabel(t0, t0 + 60_000)).toBe('Last saved 1 minute ago')
    expect(lastSavedLabel(t0, t0 + 119_999)).toBe('Last saved 1 minute ago')
    expect(lastSavedLabel(t0, t0 + 120_000)).toBe('Last saved 2 minutes ago')
    expect(lastSavedLabel(t0, t0 + 45 * 60_000)).toBe('Last saved 45 minutes ago')
  })
  it('treats a clock running behind the save as just now', () => {
    expect(lastSavedLabel(t0, t0 - 5_000)).toBe('Last saved just now')
  })
  it('reads Not saved only while changes are unsaved, whatever the last save', () => {
    expect(lastSavedLabel(t0, t0 + 10 * 60_000, true)).toBe('Not saved')
    expect(lastSavedLabel(t0, t0 + 10 * 60_000, false)).toBe('Last saved 10 minutes ago')
  })
  it('takes a report from the server as saved at its updatedAt, else createdAt', () => {
    const iso = new Date(t0).toISOString()
    expect(serverSavedAt({ updatedAt: iso, createdAt: '2020-01-01T00:00:00Z' })).toBe(t0)
    expect(serverSavedAt({ updatedAt: null, createdAt: iso })).toBe(t0)
    expect(serverSavedAt({ updatedAt: 'garbage', createdAt: undefined })).toBeNull()
    expect(lastSavedLabel(serverSavedAt({ updatedAt: iso }), t0 + 3 * 60_000)).toBe('Last saved 3 minutes ago')
  })
})

describe('sidebar width', () => {
  it('clamps to 240–600 and defaults to 320', () => {
    expect(clampSidebarWidth(100)).toBe(240)
    expect(clampSidebarWidth(240)).toBe(240)
    expect(clampSidebarWidth(455.6)).toBe(456)
    expect(clampSidebarWidth(600)).toBe(600)
    expect(clampSidebarWidth(9000)).toBe(600)
    expect(clampSidebarWidth(Number.NaN)).toBe(SIDEBAR_WIDTH.default)
  })
  it('remembers the clamped width and ignores garbage', () => {
    localStorage.clear()
    expect(loadSidebarWidth()).toBe(320)
    saveSidebarWidth(999)
    expect(loadSidebarWidth()).toBe(600)
    localStorage.setItem('reportEditor.sidebarWidth', 'wide')
    expect(loadSidebarWidth()).toBe(320)
  })
})

describe('active chapter', () => {
  it('is the last section whose top is at or above the probe line', () => {
    const tops = [-900, -200, 150, 600, 1400]
    expect(activeIndexAt(tops, 270)).toBe(2)
    expect(activeIndexAt(tops, 150)).toBe(2)
    expect(activeIndexAt(tops, 149)).toBe(1)
    expect(activeIndexAt(tops, 5000)).toBe(4)
  })
  it('is the first section when the page is above all of them', () => {
    expect(activeIndexAt([300, 800], 270)).toBe(0)
    expect(activeIndexAt([], 270)).toBe(0)
  })
})
