import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LocalCleanupEngine } from '../engines/local/cleanup'
import { LocalTagMatchingEngine } from '../engines/local/extract'
import type { CleanupEngine, CleanupInput, TranscriptionEngine } from '../engines/types'
import type { JobEvent, StreamedJobEvent } from '@shared/src/jobs/events.schema'
import { JOB_TEXTS } from '@shared/src/jobs/texts'
import { REPORT_NOT_FOUND_MESSAGE } from '@shared/src/reports/report.schema'
import { fixtureChapters, insertFixtureTags, insertReport, insertUser, setUsage, type FixtureTags } from '../../../test/factories/jobs'
import { startJobHarness, type JobHarness } from '../../../test/harness/jobs'

const local = new LocalCleanupEngine()

/** Fails on the first `failures` runs after two chunks; counts its runs. */
class FlakyCleanup implements CleanupEngine {
  readonly name = 'flaky'
  runs = 0
  constructor(private failures: number) {}
  async *stream(input: CleanupInput): AsyncIterable<string> {
    this.runs += 1
    let n = 0
    for await (const chunk of local.stream(input)) {
      if (this.runs <= this.failures && ++n > 2) throw new Error('connection reset')
      yield chunk
    }
  }
}

/** A cleanup that "improves" the heart weight: the job must refuse it. */
class RewordingCleanup implements CleanupEngine {
  readonly name = 'rewording'
  async *stream(input: CleanupInput): AsyncIterable<string> {
    for await (const chunk of local.stream(input)) yield chunk.replace('350 g', '360 g')
  }
}

const unusedTranscription: TranscriptionEngine = { name: 'unused', transcribe: async () => ({ text: '' }) }

const byCleanup = new Map<string, CleanupEngine>()
/** Routes each job to the engine its report title names, so one harness serves every case. */
const routing: CleanupEngine = {
  name: 'routing',
  stream: (input) => (byCleanup.get(input.title) ?? local).stream(input),
}

let h: JobHarness
let tags: FixtureTags
beforeAll(async () => {
  h = await startJobHarness({
    engines: { transcription: unusedTranscription, tagMatching: new LocalTagMatchingEngine(), cleanup: routing },
  })
  tags = await insertFixtureTags(h.t.db)
})
afterAll(() => h.close())

const types = (events: StreamedJobEvent[]) => events.map((e) => e.event.type)
const last = (events: StreamedJobEvent[]) => events.at(-1)!.event

async function cleanupCase(opts: { title?: string; heartWeight?: string; role?: 'free' | 'normal'; engine?: CleanupEngine } = {}) {
  const user = await insertUser(h.t.db, opts.role ?? 'free')
  const title = opts.title ?? `Case ${Math.random()}`
  if (opts.engine) byCleanup.set(title, opts.engine)
  const report = await insertReport(h.t.db, user.id, fixtureChapters(tags, opts.heartWeight), title)
  return { user, report }
}

const cleanedRows = (jobId: string) => h.t.db.selectFrom('cleanedReports').selectAll().where('jobId', '=', jobId).execute()
const outcome = (jobId: string) => h.t.db.selectFrom('jobOutcomes').selectAll().where('jobId', '=', jobId).executeTakeFirst()
const usageOf = (userId: string) => h.t.db.selectFrom('usage').selectAll().where('userId', '=', userId).executeTakeFirst()

describe('cleanup job', () => {
  it('streams the cleaned report, lists missing fields, stores it and spends one cleanup', async () => {
    const { user, report } = await cleanupCase()
    const jobId = await h.enqueue('cleanup', { userId: user.id, reportId: report.id })
    const events = await h.eventsOf(jobId)
    expect(events[1].event).toEqual({ type: 'status', message: JOB_TEXTS.cleaning, attempt: 1 })
    const done = last(events) as Extract<JobEvent, { type: 'complete' }>
    expect(done.type).toBe('complete')
    const streamed = events.flatMap((e) => (e.event.type === 'content' ? [e.event.content] : [])).join('')
    expect(done.fullContent).toBe(streamed)
    expect(streamed).toContain('## 2. Internal examination')
    expect(streamed).toContain('350 g')
    expect(streamed).toContain('[MISSING: liver_weight]')
    const missing = events.find((e) => e.event.type === 'status' && e.event.missingFields)
    expect(missing?.event).toMatchObject({ missingFields: ['liver_weight'] })
    expect(done.missingFields).toEqual(['liver_weight'])
    const rows = await cleanedRows(jobId)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ reportId: report.id, content: streamed, missingFields: ['liver_weight'] })
    expect(await outcome(jobId)).toMatchObject({ status: 'completed', kind: 'cleanup', userId: user.id, reportId: report.id })
    expect((await usageOf(user.id))?.reportCleanups).toBe(1)
  })

  it('uses the title given with the request', async () => {
    const { user, report } = await cleanupCase()
    const jobId = await h.enqueue('cleanup', { userId: user.id, reportId: report.id, title: 'Autopsy of J. Doe' })
    const done = last(await h.eventsOf(jobId)) as Extract<JobEvent, { type: 'complete' }>
    expect(done.fullContent?.startsWith('# Autopsy of J. Doe\n')).toBe(true)
  })

  it('refuses a cleanup that changed a tagged value, naming it, and stores nothing', async () => {
    const { user, report } = await cleanupCase({ engine: new RewordingCleanup() })
    const jobId = await h.enqueue('cleanup', { userId: user.id, reportId: report.id })
    const end = last(await h.eventsOf(jobId))
    expect(end).toMatchObject({ type: 'error', code: 'VALUE_CHANGED', changedValues: [{ name: 'heart_weight', value: '350 g' }] })
    expect((end as { message: string }).message).toContain('heart_weight "350 g"')
    expect(await cleanedRows(jobId)).toEqual([])
    expect(await outcome(jobId)).toMatchObject({ status: 'failed' })
    expect(await usageOf(user.id)).toBeUndefined()
  })

  it('restarts cleanly after an engine failure: the next attempt says so and starts over', async () => {
    const engine = new FlakyCleanup(1)
    const { user, report } = await cleanupCase({ engine })
    const jobId = await h.enqueue('cleanup', { userId: user.id, reportId: report.id })
    const events = await h.eventsOf(jobId)
    const restart = events.findIndex((e) => e.event.type === 'status' && e.event.attempt === 2)
    expect(events[restart].event).toEqual({ type: 'status', message: JOB_TEXTS.restarting, attempt: 2 })
    expect(events[restart - 1].event).toEqual({ type: 'status', message: JOB_TEXTS.retrying })
    const after = events.slice(restart).flatMap((e) => (e.event.type === 'content' ? [e.event.content] : [])).join('')
    expect(last(events)).toMatchObject({ type: 'complete', fullContent: after })
    expect(engine.runs).toBe(2)
    expect(await cleanedRows(jobId)).toHaveLength(1)
  })

  it('ends with the partial report when the engine keeps failing', async () => {
    const { user, report } = await cleanupCase({ engine: new FlakyCleanup(99) })
    const jobId = await h.enqueue('cleanup', { userId: user.id, reportId: report.id })
    const events = await h.eventsOf(jobId)
    const end = last(events) as Extract<JobEvent, { type: 'partial' }>
    expect(end.type).toBe('partial')
    expect(end.content.startsWith('# ')).toBe(true)
    expect(end.message).toContain('connection reset')
    expect(types(events).filter((t) => t === 'status').length).toBeGreaterThanOrEqual(5) // 3 attempts, 2 retries
    expect(await cleanedRows(jobId)).toEqual([])
    expect(await outcome(jobId)).toMatchObject({ status: 'failed', result: { code: 'FAILED', partialContent: end.content } })
  }, 20_000)

  it('fails with the quota message when the free quota is used up, and normal users are unlimited', async () => {
    const free = await cleanupCase()
    await setUsage(h.t.db, free.user.id, { reportCleanups: 50 })
    const jobId = await h.enqueue('cleanup', { userId: free.user.id, reportId: free.report.id })
    expect(last(await h.eventsOf(jobId))).toEqual({ type: 'error', code: 'QUOTA_EXCEEDED', message: JOB_TEXTS.cleanupQuota })
    expect(await cleanedRows(jobId)).toEqual([])
    expect((await usageOf(free.user.id))?.reportCleanups).toBe(50)

    const normal = await cleanupCase({ role: 'normal' })
    await setUsage(h.t.db, normal.user.id, { reportCleanups: 500 })
    const ok = await h.enqueue('cleanup', { userId: normal.user.id, reportId: normal.report.id })
    expect(last(await h.eventsOf(ok)).type).toBe('complete')
  })

  it("refuses someone else's report", async () => {
    const { report } = await cleanupCase()
    const stranger = await insertUser(h.t.db)
    const jobId = await h.enqueue('cleanup', { userId: stranger.id, reportId: report.id })
    expect(last(await h.eventsOf(jobId))).toEqual({ type: 'error', code: 'NOT_FOUND', message: REPORT_NOT_FOUND_MESSAGE })
  })
})
