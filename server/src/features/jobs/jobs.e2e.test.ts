import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import mammoth from 'mammoth'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startStack, type Stack } from '../../../../test/harness/stack'
import { synthesize } from '../../../../test/fixtures/audio/synth'
import { fixtureChapters, setUsage, type FixtureTags } from '../../../../test/factories/jobs'
import type { Chapter } from '@shared/src/reports/chapter.schema'
import { JOB_TEXTS } from '@shared/src/jobs/texts'
import { openSse, type SseMessage } from '../../../../test/harness/sse'

// The real product: server and worker as separate processes on a seeded database. Cleanup chunks are
// slowed (CLEANUP_CHUNK_DELAY_MS) so a worker can be killed mid-cleanup; the short lock lets another
// worker take the job over within seconds.
let stack: Stack
let tags: FixtureTags
let dir: string
beforeAll(async () => {
  stack = await startStack({ env: { CLEANUP_CHUNK_DELAY_MS: '120', JOB_LOCK_DURATION_MS: '2000', JOB_STALLED_INTERVAL_MS: '1000' } })
  const rows = await stack.t.db.selectFrom('tags').select(['id', 'identifier', 'color']).execute()
  tags = Object.fromEntries(rows.map((r) => [r.identifier, r]))
  dir = mkdtempSync(path.join(tmpdir(), 'jobs-e2e-'))
}, 120_000)
afterAll(async () => {
  await stack?.stop()
  rmSync(dir, { recursive: true, force: true })
})

let n = 0
async function freeUser() {
  n += 1
  const body = { email: `jobs${n}-${Date.now()}@example.org`, username: `jobs${n}x${Date.now()}`, password: 'secret12', invitationCode: stack.invitationCode }
  const res = await fetch(`${stack.url}/api/auth/signup`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  expect(res.status).toBe(200)
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('sid='))!.split(';')[0]
  const { user } = (await res.json()) as { user: { id: string } }
  return { cookie, userId: user.id }
}

async function newReport(userId: string, chapters: Chapter[]) {
  const row = await stack.t.db
    .insertInto('reports')
    .values({ ownerId: userId, title: 'Case E2E', templateId: null, selectedInjuryModules: '[]', chapters: JSON.stringify(chapters) })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

/** A long report: the fixture chapters and many more, so the cleanup streams for several seconds. */
const longChapters = (): Chapter[] => [
  ...fixtureChapters(tags),
  ...Array.from({ length: 40 }, (_, i) => ({ id: `x${i}`, title: `Additional finding ${i + 1}`, order: i + 3, content: `<p>Finding number ${i + 1} is recorded.</p>` })),
]

const postJson = (url: string, cookie: string, body: unknown) =>
  fetch(`${stack.url}${url}`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify(body) })

/** Reads messages until `until` holds or the stream ends; leaves the stream open for more reads. */
async function drain(messages: AsyncGenerator<SseMessage>, until?: (m: SseMessage, all: SseMessage[]) => boolean) {
  const out: SseMessage[] = []
  for (let next = await messages.next(); !next.done; next = await messages.next()) {
    out.push(next.value)
    if (until?.(next.value, out)) break
  }
  return out
}

const contentOf = (messages: SseMessage[]) => messages.flatMap((m) => (m.data.type === 'content' ? [m.data.content] : [])).join('')

describe('job pipeline through real server and worker processes', () => {
  it('transcribes a spoken WAV upload', async () => {
    const { cookie, userId } = await freeUser()
    const reportId = await newReport(userId, fixtureChapters(tags))
    const file = await synthesize('heart weight three hundred and fifty grams', 'espeak-us', dir, 'dictation')
    const form = new FormData()
    form.append('audio', new Blob([readFileSync(file)], { type: 'audio/wav' }), 'dictation.wav')
    const res = await fetch(`${stack.url}/api/reports/${reportId}/transcribe-only`, { method: 'POST', body: form, headers: { cookie } })
    const body = (await res.json()) as { transcription?: string; error?: string }
    expect(res.status, body.error).toBe(200)
    expect(body.transcription).toMatch(/three hundred|350/i)
  }, 240_000)

  it('refuses uploads that are not audio or too large', async () => {
    const { cookie, userId } = await freeUser()
    const reportId = await newReport(userId, fixtureChapters(tags))
    const send = async (bytes: Buffer, type: string, name: string) => {
      const form = new FormData()
      form.append('audio', new Blob([new Uint8Array(bytes)], { type }), name)
      const res = await fetch(`${stack.url}/api/reports/${reportId}/transcribe-only`, { method: 'POST', body: form, headers: { cookie } })
      return { status: res.status, error: ((await res.json()) as { error: string }).error }
    }
    // The declared type is audio, the content is not: a recording that cannot be read, not a wrong type.
    expect(await send(Buffer.from('plain text notes, renamed\n'), 'audio/wav', 'notes.wav')).toEqual({ status: 422, error: JOB_TEXTS.audioUnreadable })
    expect(await send(Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), 'audio/wav', 'x.wav')).toEqual({ status: 422, error: JOB_TEXTS.audioUnreadable })
    expect(await send(Buffer.from('plain text notes\n'), 'text/plain', 'notes.txt')).toEqual({ status: 415, error: JOB_TEXTS.audioType })
    const big = Buffer.alloc(26 * 1024 * 1024, 0)
    big.write('RIFF', 0, 'ascii')
    big.write('WAVE', 8, 'ascii')
    expect(await send(big, 'audio/wav', 'long.wav')).toEqual({ status: 413, error: JOB_TEXTS.audioTooLarge })
  }, 60_000)

  it('matches tags from a transcript', async () => {
    const { cookie, userId } = await freeUser()
    const reportId = await newReport(userId, fixtureChapters(tags))
    const res = await postJson(`/api/reports/${reportId}/match-tags`, cookie, {
      documentContent: '',
      transcription: 'Heart weight three hundred and fifty grams.',
      existingTags: [{ id: tags.heart_weight.id, name: 'heart_weight', value: '' }],
      includeTagDescriptions: true,
      reducedLightMode: true,
    })
    expect(res.status).toBe(200)
    const { matchedTags } = (await res.json()) as { matchedTags: { id: string; name: string; value: string; location: string; confidence: number }[] }
    expect(matchedTags).toContainEqual(expect.objectContaining({ id: tags.heart_weight.id, name: 'heart_weight', value: '350 g' }))
  }, 60_000)

  it('streams a cleanup as SSE and resumes it with Last-Event-ID mid-stream without a repeat or a gap', async () => {
    const { cookie, userId } = await freeUser()
    const reportId = await newReport(userId, longChapters())
    const first = await openSse(`${stack.url}/api/reports/${reportId}/cleanup-stream`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ reportTitle: 'Case E2E' }),
    })
    const jobId = first.headers.get('x-job-id')!
    const before = await drain(first.messages, (_m, all) => all.filter((x) => x.data.type === 'content').length === 5)
    first.close()
    const resumed = await openSse(`${stack.url}/api/jobs/${jobId}/events`, { headers: { cookie, 'last-event-id': before.at(-1)!.id! } })
    const after = await drain(resumed.messages)
    const whole = await drain((await openSse(`${stack.url}/api/jobs/${jobId}/events`, { headers: { cookie } })).messages)
    expect([...before, ...after]).toEqual(whole)
    expect(whole.at(-1)!.data).toMatchObject({ type: 'complete', fullContent: contentOf(whole) })
    const cleaned = await fetch(`${stack.url}/api/reports/${reportId}/cleaned`, { headers: { cookie } })
    expect(((await cleaned.json()) as { content: string }).content).toBe(contentOf(whole))
  }, 120_000)

  it('finishes a cleanup whose worker was killed mid-way on a restarted worker, storing it once', async () => {
    const { cookie, userId } = await freeUser()
    const reportId = await newReport(userId, longChapters())
    const sse = await openSse(`${stack.url}/api/reports/${reportId}/cleanup-stream`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: '{}',
    })
    const jobId = sse.headers.get('x-job-id')!
    const before = await drain(sse.messages, (_m, all) => all.filter((x) => x.data.type === 'content').length === 4)
    for (const w of stack.workers) if (w.exitCode === null) w.kill('SIGKILL')
    stack.startWorker()
    const after = await drain(sse.messages)
    sse.close()
    const restart = after.findIndex((m) => m.data.type === 'status' && m.data.attempt === 2)
    expect(after[restart]?.data).toEqual({ type: 'status', message: JOB_TEXTS.restarting, attempt: 2 })
    const end = after.at(-1)!.data
    expect(end).toMatchObject({ type: 'complete', fullContent: contentOf(after.slice(restart)) })
    expect(contentOf(before).length).toBeGreaterThan(0)
    const stored = await stack.t.db.selectFrom('cleanedReports').select('content').where('reportId', '=', reportId).execute()
    expect(stored).toEqual([{ content: (end as { fullContent: string }).fullContent }])
    expect(await stack.t.db.selectFrom('jobOutcomes').select('status').where('jobId', '=', jobId).execute()).toEqual([{ status: 'completed' }])
    const usage = await stack.t.db.selectFrom('usage').select('reportCleanups').where('userId', '=', userId).executeTakeFirst()
    expect(usage?.reportCleanups).toBe(1)
  }, 120_000)

  it('lets exactly the remaining 3 of 10 concurrent tag matches through', async () => {
    const { cookie, userId } = await freeUser()
    const reportId = await newReport(userId, fixtureChapters(tags))
    await setUsage(stack.t.db, userId, { tagMatches: 47 })
    const body = { transcription: 'Heart weight three hundred and fifty grams.' }
    const answers = await Promise.all(
      Array.from({ length: 10 }, async () => {
        const res = await postJson(`/api/reports/${reportId}/match-tags`, cookie, body)
        return { status: res.status, body: (await res.json()) as { error?: string } }
      }),
    )
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3)
    const refused = answers.filter((a) => a.status !== 200)
    expect(refused).toHaveLength(7)
    for (const r of refused) expect(r).toEqual({ status: 429, body: expect.objectContaining({ error: JOB_TEXTS.tagMatchQuota }) })
    const stats = await fetch(`${stack.url}/api/auth/usage-stats`, { headers: { cookie } })
    expect(((await stats.json()) as { tagMatches: unknown }).tagMatches).toEqual({ used: 50, limit: 50, remaining: 0 })
  }, 120_000)

  it('exports a cleaned report as a Word document', async () => {
    const { cookie, userId } = await freeUser()
    const reportId = await newReport(userId, fixtureChapters(tags))
    const res = await postJson(`/api/reports/${reportId}/export-docx`, cookie, {
      cleanedReport: '# Case E2E\n\n## 1. Internal examination\n\nThe heart weighs 350 g.\n',
      reportTitle: 'Case E2E',
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="autopsy-report-\d{4}-\d{2}-\d{2}\.docx"$/)
    const { value } = await mammoth.extractRawText({ buffer: Buffer.from(await res.arrayBuffer()) })
    expect(value).toContain('1. Internal examination')
    expect(value).toContain('The heart weighs 350 g.')
  }, 60_000)
})
