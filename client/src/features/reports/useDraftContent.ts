import { useState, useSyncExternalStore } from 'react'
import type { Chapter } from '@shared/src/reports/chapter.schema'

/** What the user edits: the report's title and chapter tree. */
export interface DraftContent {
  title: string
  chapters: Chapter[]
}

/** The one copy of the draft's content: callbacks read and write it now, React renders from it. */
export interface DraftContentStore {
  get(): DraftContent
  set(patch: Partial<DraftContent>): void
  subscribe(listener: () => void): () => void
}

export function createDraftContentStore(initial: DraftContent): DraftContentStore {
  let current = initial
  const listeners = new Set<() => void>()
  return {
    get: () => current,
    set(patch) {
      const next = { ...current, ...patch }
      if (next.title === current.title && next.chapters === current.chapters) return
      current = next
      listeners.forEach((l) => l())
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

/**
 * The draft's title and chapters as state. Timers and page-exit handlers read `store.get()`, which is
 * never behind what they wrote (no ref mirrored to state); the component re-renders on every change.
 */
export function useDraftContent(initial: () => DraftContent): { content: DraftContent; store: DraftContentStore } {
  const [store] = useState(() => createDraftContentStore(initial()))
  const content = useSyncExternalStore(store.subscribe, store.get)
  return { content, store }
}
