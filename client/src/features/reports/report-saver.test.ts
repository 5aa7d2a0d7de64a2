import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ReportSaver, isConflictError, type SaveInput, type SaverDeps } from './report-saver'

/** A stand-in for the network: records each request and answers as told. */
function transport() {
  const calls: SaveInput[] = []
  let answer: (input: SaveInput) => Promise<{ version: number; updatedAt: string }> = async (input) => ({ version: input.version + 1, updatedAt: 'now' })
  const events: string[] = []
  let title = 'T'
  const deps: SaverDeps = {
    snapshot: () => ({ title, chapters: [] }),
    save: (input) => {
      calls.push(input)
      return answer(input)
    },
    onSaved: (r, dirty) => events.push(`saved v${r.version}${dirty ? ' dirty' : ''}`),
    onConflict: () => events.push('conflict'),
    onError: (_e, { explicit, streak }) => events.push(`error ${explicit ? 'explicit' : 'auto'} ${streak}`),
  }
  return {
    deps,
    calls,
    events,
    setTitle: (t: string) => (title = t),
    answerWith: (fn: typeof answer) => (answer = fn),
  }
}

const conflict = () => Object.assign(new Error('conflict'), { data: { httpStatus: 409, code: 'CONFLICT' } })

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('ReportSaver', () => {
  it('autosaves once, 2 s after the last of several changes, with the loaded version', async () => {
    const t = transport()
    const saver = new ReportSaver(t.deps, 5, 2_000)
    saver.changed()
    await vi.advanceTimersByTimeAsync(1_500)
    saver.changed()
    await vi.advanceTimersByTimeAsync(1_999)
    expect(t.calls).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(t.calls).toEqual([{ version: 5, title: 'T', chapters: [] }])
    expect(saver.version).toBe(6)
    expect(saver.dirty).toBe(false)
  })

  it('sends the next save with the version the last one returned', async () => {
    const t = transport()
    const saver = new ReportSaver(t.deps, 1)
    saver.changed()
    await saver.save()
    saver.changed()
    await saver.save()
    expect(t.calls.map((c) => c.version)).toEqual([1, 2])
  })

  it('runs one request at a time and saves changes made meanwhile afterwards', async () => {
    const t = transport()
    let release!: () => void
    t.answerWith((input) => new Promise((resolve) => (release = () => resolve({ version: input.version + 1, updatedAt: 'x' }))))
    const saver = new ReportSaver(t.deps, 1, 2_000)
    saver.changed()
    const first = saver.save()
    await vi.advanceTimersByTimeAsync(0)
    saver.changed()
    t.setTitle('T2')
    const second = saver.save()
    await vi.advanceTimersByTimeAsync(0)
    expect(t.calls).toHaveLength(1)
    release()
    await first
    await vi.advanceTimersByTimeAsync(0)
    expect(t.calls).toHaveLength(2)
    release()
    await second
    expect(t.calls[1]).toMatchObject({ version: 2, title: 'T2' })
    expect(t.events).toEqual(['saved v2 dirty', 'saved v3'])
  })

  it('skips an autosave without changes but saves on an explicit request', async () => {
    const t = transport()
    const saver = new ReportSaver(t.deps, 1)
    expect(await saver.save()).toBe('unchanged')
    expect(await saver.save(true)).toBe('saved')
    expect(t.calls).toHaveLength(1)
  })

  it('stops on a conflict, keeps the changes, and continues from the server version on overwrite', async () => {
    const t = transport()
    t.answerWith(async () => Promise.reject(conflict()))
    const saver = new ReportSaver(t.deps, 3)
    saver.changed()
    expect(await saver.save()).toBe('conflict')
    expect(saver.inConflict).toBe(true)
    expect(saver.dirty).toBe(true)
    saver.changed()
    await vi.advanceTimersByTimeAsync(10_000)
    expect(t.calls).toHaveLength(1)
    t.answerWith(async (input) => ({ version: input.version + 1, updatedAt: 'y' }))
    expect(await saver.overwriteFrom(7)).toBe('saved')
    expect(t.calls[1].version).toBe(7)
    expect(saver.version).toBe(8)
    expect(t.events).toEqual(['conflict', 'saved v8'])
  })

  it('reports failures once per streak for autosaves and retries with back-off', async () => {
    const t = transport()
    t.answerWith(async () => Promise.reject(new Error('offline')))
    const saver = new ReportSaver(t.deps, 1, 2_000)
    saver.changed()
    await vi.advanceTimersByTimeAsync(2_000)
    expect(t.events).toEqual(['error auto 1'])
    await vi.advanceTimersByTimeAsync(4_000)
    expect(t.calls).toHaveLength(2)
    t.answerWith(async (input) => ({ version: input.version + 1, updatedAt: 'z' }))
    await vi.advanceTimersByTimeAsync(8_000)
    expect(t.events).toEqual(['error auto 1', 'error auto 2', 'saved v2'])
    expect(saver.dirty).toBe(false)
  })

  it('forgets unsaved state after a reload from the server', async () => {
    const t = transport()
    const saver = new ReportSaver(t.deps, 1)
    saver.changed()
    saver.reset(9)
    await vi.advanceTimersByTimeAsync(5_000)
    expect(t.calls).toHaveLength(0)
    expect(saver.dirty).toBe(false)
    expect(saver.version).toBe(9)
  })
})

it('recognises the conflict answer by HTTP status or tRPC code', () => {
  expect(isConflictError(conflict())).toBe(true)
  expect(isConflictError({ data: { code: 'CONFLICT' } })).toBe(true)
  expect(isConflictError({ data: { httpStatus: 500 } })).toBe(false)
  expect(isConflictError(new Error('x'))).toBe(false)
})
