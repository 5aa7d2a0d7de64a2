import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import http from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, signedIn, type TestApp } from '../../../../test/harness/app'
import { startWorkers, type RunningWorkers } from '../../../../worker/src/workers'
import { synthesize } from '../../../../test/fixtures/audio/synth'
import { fixtureChapters, insertFixtureTags, insertReport, type FixtureTags } from '../../../../test/factories/jobs'
import { JOB_TEXTS } from '@shared/src/jobs/texts'

let ta: TestApp
let workers: RunningWorkers
let tags: FixtureTags
let base: string
let dir: string
let wav: Buffer
beforeAll(async () => {
  ta = await createTestApp()
  workers = await startWorkers(ta.config) // the real local engines: soundswallower and ffmpeg
  tags = await insertFixtureTags(ta.t.db)
  base = await ta.app.listen({ port: 0, host: '127.0.0.1' })
  dir = mkdtempSync(path.join(tmpdir(), 'upload-'))
  wav = readFileSync(await synthesize('heart weight three hundred and fifty grams', 'espeak-us', dir, 'dictation'))
})
afterAll(async () => {
  await workers.close()
  await ta.close()
  rmSync(dir, { recursive: true, force: true })
})

async function owner() {
  const who = await signedIn(ta, 'free')
  return { ...who, report: await insertReport(ta.t.db, who.user.id, fixtureChapters(tags)) }
}

async function upload(reportId: string, cookie: string, bytes: Buffer, type: string, name: string) {
  const form = new FormData()
  form.append('audio', new Blob([new Uint8Array(bytes)], { type }), name)
  const res = await fetch(`${base}/api/reports/${reportId}/transcribe-only`, { method: 'POST', body: form, headers: { cookie } })
  return { status: res.status, body: (await res.json()) as { transcription?: string; engine?: string; error?: string } }
}

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex')

describe('POST /api/reports/{id}/transcribe-only', () => {
  it('transcribes a spoken WAV with the tag vocabulary and keeps the transcript', async () => {
    const { cookie, report } = await owner()
    const res = await upload(report.id, cookie, wav, 'audio/wav', 'dictation.wav')
    expect(res.status).toBe(200)
    expect(res.body.transcription).toMatch(/three hundred|350/i)
    expect(res.body.engine).toBe('local')
    const row = await ta.t.db.selectFrom('transcripts').selectAll().where('reportId', '=', report.id).executeTakeFirstOrThrow()
    expect(row).toMatchObject({ text: res.body.transcription, engine: 'local', audioBytes: wav.length })
  }, 60_000)

  it('answers a text file renamed .wav as an unreadable recording (the type was right, the content was not)', async () => {
    const { cookie, report } = await owner()
    const res = await upload(report.id, cookie, Buffer.from('these are my notes, not a recording\n'.repeat(10)), 'audio/wav', 'notes.wav')
    expect(res).toEqual({ status: 422, body: expect.objectContaining({ error: JOB_TEXTS.audioUnreadable }) })
  })

  it('answers PNG bytes declared as audio/wav as unreadable, and refuses a declared type that is not audio', async () => {
    const { cookie, report } = await owner()
    expect(await upload(report.id, cookie, PNG, 'audio/wav', 'image.wav')).toEqual({ status: 422, body: expect.objectContaining({ error: JOB_TEXTS.audioUnreadable }) })
    expect((await upload(report.id, cookie, wav, 'text/plain', 'dictation.txt')).status).toBe(415)
  })

  it('asks for a file when none is sent, and keeps other users out', async () => {
    const alice = await owner()
    const bob = await owner()
    const form = new FormData()
    form.append('note', 'no file here')
    const none = await fetch(`${base}/api/reports/${alice.report.id}/transcribe-only`, { method: 'POST', body: form, headers: { cookie: alice.cookie } })
    expect(none.status).toBe(400)
    expect(((await none.json()) as { error: string }).error).toBe(JOB_TEXTS.audioMissing)
    expect((await upload(alice.report.id, bob.cookie, wav, 'audio/wav', 'a.wav')).status).toBe(404)
    expect((await fetch(`${base}/api/reports/${alice.report.id}/transcribe-only`, { method: 'POST', body: form })).status).toBe(401)
  })
})

describe('audio over 25 MB', () => {
  const MB = 1024 * 1024
  const boundary = 'xxBOUNDARYxx'
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="audio"; filename="long.wav"\r\nContent-Type: audio/wav\r\n\r\n`)
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`)
  const chunk = Buffer.alloc(MB, 1)
  wavHeaderInto(chunk)

  /**
   * Streams a 26 MB upload a megabyte at a time and stops sending as soon as an answer arrives;
   * returns the answer and how much of the body had been sent by then.
   */
  function streamUpload(reportId: string, cookie: string, withLength: boolean) {
    const total = head.length + 26 * MB + tail.length
    return new Promise<{ status: number; body: string; sent: number; total: number }>((resolve, reject) => {
      let sent = 0
      let answered = false
      const req = http.request(`${base}/api/reports/${reportId}/transcribe-only`, {
        method: 'POST',
        headers: {
          cookie,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          ...(withLength ? { 'content-length': String(total) } : { 'transfer-encoding': 'chunked' }),
        },
      })
      req.on('response', (res) => {
        answered = true
        let body = ''
        res.on('data', (d) => (body += d))
        res.on('end', () => {
          resolve({ status: res.statusCode!, body, sent, total })
          req.destroy()
        })
      })
      req.on('error', (e) => (answered ? undefined : reject(e)))
      const write = (buf: Buffer) => new Promise<void>((ok) => (req.write(buf) ? ok() : req.once('drain', ok)))
      void (async () => {
        await write(head)
        sent += head.length
        for (let i = 0; i < 26 && !answered; i++) {
          await write(i === 0 ? chunk : Buffer.alloc(MB, 1))
          sent += MB
          await new Promise((r) => setTimeout(r, 20))
        }
        // Hold the end of the body back: a server that buffers everything first would never answer.
        for (let waited = 0; waited < 5_000 && !answered; waited += 50) await new Promise((r) => setTimeout(r, 50))
        if (!answered) {
          req.end(tail)
          sent += tail.length
        }
      })().catch(reject)
    })
  }

  it('is refused with 413 while it streams in, before the whole body is sent', async () => {
    const { cookie, report } = await owner()
    const res = await streamUpload(report.id, cookie, false)
    expect(res.status).toBe(413)
    expect(JSON.parse(res.body).error).toBe(JOB_TEXTS.audioTooLarge)
    expect(res.sent).toBeLessThan(res.total)
  }, 30_000)

  it('is refused at once when its declared length is too large', async () => {
    const { cookie, report } = await owner()
    const res = await streamUpload(report.id, cookie, true)
    expect(res.status).toBe(413)
    expect(JSON.parse(res.body).error).toBe(JOB_TEXTS.audioTooLarge)
    expect(res.sent).toBeLessThan(4 * MB)
  }, 30_000)
})

/** Makes the first bytes of the upload a WAV header, so only the size can be what is refused. */
function wavHeaderInto(buf: Buffer) {
  buf.write('RIFF', 0, 'ascii')
  buf.writeUInt32LE(buf.length - 8, 4)
  buf.write('WAVE', 8, 'ascii')
}
