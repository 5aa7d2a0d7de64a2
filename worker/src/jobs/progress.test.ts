import { describe, expect, it, vi } from 'vitest'
import type { JobEvent } from '@shared/src/jobs/events.schema'
import { progressReporter } from './progress'

describe('progressReporter', () => {
  it('emits the first report, then whole per cents a second apart or 5 % apart, in order', async () => {
    const events: JobEvent[] = []
    let clock = 0
    const reporter = progressReporter(async (e) => void events.push(e), { now: () => clock })
    reporter.report(0)
    reporter.report(0.02) // too soon and too small
    clock = 1_500
    reporter.report(0.03) // a second later
    reporter.report(0.035) // same whole per cent
    reporter.report(0.09) // 6 % more: at once
    clock = 1_600
    reporter.report(0.1) // too soon, too small
    reporter.report(1.2) // clamped to 100 %
    await reporter.flush()
    expect(events).toEqual([
      { type: 'status', message: 'Transcribing… 0 %', progress: 0 },
      { type: 'status', message: 'Transcribing… 3 %', progress: 0.03 },
      { type: 'status', message: 'Transcribing… 9 %', progress: 0.09 },
      { type: 'status', message: 'Transcribing… 100 %', progress: 1 },
    ])
  })

  it('emits the end at once, however soon and small the step to it', async () => {
    const events: JobEvent[] = []
    let clock = 0
    const reporter = progressReporter(async (e) => void events.push(e), { now: () => clock })
    reporter.report(0.96)
    clock = 100
    reporter.report(0.99) // too soon, too small
    reporter.report(1)
    await reporter.flush()
    expect(events.map((e) => (e.type === 'status' ? e.progress : null))).toEqual([0.96, 1])
  })

  it('repeats the last status when nothing was sent for the keep-alive time, until flushed', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] })
    try {
      const events: JobEvent[] = []
      const reporter = progressReporter(async (e) => void events.push(e), { keepAliveMs: 100 })
      reporter.report(0.4)
      await vi.advanceTimersByTimeAsync(99)
      expect(events).toHaveLength(1)
      await vi.advanceTimersByTimeAsync(1)
      expect(events).toHaveLength(2)
      await vi.advanceTimersByTimeAsync(200)
      expect(events).toHaveLength(4)
      await reporter.flush()
      await vi.advanceTimersByTimeAsync(1_000)
      expect(events).toHaveLength(4)
      expect(new Set(events.map((e) => JSON.stringify(e)))).toEqual(new Set([JSON.stringify({ type: 'status', message: 'Transcribing… 40 %', progress: 0.4 })]))
    } finally {
      vi.useRealTimers()
    }
  })

  it('keeps going when an append fails', async () => {
    let calls = 0
    const reporter = progressReporter(async () => {
      calls++
      throw new Error('redis down')
    })
    reporter.report(0)
    reporter.report(0.5)
    await expect(reporter.flush()).resolves.toBeUndefined()
    expect(calls).toBe(2)
  })
})
