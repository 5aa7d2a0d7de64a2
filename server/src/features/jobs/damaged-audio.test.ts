import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { JOB_TEXTS } from '@shared/src/jobs/texts'
import { createTestApp, signedIn, type TestApp } from '../../../../test/harness/app'
import { startWorkers, type RunningWorkers } from '../../../../worker/src/workers'
import { AudioDecodeError, UnreadableAudioError, findFfmpeg, isUnreadableAudio } from '../../../../worker/src/engines/local/audio'
import { synthesize } from '../../../../test/fixtures/audio/synth'
import { fixtureChapters, insertFixtureTags, insertReport, type FixtureTags } from '../../../../test/factories/jobs'

// A file of an allowed type whose content cannot be decoded is answered 422 with
// one clear message within seconds, and its job is failed once, not retried.
let ta: TestApp
let workers: RunningWorkers
let tags: FixtureTags
let base: string
let dir: string
let webm: Buffer

beforeAll(async () => {
  ta = await createTestApp()
  workers = await startWorkers(ta.config) // the real local engines: ffmpeg and soundswallower
  tags = await insertFixtureTags(ta.t.db)
  base = await ta.app.listen({ port: 0, host: '127.0.0.1' })
  dir = mkdtempSync(path.join(tmpdir(), 'damaged-'))
  const wav = await synthesize('heart weight three hundred grams', 'espeak-us', dir, 'speech')
  const out = path.join(dir, 'speech.webm')
  execFileSync(findFfmpeg(), ['-nostdin', '-loglevel', 'error', '-y', '-i', wav, '-c:a', 'libopus', out])
  webm = readFileSync(out)
}, 120_000)
afterAll(async () => {
  await workers?.close()
  await ta?.close()
  rmSync(dir, { recursive: true, force: true })
})

/** A deterministic stand-in for random bytes (a fixed linear congruential sequence). */
function noise(length: number, seed = 7): Buffer {
  const out = Buffer.alloc(length)
  let x = seed
  for (let i = 0; i < length; i++) out[i] = (x = (x * 1103515245 + 12345) >>> 0) >>> 24
  return out
}

/** A 44-byte PCM WAV header announcing `dataBytes` of samples. */
function wavHeader(dataBytes: number): Buffer {
  const h = Buffer.alloc(44)
  h.write('RIFF', 0, 'ascii')
  h.writeUInt32LE(36 + dataBytes, 4)
  h.write('WAVEfmt ', 8, 'ascii')
  h.writeUInt32LE(16, 16)
  h.writeUInt16LE(1, 20) // PCM
  h.writeUInt16LE(1, 22) // mono
  h.writeUInt32LE(16_000, 24)
  h.writeUInt32LE(32_000, 28)
  h.writeUInt16LE(2, 32)
  h.writeUInt16LE(16, 34)
  h.write('data', 36, 'ascii')
  h.writeUInt32LE(dataBytes, 40)
  return h
}

async function upload(bytes: Buffer, type: string, name: string) {
  const who = await signedIn(ta, 'free')
  const report = await insertReport(ta.t.db, who.user.id, fixtureChapters(tags))
  const form = new FormData()
  form.append('audio', new Blob([new Uint8Array(bytes)], { type }), name)
  const started = Date.now()
  const res = await fetch(`${base}/api/reports/${report.id}/transcribe-only`, { method: 'POST', body: form, headers: { cookie: who.cookie } })
  return { status: res.status, error: ((await res.json()) as { error?: string }).error, ms: Date.now() - started }
}

const DAMAGED: [string, () => Buffer, string, string][] = [
  ['a truncated WebM', () => webm.subarray(0, 300), 'audio/webm', 'recording.webm'],
  ['a WAV header with no samples', () => wavHeader(0), 'audio/wav', 'empty.wav'],
  ['a WAV header followed by garbage', () => Buffer.concat([wavHeader(40_000).subarray(0, 12), noise(40_000)]), 'audio/wav', 'garbage.wav'],
  ['a WebM header followed by garbage', () => Buffer.concat([webm.subarray(0, 64), noise(40_000)]), 'audio/webm', 'garbage.webm'],
]

describe('damaged recordings', () => {
  for (const [name, bytes, type, filename] of DAMAGED) {
    it(`answers ${name} with 422 and the message to record again, within seconds, without retries`, async () => {
      const res = await upload(bytes(), type, filename)
      expect(res.status).toBe(422)
      expect(res.error).toBe(JOB_TEXTS.audioUnreadable)
      // Three attempts with back-off took 4–10 s before; one attempt takes well under that even under load.
      expect(res.ms).toBeLessThan(10_000)
      // The answer is streamed before BullMQ moves the job to its failed set, so wait for the move.
      const failedJobs = () => ta.deps.jobs.queue('transcription').getJobs(['failed'])
      await expect.poll(async () => (await failedJobs()).length, { timeout: 5_000 }).toBeGreaterThan(0)
      const failed = await failedJobs()
      for (const job of failed) expect(job.attemptsMade, job.failedReason).toBe(1)
    }, 60_000)
  }

  it('answers random bytes named .wav with the same 422, never with the wrong-type message', async () => {
    const res = await upload(noise(50_000, 99), 'audio/wav', 'dictation.wav')
    expect(res).toMatchObject({ status: 422, error: JOB_TEXTS.audioUnreadable })
    const octet = await upload(noise(50_000, 5), 'application/octet-stream', 'dictation.wav')
    expect(octet).toMatchObject({ status: 422, error: JOB_TEXTS.audioUnreadable })
  })

  it('keeps the wrong-type answer for a file whose declared type is not audio', async () => {
    expect(await upload(noise(1000), 'text/plain', 'notes.txt')).toMatchObject({ status: 415, error: JOB_TEXTS.audioType })
  })

  it('keeps retries for faults a retry can cure: only unreadable content is final', () => {
    expect(isUnreadableAudio(new UnreadableAudioError('Could not decode audio'))).toBe(true)
    expect(isUnreadableAudio(new Error('wrapped', { cause: new UnreadableAudioError('x') }))).toBe(true)
    expect(isUnreadableAudio(new AudioDecodeError('Could not decode audio: it took longer than 60 s'))).toBe(false)
    expect(isUnreadableAudio(new AudioDecodeError('Could not decode audio: ffmpeg could not be started'))).toBe(false)
    expect(isUnreadableAudio(new Error('connect ECONNREFUSED'))).toBe(false)
  })
})
