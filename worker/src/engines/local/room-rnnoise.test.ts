import { mkdtemp, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeNoise, mixNoise } from '../../../../test/fixtures/audio/noise'
import { synthesize } from '../../../../test/fixtures/audio/synth'
import { decodeAudio, PCM_SAMPLE_RATE as RATE } from './audio'
import { cleanRecording } from './room'
import { frameEnergies } from './segment'
import { rnnoise } from './room-rnnoise'

let dir = ''
let clean: Float32Array = new Float32Array(0)
let noisy: Float32Array = new Float32Array(0)
const LEAD = 0.8 * RATE

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'room-rnnoise-'))
  const said = await synthesize('the heart weighs three hundred and sixty grams', 'flite-kal', dir, 'heart')
  clean = await decodeAudio(await readFile(said))
  const mixed = await mixNoise(said, await makeNoise('brown', dir, 20), 10, path.join(dir, 'heart-brown-10.wav'), 3)
  noisy = await decodeAudio(await readFile(mixed.path))
}, 60_000)

afterAll(() => rm(dir, { recursive: true, force: true }))

/** Each 10 ms frame's energy (dB) against the clip's loud speech (its 99th percentile), no lower than -50 dB. */
function envelope(pcm: Float32Array): Float32Array {
  const energies = frameEnergies(pcm, RATE)
  const peak = Float32Array.from(energies).sort()[Math.floor(0.99 * energies.length)]
  return energies.map((e) => Math.max(-50, e - peak))
}

/**
 * How far `heard` (the clip with its room lead) lies from the clean clip: the mean difference (dB) of their
 * frame energies over the clean clip's length, at the best delay up to 60 ms (some filters delay their output).
 */
function distance(heard: Float32Array): number {
  const want = envelope(clean)
  const got = envelope(heard)
  const lead = LEAD / 160
  let best = Infinity
  for (let lag = 0; lag <= 6; lag++) {
    let sum = 0
    for (let f = 0; f < want.length; f++) sum += Math.abs(got[lead + lag + f] - want[f])
    best = Math.min(best, sum / want.length)
  }
  return best
}

describe('RNNoise in the room front end', () => {
  it('brings a clip said in brown noise at 10 dB closer to the same clip said in a quiet room', async () => {
    const out = await cleanRecording(noisy)
    expect(out.denoised).toBe(true)
    expect(out.pcm.length).toBe(noisy.length)
    // Measured: about 10 dB before and 14 after.
    expect(distance(out.pcm)).toBeLessThan(distance(noisy) - 2)
  })

  it('gives the same samples every time, aligned with its input, and tells the voice from the room', async () => {
    const [a, b] = [await rnnoise(noisy), await rnnoise(noisy)]
    expect(Buffer.from(a.pcm.buffer).equals(Buffer.from(b.pcm.buffer))).toBe(true)
    expect(a.pcm.length).toBe(noisy.length)
    expect(a.voice.length).toBe(Math.ceil(noisy.length / 160))
    const mean = (x: Float32Array) => x.reduce((s, v) => s + v, 0) / x.length
    // The room before the speech against the middle of the sentence (10 ms frames).
    expect(mean(a.voice.subarray(10, 70))).toBeLessThan(0.2)
    expect(mean(a.voice.subarray(100, 100 + clean.length / 160 / 2))).toBeGreaterThan(0.6)
  })
})
