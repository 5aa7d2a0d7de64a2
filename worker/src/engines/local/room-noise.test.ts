import { describe, expect, it } from 'vitest'
import { LOW_HZ, QUIET_FRAMES, quietestStretch, roomNoise } from './room-noise'

const RATE = 16_000

function noiseSource(seed: number): () => number {
  let x = seed
  return () => ((x = (x * 1103515245 + 12345) % 2147483648) / 2147483648 - 0.5) * 2
}

/** `seconds` of a room: tones at the given frequencies and amplitudes, plus white noise of amplitude `white`. */
function room(seconds: number, tones: [number, number][], white: number, seed = 3): Float32Array {
  const next = noiseSource(seed)
  return Float32Array.from({ length: Math.round(seconds * RATE) }, (_, i) =>
    tones.reduce((a, [hz, amp]) => a + amp * Math.sin((2 * Math.PI * hz * i) / RATE), white * next()),
  )
}

describe('the room noise read from the quietest stretch', () => {
  it('finds the quietest stretch of the recording, wherever it lies', () => {
    const pcm = room(3, [[220, 0.3]], 0.01)
    // A pause from 2.0 to 2.5 s: only the room's noise.
    for (let i = 2 * RATE; i < 2.5 * RATE; i++) pcm[i] *= 0.01
    const { start, length } = quietestStretch(pcm)
    expect(length).toBe(QUIET_FRAMES * 160)
    expect(start / RATE).toBeGreaterThanOrEqual(2)
    expect((start + length) / RATE).toBeLessThanOrEqual(2.5)
  })

  it('hears 50 Hz mains hum and the harmonics it has, and little broadband noise under it', () => {
    const hum = room(1, [[50, 0.2], [100, 0.1], [150, 0.08], [250, 0.04]], 0.0005)
    const noise = roomNoise(hum)
    expect(noise.humHz).toEqual([50, 100, 150, 250])
    // The hum's mean square is -15.4 dB; what the window leaks beside its tones is counted as broadband.
    expect(noise.broadbandDb).toBeLessThan(-15.4 - 35)
  })

  it('tells 60 Hz hum from 50 Hz hum', () => {
    expect(roomNoise(room(1, [[60, 0.2], [120, 0.1], [180, 0.05]], 0.0005)).humHz).toEqual([60, 120, 180])
  })

  it('hears no hum in broadband noise, and measures that noise in the voice band', () => {
    const noise = roomNoise(room(1, [], 0.1))
    expect(noise.humHz).toEqual([])
    // White noise of amplitude 0.1 has a mean square of 0.0033 (-24.8 dB), 85 % of it between 133 and 6855 Hz.
    expect(noise.broadbandDb).toBeGreaterThan(-27)
    expect(noise.broadbandDb).toBeLessThan(-24)
  })

  it(`tells a low rumble from noise spread over the voice band by the share of it below ${LOW_HZ} Hz`, () => {
    const white = room(1, [], 0.1)
    // Brown noise: white noise summed (leaking a little), its power falling 6 dB an octave.
    const brown = new Float32Array(white.length)
    for (let i = 1; i < white.length; i++) brown[i] = 0.98 * brown[i - 1] + 0.1 * white[i]
    // White noise has (500 - 133) / (6855 - 133) of its band energy below 500 Hz.
    expect(roomNoise(white).lowShare).toBeCloseTo(0.055, 1)
    expect(roomNoise(brown).lowShare).toBeGreaterThan(0.6)
  })
})
