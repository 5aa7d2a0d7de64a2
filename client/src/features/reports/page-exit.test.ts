import { beforeEach, describe, expect, it } from 'vitest'
import { EXIT_SAVE_WAIT_MS, pendingExitSave, sendFinalSave } from './page-exit'

// jsdom's session storage, as the tab keeps it across a reload; emptied before each test.
beforeEach(() => sessionStorage.clear())
function tabStorage(): Storage {
  return sessionStorage
}

const input = { version: 7, title: 'Case 2026-0042', chapters: [{ id: 'c1', title: 'History', content: '<p>Quick note.</p>', order: 1 }] }

describe('the last save sent on the way out', () => {
  it('leaves a mark the next page of this report reads for a few seconds, naming the version it was made on', () => {
    const storage = tabStorage()
    expect(sendFinalSave('r1', input, storage)).toBe(true)
    const mark = pendingExitSave('r1', storage)
    expect(mark).toMatchObject({ version: 7 })
    expect(pendingExitSave('r1', storage, mark!.at + EXIT_SAVE_WAIT_MS - 1)).toEqual(mark)
    expect(pendingExitSave('r2', storage)).toBeNull()
  })

  it('forgets a mark once it is older than the wait, and ignores one it cannot read', () => {
    const storage = tabStorage()
    sendFinalSave('r1', input, storage)
    const at = pendingExitSave('r1', storage)!.at
    expect(pendingExitSave('r1', storage, at + EXIT_SAVE_WAIT_MS)).toBeNull()
    expect(storage.length).toBe(0)
    storage.setItem('reportExitSave:r1', '{not json')
    expect(pendingExitSave('r1', storage)).toBeNull()
  })

  it('sends nothing and leaves no mark for a report too large for a keepalive request', () => {
    const storage = tabStorage()
    const huge = { ...input, chapters: [{ ...input.chapters[0], content: `<p>${'x'.repeat(70_000)}</p>` }] }
    expect(sendFinalSave('r1', huge, storage)).toBe(false)
    expect(pendingExitSave('r1', storage)).toBeNull()
  })
})
