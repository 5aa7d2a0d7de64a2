import { describe, expect, it } from 'vitest'
import { cleanRecording, DENOISE_WITHIN_DB, measureRoom, SPEECH_LEVEL_DB } from './room'
import { speechStretches } from './segment'

const RATE = 16_000

/** 1 s of room, 1.5 s of a voiced tone over it, 1 s of room: the room at `noise` RMS-ish amplitude. */
function roomRecording(noise: number, seed = 7): Float32Array {
  const pcm = new Float32Array(3.5 * RATE)
  let x = seed
  const white = () => ((x = (x * 1103515245 + 12345) % 2147483648) / 2147483648 - 0.5) * 2
  for (let i = 0; i < pcm.length; i++) {
    const voiced = i >= RATE && i < 2.5 * RATE
    const hum = 0.1 * Math.sin((2 * Math.PI * 50 * i) / RATE) * (noise > 0 ? 1 : 0)
    pcm[i] = noise * white() + hum + (voiced ? 0.3 * Math.sin((2 * Math.PI * 220 * i) / RATE) : 0)
  }
  return pcm
}

describe('the room front end', () => {
  it('measures the floor and the speech level of the recording itself', () => {
    const { floorDb, speechDb } = measureRoom(roomRecording(0.05))
    expect(speechDb).toBeGreaterThan(floorDb + 10)
    expect(speechDb - floorDb).toBeLessThan(DENOISE_WITHIN_DB)
  })

  it('returns a quiet recording untouched', async () => {
    const quiet = roomRecording(0)
    const out = await cleanRecording(quiet)
    expect(out.denoised).toBe(false)
    expect(out.pcm).toBe(quiet)
  })

  it('levels and denoises a noisy one, the same way every time, and the speech is still found between the pauses', async () => {
    const noisy = roomRecording(0.05)
    const [a, b] = [await cleanRecording(noisy), await cleanRecording(noisy)]
    expect(a.denoised).toBe(true)
    expect(Buffer.from(a.pcm.buffer).equals(Buffer.from(b.pcm.buffer))).toBe(true)
    const after = measureRoom(a.pcm)
    // The noise reduction takes a little of the speech with the noise.
    expect(Math.abs(after.speechDb - SPEECH_LEVEL_DB)).toBeLessThan(1.5)
    expect(after.speechDb - after.floorDb).toBeGreaterThan(a.levels.speechDb - a.levels.floorDb + 6)
    const [stretch, ...rest] = speechStretches(a.pcm)
    expect(rest).toEqual([])
    expect(stretch.start / RATE).toBeGreaterThan(0.5)
    expect(stretch.end / RATE).toBeLessThan(3)
  })
})
