import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LocalCleanupEngine } from '../engines/local/cleanup'
import { LocalTagMatchingEngine } from '../engines/local/extract'
import type { TranscriptionEngine } from '../engines/types'
import { readJobEvents } from '@shared/node/jobs/events'
import { jobKeys } from '@shared/node/jobs/keys'
import type { JobDeps } from './deps'
import { cleanupJob } from './cleanup.job'
import { tagMatchingJob } from './tag-matching.job'
import { transcriptionJob } from './transcription.job'
import { JobTuning } from './tuning'
import { fixtureChapters, insertFixtureTags, insertReport, insertUser, type FixtureTags } from '../../../test/factories/jobs'
import { startJobHarness, type JobHarness } from '../../../test/harness/jobs'
import { JOB_TEXTS } from '@shared/src/jobs/texts'

const transcription: TranscriptionEngine = {
  name: 'fixed',
  transcribe: async ({ audio }) => ({ text: audio.length ? 'heart weight three hundred and fifty grams' : '' }),
}
const engines = { transcription, tagMatching: new LocalTagMatchingEngine(), cleanup: new LocalCleanupEngine() }

let h: JobHarness
let deps: JobDeps
let tags: FixtureTags
beforeAll(async () => {
  h = await startJobHarness({ engines })
  deps = { db: h.t.db, redis: h.redis, prefix: h.config.QUEUE_PREFIX, engines, tuning: JobTuning.parse({}) }
  tags = await insertFixtureTags(h.t.db)
})
afterAll(() => h.close())

const count = async (table: 'cleanedReports' | 'jobOutcomes' | 'transcripts', jobId: string) =>
  (await h.t.db.selectFrom(table).select('jobId').where('jobId', '=', jobId).execute()).length
const usageOf = async (userId: string) => h.t.db.selectFrom('usage').selectAll().where('userId', '=', userId).executeTakeFirst()

async function setup() {
  const user = await insertUser(h.t.db)
  const report = await insertReport(h.t.db, user.id, fixtureChapters(tags))
  return { user, report }
}

describe('a job run again after it finished (a retry after the commit)', () => {
  it('tag matching: replays the stored result and spends the quota once', async () => {
    const { user, report } = await setup()
    const payload = { userId: user.id, reportId: report.id, transcription: 'heart weight three hundred and fifty grams', documentContent: '', existingTags: [], includeTagDescriptions: true }
    const jobId = await h.enqueue('tag-matching', payload)
    const first = (await h.eventsOf(jobId)).at(-1)!.event
    expect(first).toMatchObject({ type: 'complete', result: { matchedTags: [{ id: tags.heart_weight.id, name: 'heart_weight', value: '350 g' }] } })
    const job = (await h.queues.queue('tag-matching').getJob(jobId))!
    await tagMatchingJob(job, deps)
    const events = await readJobEvents(h.redis, h.config.QUEUE_PREFIX, jobId)
    expect(events.at(-1)!.event).toEqual(first)
    expect(events.filter((e) => e.event.type === 'complete')).toHaveLength(2)
    expect((await usageOf(user.id))?.tagMatches).toBe(1)
    expect(await count('jobOutcomes', jobId)).toBe(1)
  })

  it('transcription: keeps one transcript row', async () => {
    const { user, report } = await setup()
    const jobId = 'transcribe-once'
    await h.redis.set(jobKeys(h.config.QUEUE_PREFIX, jobId).audio, Buffer.from('RIFF....WAVE'), 'EX', 60)
    await h.enqueue('transcription', { userId: user.id, reportId: report.id, mimeType: 'audio/wav', filename: 'a.wav', audioBytes: 12 }, jobId)
    const first = (await h.eventsOf(jobId)).at(-1)!.event
    expect(first).toEqual({ type: 'complete', result: { transcription: 'heart weight three hundred and fifty grams', engine: 'fixed' } })
    expect(await h.redis.exists(jobKeys(h.config.QUEUE_PREFIX, jobId).audio)).toBe(0)
    await transcriptionJob((await h.queues.queue('transcription').getJob(jobId))!, deps)
    expect((await readJobEvents(h.redis, h.config.QUEUE_PREFIX, jobId)).at(-1)!.event).toEqual(first)
    expect(await count('transcripts', jobId)).toBe(1)
  })

  it('transcription: audio that is gone fails at once with a clear message', async () => {
    const { user, report } = await setup()
    const jobId = await h.enqueue('transcription', { userId: user.id, reportId: report.id, mimeType: 'audio/wav', filename: 'a.wav', audioBytes: 12 })
    expect((await h.eventsOf(jobId)).at(-1)!.event).toEqual({ type: 'error', code: 'BAD_REQUEST', message: JOB_TEXTS.audioExpired })
    expect(await h.t.db.selectFrom('jobOutcomes').select(['status', 'error']).where('jobId', '=', jobId).executeTakeFirst()).toEqual({
      status: 'failed',
      error: JOB_TEXTS.audioExpired,
    })
  })
})

describe('two workers running the same job at once (a lock lost to a stall)', () => {
  it('cleanup: one stored report, one cleanup spent, both runs end with the same result', async () => {
    const { user, report } = await setup()
    const jobId = 'raced-cleanup'
    await h.queues.queue('cleanup').add('cleanup', { userId: user.id, reportId: report.id }, { jobId, delay: 60_000 })
    const job = (await h.queues.queue('cleanup').getJob(jobId))!
    await Promise.all([cleanupJob(job, deps), cleanupJob(job, deps)])
    const ends = (await readJobEvents(h.redis, h.config.QUEUE_PREFIX, jobId)).filter((e) => e.event.type === 'complete')
    expect(ends).toHaveLength(2)
    expect(ends[0].event).toEqual(ends[1].event)
    expect(await count('cleanedReports', jobId)).toBe(1)
    expect((await usageOf(user.id))?.reportCleanups).toBe(1)
  })
})
