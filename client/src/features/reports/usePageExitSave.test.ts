import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, renderHook } from '@testing-library/react'
import { useBufferedEdits } from './useBufferedEdits'
import { usePageExitSave, type PageExitHandlers } from './usePageExitSave'

let visibility: DocumentVisibilityState = 'visible'
beforeEach(() => {
  visibility = 'visible'
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility })
})
afterEach(() => {
  Reflect.deleteProperty(document, 'visibilityState')
  vi.useRealTimers()
})

const hide = () => {
  visibility = 'hidden'
  document.dispatchEvent(new Event('visibilitychange'))
}
const show = () => {
  visibility = 'visible'
  document.dispatchEvent(new Event('visibilitychange'))
}

/** Handlers that log what they are asked to do, tagged with the render they came from. */
const logging = (log: string[], tag = ''): PageExitHandlers => ({
  prepare: () => log.push(`prepare${tag}`),
  save: () => log.push(`save${tag}`),
  sendFinal: () => log.push(`sendFinal${tag}`),
})

describe('saves on the way out', () => {
  it('saves when the tab is hidden, not when it is shown again', () => {
    const log: string[] = []
    renderHook(() => usePageExitSave(logging(log)))
    show()
    expect(log).toEqual([])
    hide()
    expect(log).toEqual(['prepare', 'save'])
  })

  it('sends the keepalive save when the page unloads', () => {
    const log: string[] = []
    renderHook(() => usePageExitSave(logging(log)))
    window.dispatchEvent(new Event('pagehide'))
    expect(log).toEqual(['prepare', 'sendFinal'])
  })

  it('saves when the editor closes inside the app, and stops listening', () => {
    const log: string[] = []
    const hook = renderHook(() => usePageExitSave(logging(log)))
    hook.unmount()
    expect(log).toEqual(['prepare', 'save'])
    hide()
    window.dispatchEvent(new Event('pagehide'))
    expect(log).toEqual(['prepare', 'save'])
  })

  it('calls the newest handlers without attaching the listeners again', () => {
    const log: string[] = []
    const add = vi.spyOn(window, 'addEventListener')
    const hook = renderHook(({ tag }) => usePageExitSave(logging(log, tag)), { initialProps: { tag: ':1' } })
    hook.rerender({ tag: ':2' })
    window.dispatchEvent(new Event('pagehide'))
    expect(log).toEqual(['prepare:2', 'sendFinal:2'])
    expect(add.mock.calls.filter(([type]) => type === 'pagehide')).toHaveLength(1)
    add.mockRestore()
  })

  it('takes the text typed in the last second along when the page unloads (with the buffered edits)', () => {
    vi.useFakeTimers()
    const sent: Array<Record<string, string>> = []
    let content: Record<string, string> = { a: '<p>old</p>' }
    const hook = renderHook(() => {
      const edits = useBufferedEdits((batch) => (content = { ...content, ...Object.fromEntries(batch) }))
      usePageExitSave({ prepare: edits.flush, save: () => undefined, sendFinal: () => sent.push(content) })
      return edits
    })
    act(() => hook.result.current.buffer('a', '<p>typed just now</p>'))
    act(() => vi.advanceTimersByTime(300))
    window.dispatchEvent(new Event('pagehide'))
    expect(sent).toEqual([{ a: '<p>typed just now</p>' }])
  })
})
