import { useSyncExternalStore } from 'react'
import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from '@shared/src/constants'

export type ToastVariant = 'default' | 'destructive' | 'success'

/** Toast entity. */
export interface Toast {
  id: string
  title?: string
  description?: string
  variant: ToastVariant
  /** False once dismissed; removed from the list 500 ms later. */
  open: boolean
  createdAt: number
}

let toasts: Toast[] = []
const listeners = new Set<() => void>()
const emit = () => listeners.forEach((l) => l())
let seq = 0

/**
 * Shows a toast; at most TOAST_LIMIT stay visible (the oldest go first). The same message shown again while
 * it is still open replaces it (with a fresh countdown) instead of stacking a copy.
 */
export function toast(t: { title?: string; description?: string; variant?: ToastVariant }): string {
  const id = `t${++seq}`
  const variant = t.variant ?? 'default'
  const same = (x: Toast) => x.open && x.title === t.title && x.description === t.description && x.variant === variant
  toasts = [{ id, title: t.title, description: t.description, variant, open: true, createdAt: Date.now() }, ...toasts.filter((x) => !same(x))].slice(0, TOAST_LIMIT)
  emit()
  return id
}

/** Starts the exit animation; the toast leaves the list TOAST_REMOVE_DELAY_MS later. */
export function dismissToast(id: string): void {
  toasts = toasts.map((t) => (t.id === id ? { ...t, open: false } : t))
  emit()
  setTimeout(() => {
    toasts = toasts.filter((t) => t.id !== id)
    emit()
  }, TOAST_REMOVE_DELAY_MS)
}

export function useToasts(): Toast[] {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l)
      return () => listeners.delete(l)
    },
    () => toasts,
  )
}

/** Test helper: forget every toast. */
export function resetToasts(): void {
  toasts = []
  emit()
}
