import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, renderHook } from '@testing-library/react'
import type { Chapter } from '@shared/src/reports/chapter.schema'
import { findBackup, writeBackup } from './draft-backup'
import { BACKUP_DELAY_MS, useDraftBackup, type UnsavedDraft } from './useDraftBackup'

const chapters: Chapter[] = [{ id: 'c1', title: 'Heart', content: '<p>350 g</p>', order: 1 }]
const report = { id: 'r1', title: 'Case 7', chapters }

beforeEach(() => {
  localStorage.clear()
  vi.useFakeTimers()
})
afterEach(() => vi.useRealTimers())

/** The hook over the page's localStorage, with the unsaved draft set by the test. */
function setup(initial: UnsavedDraft | null = null) {
  let unsaved = initial
  const hook = renderHook(() => useDraftBackup(report, () => unsaved))
  return { hook, backup: () => hook.result.current, setUnsaved: (u: UnsavedDraft | null) => (unsaved = u) }
}

const edited = (title: string): UnsavedDraft => ({ version: 3, title, chapters })

describe('local copy of the draft', () => {
  it('offers an earlier copy that differs from the server, and drops one that matches it', () => {
    writeBackup(localStorage, { reportId: 'r1', version: 3, title: 'Case 7 (typed offline)', chapters, savedAt: 1 })
    expect(setup().backup().offer).toMatchObject({ title: 'Case 7 (typed offline)', version: 3 })

    localStorage.clear()
    writeBackup(localStorage, { reportId: 'r1', version: 3, title: 'Case 7', chapters, savedAt: 1 })
    expect(setup().backup().offer).toBeNull()
    expect(findBackup(localStorage, 'r1')).toBeNull()
  })

  it('writes the unsaved text 300 ms after the last change', () => {
    const { backup, setUnsaved } = setup()
    setUnsaved(edited('A'))
    act(() => backup().schedule())
    act(() => vi.advanceTimersByTime(200))
    setUnsaved(edited('AB'))
    act(() => backup().schedule())
    act(() => vi.advanceTimersByTime(BACKUP_DELAY_MS - 1))
    expect(findBackup(localStorage, 'r1')).toBeNull()
    act(() => vi.advanceTimersByTime(1))
    expect(findBackup(localStorage, 'r1')).toMatchObject({ reportId: 'r1', version: 3, title: 'AB', chapters })
  })

  it('writes nothing while the server has everything', () => {
    const { backup } = setup(null)
    act(() => backup().schedule())
    act(() => vi.advanceTimersByTime(BACKUP_DELAY_MS))
    act(() => backup().writeNow())
    expect(localStorage.length).toBe(0)
  })

  it('writes at once on request, cancelling the scheduled write, and forgets every copy once saved', () => {
    const { backup, setUnsaved } = setup(edited('first'))
    act(() => backup().schedule())
    setUnsaved(edited('now'))
    act(() => backup().writeNow())
    expect(findBackup(localStorage, 'r1')?.title).toBe('now')
    setUnsaved(edited('later'))
    act(() => vi.advanceTimersByTime(BACKUP_DELAY_MS * 2))
    expect(findBackup(localStorage, 'r1')?.title).toBe('now')
    act(() => backup().forget())
    expect(localStorage.length).toBe(0)
  })

  it('closes the offer when restored or discarded', () => {
    writeBackup(localStorage, { reportId: 'r1', version: 3, title: 'Other', chapters, savedAt: 1 })
    const { backup } = setup()
    expect(backup().offer).not.toBeNull()
    act(() => backup().closeOffer())
    expect(backup().offer).toBeNull()
  })

  it('cancels a scheduled write on unmount', () => {
    const { hook, backup } = setup(edited('A'))
    act(() => backup().schedule())
    hook.unmount()
    vi.advanceTimersByTime(BACKUP_DELAY_MS * 2)
    expect(localStorage.length).toBe(0)
  })

  it('does nothing without storage', () => {
    const hook = renderHook(() => useDraftBackup(report, () => edited('A'), () => null))
    act(() => hook.result.current.writeNow())
    expect(hook.result.current.offer).toBeNull()
    expect(localStorage.length).toBe(0)
  })
})
