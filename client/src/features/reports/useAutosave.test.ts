import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, renderHook } from '@testing-library/react'
import { resetToasts, useToasts } from '../../components/toast/toast-store'
import type { SaveInput } from './report-saver'
import { AUTOSAVE_DELAY_MS, useAutosave } from './useAutosave'

type Answer = (input: SaveInput) => Promise<{ version: number; updatedAt: string }>
const conflict = () => Object.assign(new Error('conflict'), { data: { httpStatus: 409, code: 'CONFLICT' } })

/** The hook with a stand-in for the network that records each request and answers as told. */
function setup(version = 4) {
  const calls: SaveInput[] = []
  const events: string[] = []
  let title = 'T'
  let answer: Answer = async (input) => ({ version: input.version + 1, updatedAt: 'now' })
  const hook = renderHook(() => ({
    autosave: useAutosave({
      version,
      savedAt: 1_000,
      snapshot: () => ({ title, chapters: [] }),
      save: (input) => {
        calls.push(input)
        return answer(input)
      },
      onSaved: (r, stillDirty) => events.push(`saved v${r.version}${stillDirty ? ' dirty' : ''}`),
      onNotSaved: () => events.push('not saved'),
    }),
    toasts: useToasts(),
  }))
  return {
    calls,
    events,
    hook,
    autosave: () => hook.result.current.autosave,
    toasts: () => hook.result.current.toasts.filter((t) => t.open).map((t) => `${t.title}: ${t.description}`),
    setTitle: (t: string) => (title = t),
    answerWith: (fn: Answer) => (answer = fn),
  }
}

beforeEach(() => {
  vi.useFakeTimers({ now: 50_000 })
  resetToasts()
})
afterEach(() => vi.useRealTimers())

describe('autosave', () => {
  it('starts clean at the loaded version and save time', () => {
    const t = setup(4)
    expect(t.autosave()).toMatchObject({ savedAt: 1_000, dirty: false, saving: false, conflict: false })
    expect(t.autosave().version()).toBe(4)
  })

  it('saves the snapshot 2 s after the last change and shows it as saved', async () => {
    const t = setup(4)
    act(() => t.autosave().changed())
    expect(t.autosave().dirty).toBe(true)
    await act(() => vi.advanceTimersByTimeAsync(1_000))
    t.setTitle('T2')
    act(() => t.autosave().changed())
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS - 1))
    expect(t.calls).toHaveLength(0)
    await act(() => vi.advanceTimersByTimeAsync(1))
    expect(t.calls).toEqual([{ version: 4, title: 'T2', chapters: [] }])
    expect(t.events).toEqual(['saved v5'])
    expect(t.autosave()).toMatchObject({ dirty: false, saving: false, savedAt: Date.now() })
    expect(t.autosave().version()).toBe(5)
  })

  it('is saving while a request runs', async () => {
    const t = setup()
    let release!: () => void
    t.answerWith((input) => new Promise((resolve) => (release = () => resolve({ version: input.version + 1, updatedAt: 'x' }))))
    act(() => t.autosave().changed())
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS))
    expect(t.autosave().saving).toBe(true)
    await act(async () => release())
    expect(t.autosave().saving).toBe(false)
  })

  it('saves only what is unsaved unless asked explicitly (Save Now)', async () => {
    const t = setup()
    expect(await act(() => t.autosave().saveUnsaved())).toBe('unchanged')
    expect(t.calls).toHaveLength(0)
    expect(await act(() => t.autosave().saveNow())).toBe('saved')
    expect(t.calls).toHaveLength(1)
    act(() => t.autosave().changed())
    expect(await act(() => t.autosave().saveUnsaved())).toBe('saved')
    expect(t.calls).toHaveLength(2)
  })

  it('stops on a conflict, keeps the text locally, and saves over the newest version on overwrite', async () => {
    const t = setup(3)
    t.answerWith(async () => Promise.reject(conflict()))
    act(() => t.autosave().changed())
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS))
    expect(t.autosave()).toMatchObject({ conflict: true, dirty: true })
    expect(t.autosave().hasUnsaved()).toBe(true)
    expect(t.autosave().readyToSave()).toBe(false)
    expect(t.events).toEqual(['not saved'])
    expect(await act(() => t.autosave().saveUnsaved())).toBe('conflict')
    act(() => t.autosave().saveInBackground())
    await act(() => vi.advanceTimersByTimeAsync(30_000))
    expect(t.calls).toHaveLength(1)

    t.answerWith(async (input) => ({ version: input.version + 1, updatedAt: 'y' }))
    expect(await act(() => t.autosave().overwriteFrom(7))).toBe('saved')
    expect(t.calls[1].version).toBe(7)
    expect(t.autosave()).toMatchObject({ conflict: false, dirty: false })
    expect(t.autosave().version()).toBe(8)
  })

  it('tells of a failed autosave once per streak, keeps the text locally and retries with back-off', async () => {
    const t = setup()
    t.answerWith(async () => Promise.reject(new Error('offline')))
    act(() => t.autosave().changed())
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS))
    expect(t.toasts()).toEqual(['Save Failed: Failed to save report changes.'])
    expect(t.events).toEqual(['not saved'])
    act(() => resetToasts())
    await act(() => vi.advanceTimersByTimeAsync(2 * AUTOSAVE_DELAY_MS))
    expect(t.calls).toHaveLength(2)
    expect(t.events).toEqual(['not saved', 'not saved'])
    expect(t.toasts()).toEqual([])
    // An explicit save that fails always says so.
    expect(await act(() => t.autosave().saveNow())).toBe('error')
    expect(t.toasts()).toEqual(['Save Failed: Failed to save report changes.'])
    t.answerWith(async (input) => ({ version: input.version + 1, updatedAt: 'z' }))
    await act(() => vi.advanceTimersByTimeAsync(30_000))
    expect(t.autosave().dirty).toBe(false)
  })

  it('saves in the background only when there is something to save', async () => {
    const t = setup()
    act(() => t.autosave().saveInBackground())
    await act(() => vi.advanceTimersByTimeAsync(0))
    expect(t.calls).toHaveLength(0)
    act(() => t.autosave().changed())
    act(() => t.autosave().saveInBackground())
    await act(() => vi.advanceTimersByTimeAsync(0))
    expect(t.calls).toHaveLength(1)
  })

  it('forgets unsaved changes and a conflict when the server copy is loaded', async () => {
    const t = setup(2)
    t.answerWith(async () => Promise.reject(conflict()))
    act(() => t.autosave().changed())
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS))
    act(() => t.autosave().reset(9, 7_000))
    expect(t.autosave()).toMatchObject({ conflict: false, dirty: false, savedAt: 7_000 })
    expect(t.autosave().version()).toBe(9)
    await act(() => vi.advanceTimersByTimeAsync(30_000))
    expect(t.calls).toHaveLength(1)
  })

  it('marks a rename as saved now', () => {
    const t = setup()
    act(() => t.autosave().markSaved())
    expect(t.autosave().savedAt).toBe(Date.now())
  })

  it('keeps its functions across renders', () => {
    const t = setup()
    const { changed, saveNow, saveUnsaved } = t.autosave()
    act(() => t.autosave().changed())
    expect(t.autosave().changed).toBe(changed)
    expect(t.autosave().saveNow).toBe(saveNow)
    expect(t.autosave().saveUnsaved).toBe(saveUnsaved)
  })
})
