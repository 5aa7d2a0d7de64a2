import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { JOB_EVENTS_TTL_SECONDS, JOB_KINDS } from '@shared/src/jobs/names'
import { createTestApp, signedIn, type TestApp } from '../../../../test/harness/app'
import { synthesize } from '../../../../test/fixtures/audio/synth'
import { startWorkers, type RunningWorkers } from '../../../../worker/src/workers'
import { fixtureChapters, insertFixtureTags, insertReport, type FixtureTags } from '../../../../test/factories/jobs'

// Redis holds only short-lived job data: whatever a job writes there must
// expire on its own, whether the job succeeds, fails, or its report vanishes before it runs.
let ta: TestApp
let workers: RunningWorkers
let tags: FixtureTags
let base: string
let dir: string
beforeAll(async () => {
  ta = await createTestApp()
  workers = await startWorkers(ta.config)
  tags = await insertFixtureTags(ta.t.db)
  base = await ta.app.listen({ port: 0, host: '127.0.0.1' })
  dir = mkdtempSync(path.join(tmpdir(), 'expiry-'))
})
afterAll(async () => {
  await workers?.close()
  await ta?.close()
  rmSync(dir, { recursive: true, force: true })
})

async function keysOf(prefix: string) {
  const keys: string[] = []
  let cursor = '0'
  do {
    const [next, found] = await ta.deps.redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500)
    cursor = next
    keys.push(...found)
  } while (cursor !== '0')
  return keys
}

/** One second of 16 kHz mono 16-bit silence. */
function silenceWav(): Buffer {
  const samples = Buffer.alloc(32_000)
  const header = Buffer.alloc(44)
  header.write('RIFF', 0)
  header.writeUInt32LE(36 + samples.length, 4)
  header.write('WAVEfmt ', 8)
  header.writeUInt32LE(16, 16)
  header.writeUInt16LE(1, 20)
  header.writeUInt16LE(1, 22)
  header.writeUInt32LE(16_000, 24)
  header.writeUInt32LE(32_000, 28)
  header.writeUInt16LE(2, 32)
  header.writeUInt16LE(16, 34)
  header.write('data', 36)
  header.writeUInt32LE(samples.length, 40)
  return Buffer.concat([header, samples])
}

describe('job data in Redis always expires', () => {
  it('gives every key written by transcription, tag matching and cleanup (done or failed) an expiry', async () => {
    const { user, cookie } = await signedIn(ta, 'normal')
    const report = await insertReport(ta.t.db, user.id, fixtureChapters(tags))
    const wav = readFileSync(await synthesize('heart weight three hundred and fifty grams', 'espeak-us', dir, 'dictation'))
    const upload = (reportId: string, bytes: Buffer = wav) => {
      const form = new FormData()
      form.append('audio', new Blob([new Uint8Array(bytes)], { type: 'audio/wav' }), 'dictation.wav')
      return fetch(`${base}/api/reports/${reportId}/transcribe-only`, { method: 'POST', body: form, headers: { cookie } })
    }
    const json = { cookie, 'content-type': 'application/json' }

    expect((await upload(report.id)).status).toBe(200)
    const match = await fetch(`${base}/api/reports/${report.id}/match-tags`, { method: 'POST', headers: json, body: JSON.stringify({ transcription: 'heart weight 350 grams' }) })
    expect(match.status).toBe(200)
    const cleanup = await fetch(`${base}/api/reports/${report.id}/cleanup-stream`, { method: 'POST', headers: json, body: '{}' })
    expect(await cleanup.text()).toContain('"type":"complete"')

    // Silence decodes but holds no speech: the job fails before it reads (and deletes) its audio.
    const silent = await upload(report.id, silenceWav())
    expect(silent.status).toBeGreaterThanOrEqual(400)
    expect(silent.status).toBeLessThan(500)

    const prefix = ta.config.QUEUE_PREFIX
    const keys = await keysOf(prefix)
    // BullMQ's own queue structures (`prefix:queue:…`) are bounded by removeOnComplete / removeOnFail.
    const ours = keys.filter((k) => !JOB_KINDS.some((kind) => k.startsWith(`${prefix}:${kind}:`)))
    expect(ours.filter((k) => k.endsWith(':events')).length).toBeGreaterThanOrEqual(4)
    expect(ours.filter((k) => k.endsWith(':meta')).length).toBeGreaterThanOrEqual(4)
    expect(ours.filter((k) => k.endsWith(':audio')).length).toBe(1)
    const ttls = await Promise.all(ours.map(async (k) => [k, await ta.deps.redis.ttl(k)] as const))
    const without = ttls.filter(([, ttl]) => ttl <= 0 || ttl > JOB_EVENTS_TTL_SECONDS)
    expect(without).toEqual([])
  }, 120_000)
})
