import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { convertAudio, requireTool, synthesize } from '../../../../test/fixtures/audio/synth'
import { AudioDecodeError, decodeAudio, findFfmpeg, PCM_SAMPLE_RATE } from './audio'

let dir: string
const files: Record<'wav' | 'webm' | 'mp3' | 'm4a', Buffer> = {} as never
let wavSeconds = 0

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'audio-test-'))
  const wav = await synthesize('heart weight three hundred and fifty grams', 'flite-slt', dir, 'heart')
  files.wav = await readFile(wav)
  for (const format of ['webm', 'mp3', 'm4a'] as const) files[format] = await readFile(await convertAudio(wav, format))
  wavSeconds = (await decodeAudio(files.wav)).length / PCM_SAMPLE_RATE
})
afterAll(() => rm(dir, { recursive: true, force: true }))

const seconds = (pcm: Float32Array) => pcm.length / PCM_SAMPLE_RATE
const peak = (pcm: Float32Array) => pcm.reduce((m, x) => Math.max(m, Math.abs(x)), 0)

describe('decodeAudio', () => {
  it('prefers the system ffmpeg on PATH', () => {
    expect(findFfmpeg()).toBe(requireTool('ffmpeg'))
  })

  it.each(['wav', 'webm', 'mp3', 'm4a'] as const)('decodes %s to 16 kHz mono float PCM', async (format) => {
    const pcm = await decodeAudio(files[format], { filename: `dictation.${format}` })
    expect(pcm).toBeInstanceOf(Float32Array)
    expect(wavSeconds).toBeGreaterThan(1.5)
    expect(Math.abs(seconds(pcm) - wavSeconds)).toBeLessThan(0.15)
    expect(peak(pcm)).toBeGreaterThan(0.05)
    expect(peak(pcm)).toBeLessThanOrEqual(1.01)
  })

  it('recognises M4A by its bytes even under a wrong name, and decodes it through a file', async () => {
    const pcm = await decodeAudio(files.m4a, { filename: 'recording.webm', mimeType: 'audio/webm' })
    expect(Math.abs(seconds(pcm) - wavSeconds)).toBeLessThan(0.15)
  })

  it('works with the static ffmpeg of @ffmpeg-installer/ffmpeg as the fallback', async () => {
    const installer = createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path: string }
    for (const format of ['webm', 'mp3', 'm4a'] as const) {
      const pcm = await decodeAudio(files[format], { ffmpegPath: installer.path })
      expect(Math.abs(seconds(pcm) - wavSeconds), format).toBeLessThan(0.15)
    }
  })

  it('refuses what is not audio with a clear message', async () => {
    const garbage = Buffer.from('this is a text file pretending to be audio'.repeat(50))
    // Unreadable content is its own kind of decode failure: the job fails it without retries.
    const refused = await decodeAudio(garbage).catch((e: unknown) => e)
    expect(refused).toBeInstanceOf(AudioDecodeError)
    expect((refused as Error).message).toMatch(/^Could not decode audio/)
    await expect(decodeAudio(Buffer.alloc(0))).rejects.toThrow('Could not decode audio: the file is empty')
  })

  it('refuses audio longer than the limit', async () => {
    await expect(decodeAudio(files.wav, { maxSeconds: 1 })).rejects.toThrow('Audio is longer than 1 s')
    expect(seconds(await decodeAudio(files.wav, { maxSeconds: 10 }))).toBeCloseTo(wavSeconds, 1)
  })

  it('kills ffmpeg after the time limit', async () => {
    await expect(decodeAudio(files.m4a, { timeoutMs: 1 })).rejects.toThrow('Could not decode audio: it took longer than 0.001 s')
  })

  it('stops when cancelled and says when ffmpeg cannot run', async () => {
    const controller = new AbortController()
    const pending = decodeAudio(files.webm, { signal: controller.signal })
    controller.abort(new Error('job cancelled'))
    await expect(pending).rejects.toThrow('job cancelled')
    await expect(decodeAudio(files.wav, { ffmpegPath: path.join(dir, 'no-such-ffmpeg') })).rejects.toThrow(
      'Could not decode audio: ffmpeg could not be started',
    )
  })
})
