import { describe, expect, it } from 'vitest'
import { cleanRecording, measureRoom } from './room'
import { noiseBursts, quietenBursts } from './room-bursts'
import { frameEnergies, speechStretches } from './segment'

const RATE = 16_000

/** A sawtooth at 150 Hz, as a bone saw sounds. */
const saw = (i: number) => 2 * ((150 * i) / RATE - Math.floor((150 * i) / RATE)) - 1

/**
 * A faint room, then "speech" (a 220 Hz tone whose loudness moves at syllable rate) from 1.5 s to 3.5 s,
 * and a saw cutting in from 0.3 s to 1.2 s (a pause) and from 2.5 s to 3.0 s (under the speech).
 */
function sawRecording(): Float32Array {
  const pcm = new Float32Array(4.5 * RATE)
  for (let i = 0; i < pcm.length; i++) {
    const t = i / RATE
    const room = 0.0005 * Math.sin((2 * Math.PI * 50 * i) / RATE)
    const voice = t >= 1.5 && t < 3.5 ? 0.4 * Math.abs(Math.sin(2 * Math.PI * 2 * t)) * Math.sin((2 * Math.PI * 220 * i) / RATE) : 0
    const burst = (t >= 0.3 && t < 1.2) || (t >= 2.5 && t < 3.0) ? 0.03 * saw(i) : 0
    pcm[i] = room + voice + burst
  }
  return pcm
}

const db = (pcm: Float32Array, from: number, to: number) => {
  const e = frameEnergies(pcm.subarray(from * RATE, to * RATE))
  return e.reduce((a, x) => a + x, 0) / e.length
}

describe('bursts of noise in the pauses', () => {
  it('finds a saw in a pause, not the saw under the speech nor the speech', () => {
    const pcm = sawRecording()
    const { floorDb, speechDb } = measureRoom(pcm)
    const bursts = noiseBursts(frameEnergies(pcm), floorDb, speechDb)
    expect(bursts).toHaveLength(1)
    const [[from, to]] = bursts
    expect(from / 100).toBeCloseTo(0.3, 1)
    expect(to / 100).toBeCloseTo(1.2, 1)
  })

  it('brings the burst down to the floor and leaves the speech and the rest sample for sample', () => {
    const pcm = sawRecording()
    const { floorDb, speechDb } = measureRoom(pcm)
    const out = quietenBursts(pcm, floorDb, speechDb)!
    expect(db(out, 0.4, 1.1)).toBeLessThan(floorDb + 3)
    expect(db(pcm, 0.4, 1.1)).toBeGreaterThan(floorDb + 20)
    expect(Array.from(out.subarray(1.3 * RATE))).toEqual(Array.from(pcm.subarray(1.3 * RATE)))
    // The burst no longer makes a stretch of speech of its own.
    expect(speechStretches(pcm)[0].start / RATE).toBeLessThan(0.5)
    expect(speechStretches(out)[0].start / RATE).toBeGreaterThan(1)
  })

  it('leaves a recording without bursts as it is: a quiet one, and one with steady noise under everything', () => {
    const quiet = sawRecording().map((x, i) => (i / RATE < 1.3 ? 0.0005 * Math.sin((2 * Math.PI * 50 * i) / RATE) : x))
    const levels = measureRoom(quiet)
    expect(quietenBursts(quiet, levels.floorDb, levels.speechDb)).toBeNull()
    const steady = sawRecording().map((x, i) => x + 0.03 * saw(i))
    const noisy = measureRoom(steady)
    expect(quietenBursts(steady, noisy.floorDb, noisy.speechDb)).toBeNull()
  })

  it('is how the room front end hands a quiet recording with a saw in a pause to the recogniser, searched as a quiet one', async () => {
    const pcm = sawRecording()
    const out = await cleanRecording(pcm)
    expect(out.denoised).toBe(false)
    expect(db(out.pcm, 0.4, 1.1)).toBeLessThan(out.levels.floorDb + 3)
    expect(Array.from(out.pcm.subarray(1.3 * RATE))).toEqual(Array.from(pcm.subarray(1.3 * RATE)))
  })
})
