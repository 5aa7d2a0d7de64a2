import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, renderHook } from '@testing-library/react'
import { CONTENT_DEBOUNCE_MS, useBufferedEdits } from './useBufferedEdits'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

/** The hook with a commit that records each batch it is handed. */
function setup() {
  const batches: Array<Record<string, string>> = []
  const hook = renderHook(() => useBufferedEdits((edits) => batches.push(Object.fromEntries(edits))))
  return { batches, hook, edits: () => hook.result.current }
}

describe('buffered content edits', () => {
  it('hands the newest HTML of each chapter over once, 1 s after typing stops', () => {
    const { batches, edits } = setup()
    expect(CONTENT_DEBOUNCE_MS).toBe(1_000)
    act(() => edits().buffer('a', '<p>H</p>'))
    act(() => vi.advanceTimersByTime(900))
    act(() => edits().buffer('a', '<p>He</p>'))
    act(() => edits().buffer('b', '<p>Lung</p>'))
    act(() => vi.advanceTimersByTime(999))
    expect(batches).toEqual([])
    expect(Object.fromEntries(edits().pending())).toEqual({ a: '<p>He</p>', b: '<p>Lung</p>' })
    act(() => vi.advanceTimersByTime(1))
    expect(batches).toEqual([{ a: '<p>He</p>', b: '<p>Lung</p>' }])
    expect(edits().pending().size).toBe(0)
  })

  it('flushes at once on request and stops the countdown; an empty flush commits nothing', () => {
    const { batches, edits } = setup()
    act(() => edits().flush())
    expect(batches).toEqual([])
    act(() => edits().buffer('a', '<p>x</p>'))
    act(() => edits().flush())
    expect(batches).toEqual([{ a: '<p>x</p>' }])
    act(() => vi.advanceTimersByTime(5_000))
    expect(batches).toHaveLength(1)
  })

  it('forgets discarded edits, countdown included', () => {
    const { batches, edits } = setup()
    act(() => edits().buffer('a', '<p>x</p>'))
    act(() => edits().discard())
    act(() => vi.advanceTimersByTime(5_000))
    act(() => edits().flush())
    expect(batches).toEqual([])
  })

  it('keeps the same functions across renders and commits through the newest callback', () => {
    const seen: string[] = []
    const hook = renderHook(({ tag }) => useBufferedEdits((edits) => seen.push(`${tag}:${[...edits.keys()].join(',')}`)), { initialProps: { tag: 'first' } })
    const before = hook.result.current
    act(() => before.buffer('a', '<p>x</p>'))
    hook.rerender({ tag: 'second' })
    expect(hook.result.current).toBe(before)
    act(() => vi.advanceTimersByTime(CONTENT_DEBOUNCE_MS))
    expect(seen).toEqual(['second:a'])
  })

  it('stops the countdown on unmount but keeps the edits for whoever flushes last', () => {
    const { batches, hook, edits } = setup()
    const api = edits()
    act(() => api.buffer('a', '<p>x</p>'))
    hook.unmount()
    vi.advanceTimersByTime(5_000)
    expect(batches).toEqual([])
    api.flush()
    expect(batches).toEqual([{ a: '<p>x</p>' }])
  })
})
