import { describe, expect, it } from 'vitest'
import { act, renderHook } from '@testing-library/react'
import type { Chapter } from '@shared/src/reports/chapter.schema'
import { useDraftContent } from './useDraftContent'

const chapters: Chapter[] = [{ id: 'c1', title: 'Heart', content: '<p>350 g</p>', order: 1 }]

describe('draft content', () => {
  it('renders what was written and lets callbacks read it back at once', () => {
    let renders = 0
    const hook = renderHook(() => {
      renders++
      return useDraftContent(() => ({ title: 'Case 7', chapters }))
    })
    const { store } = hook.result.current
    expect(hook.result.current.content).toEqual({ title: 'Case 7', chapters })
    const next = [{ ...chapters[0], content: '<p>360 g</p>' }]
    act(() => {
      store.set({ chapters: next })
      // No render has happened yet inside this callback: the store already has it.
      expect(store.get().chapters).toBe(next)
      store.set({ title: 'Case 8' })
    })
    expect(hook.result.current.content).toEqual({ title: 'Case 8', chapters: next })
    expect(hook.result.current.store).toBe(store)
    const before = renders
    act(() => store.set({ title: 'Case 8', chapters: next }))
    expect(renders).toBe(before)
  })
})
