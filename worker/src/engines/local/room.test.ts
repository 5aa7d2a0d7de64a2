import { describe, expect, it } from 'vitest'
import { cleanRecording, DENOISE_WITHIN_DB, denoiseFilter, measureRoom, SPEECH_LEVEL_DB } from './room'
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
    // Nothing to read a second time from another denoiser.
    expect(out.alternate).toBeUndefined()
  })

  it('gives a cleaned recording through the other denoiser on demand, in step with it and the same every time', async () => {
    const noisy = roomRecording(0.05)
    const out = await cleanRecording(noisy)
    const [a, b] = [await out.alternate!(), await out.alternate!()]
    expect(a.length).toBe(out.pcm.length)
    expect(Buffer.from(a.buffer).equals(Buffer.from(b.buffer))).toBe(true)
    expect(Buffer.from(a.buffer).equals(Buffer.from(out.pcm.buffer))).toBe(false)
    // The voice where it was: the alternate's loudest 10 ms frames lie where the voice is in the recording the front end gave.
    const rms = (x: Float32Array, from: number, to: number) =>
      Math.sqrt(x.subarray(from * RATE, to * RATE).reduce((e, v) => e + v * v, 0) / ((to - from) * RATE))
    for (const room of [rms(a, 0.2, 0.9), rms(a, 2.6, 3.3)]) expect(rms(a, 1.1, 2.4)).toBeGreaterThan(10 * room)
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

  it('notches mains hum out of a recording without spectral noise reduction, and keeps the voice between the tones', async () => {
    const pcm = new Float32Array(3.5 * RATE)
    for (let i = 0; i < pcm.length; i++) {
      const t = i / RATE
      const hum = 0.05 * Math.sin(2 * Math.PI * 50 * t) + 0.03 * Math.sin(2 * Math.PI * 150 * t) + 0.02 * Math.sin(2 * Math.PI * 250 * t)
      pcm[i] = hum + (t >= 1 && t < 2.5 ? 0.2 * Math.sin(2 * Math.PI * 220 * t) : 0)
    }
    const out = await cleanRecording(pcm)
    expect(out.denoised).toBe(true)
    expect(out.noise?.humHz).toEqual([50, 150, 250])
    const notches = 'bandreject=f=150:width_type=h:w=8,bandreject=f=250:width_type=h:w=8'
    expect(denoiseFilter(-40, out.noise!, null)).toBe(`highpass=f=90:poles=2,${notches}`)
    // A tone's power (dB) in a stretch, relative to the voice's 220 Hz tone: by correlation with the tone.
    const tone = (x: Float32Array, hz: number, from: number, to: number) => {
      let [c, s] = [0, 0]
      for (let i = from * RATE; i < to * RATE; i++) {
        const phase = (2 * Math.PI * hz * i) / RATE
        ;[c, s] = [c + x[i] * Math.cos(phase), s + x[i] * Math.sin(phase)]
      }
      return 10 * Math.log10(c * c + s * s)
    }
    const relative = (x: Float32Array, hz: number) => tone(x, hz, 0.2, 0.9) - tone(x, 220, 1.2, 1.9)
    // The harmonics in the voice's band lose 25 dB or more against the voice, which keeps its level.
    for (const hz of [150, 250]) expect(relative(out.pcm, hz) - relative(pcm, hz)).toBeLessThan(-25)
    expect(Math.abs(tone(out.pcm, 220, 1.2, 1.9) - tone(pcm, 220, 1.2, 1.9) - out.gainDb)).toBeLessThan(1)
  })
})
