/**
 * Room noise for the audio benchmarks and the browser test, made at run time (nothing binary is
 * committed): pink and brown noise (sox), mains hum at 50 Hz with its harmonics and an intermittent
 * saw-like burst (ffmpeg's expression source), mixed into a clip at a chosen signal-to-noise ratio.
 * The ratio is measured, not assumed: speech RMS over the clip's speech frames (those within 40 dB
 * of its loudest), noise RMS over the whole noise, both from the PCM that is mixed.
 */
import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { requireTool } from '../../test/fixtures/audio/synth'
import { decodeAudio, PCM_SAMPLE_RATE } from '../../worker/src/engines/local/audio'
import { frameEnergies } from '../../worker/src/engines/local/segment'

const run = promisify(execFile)

export type NoiseKind = 'pink' | 'brown' | 'hum' | 'saw'
export const NOISE_KINDS: NoiseKind[] = ['pink', 'brown', 'hum', 'saw']

const HUM = '0.5*sin(2*PI*50*t)+0.3*sin(2*PI*100*t)+0.25*sin(2*PI*150*t)+0.12*sin(2*PI*250*t)+0.06*sin(2*PI*350*t)'
// A saw cutting for 0.9 s of every 2.3 s: a 150 Hz sawtooth with a wobble, over a little room hum.
const SAW = `(2*mod(150*t*(1+0.03*sin(2*PI*3*t)),1)-1)*lt(mod(t,2.3),0.9)+0.05*sin(2*PI*50*t)`

/** Writes `seconds` of one kind of noise as a 16 kHz mono WAV (made once per directory) and returns its path. */
export async function makeNoise(kind: NoiseKind, dir: string, seconds = 120): Promise<string> {
  const out = path.join(dir, `noise-${kind}-${seconds}.wav`)
  if (existsSync(out)) return out
  if (kind === 'pink' || kind === 'brown') {
    // A fixed seed: the same noise every run.
    await run(requireTool('sox'), ['-R', '-n', '-r', '16000', '-c', '1', '-b', '16', out, 'synth', String(seconds), `${kind}noise`, 'vol', '0.5'])
  } else {
    const expr = kind === 'hum' ? HUM : SAW
    const args = ['-nostdin', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', `aevalsrc=${expr}:s=16000:d=${seconds}`, '-af', 'volume=0.4', '-ac', '1']
    await run(requireTool('ffmpeg'), [...args, '-c:a', 'pcm_s16le', out])
  }
  return out
}

const rms = (pcm: Float32Array) => Math.sqrt(pcm.reduce((a, x) => a + x * x, 0) / Math.max(1, pcm.length))

/** RMS of the speech in a clip: its 10 ms frames within 40 dB of the loudest. */
export function speechRms(pcm: Float32Array): number {
  const energies = frameEnergies(pcm, PCM_SAMPLE_RATE)
  const peak = Math.max(...energies)
  let sum = 0
  let n = 0
  energies.forEach((e, f) => {
    if (e < peak - 40) return
    for (let i = f * 160; i < Math.min(pcm.length, (f + 1) * 160); i++) sum += pcm[i] * pcm[i]
    n += Math.min(160, pcm.length - f * 160)
  })
  return Math.sqrt(sum / Math.max(1, n))
}

/** 16-bit mono WAV bytes of float PCM. */
export function wavBytes(pcm: Float32Array, rate = PCM_SAMPLE_RATE): Buffer {
  const data = Buffer.alloc(pcm.length * 2)
  pcm.forEach((x, i) => data.writeInt16LE(Math.round(Math.max(-1, Math.min(1, x)) * 32767), i * 2))
  const head = Buffer.alloc(44)
  head.write('RIFF', 0)
  head.writeUInt32LE(36 + data.length, 4)
  head.write('WAVEfmt ', 8)
  head.writeUInt32LE(16, 16)
  head.writeUInt16LE(1, 20)
  head.writeUInt16LE(1, 22)
  head.writeUInt32LE(rate, 24)
  head.writeUInt32LE(rate * 2, 28)
  head.writeUInt16LE(2, 32)
  head.writeUInt16LE(16, 34)
  head.write('data', 36)
  head.writeUInt32LE(data.length, 40)
  return Buffer.concat([head, data])
}

export interface Mixed {
  path: string
  /** The ratio measured on the mix's parts (dB). */
  snrDb: number
}

/**
 * Mixes noise into a clip at `snrDb`: the clip gets `leadSeconds` of room before and after it (a
 * recording starts before the speaker does), the noise starts at `offsetSeconds` into its file
 * (clips differ), and the result is written as WAV next to `out`.
 */
export async function mixNoise(speechWav: string, noiseWav: string, snrDb: number, out: string, offsetSeconds = 0, leadSeconds = 0.8): Promise<Mixed> {
  const speech = await decodeAudio(await readFile(speechWav))
  const noise = await decodeAudio(await readFile(noiseWav))
  const lead = Math.round(leadSeconds * PCM_SAMPLE_RATE)
  const total = speech.length + 2 * lead
  const bed = new Float32Array(total)
  const from = Math.round(offsetSeconds * PCM_SAMPLE_RATE) % noise.length
  for (let i = 0; i < total; i++) bed[i] = noise[(from + i) % noise.length]
  const scale = speechRms(speech) / (rms(bed) * 10 ** (snrDb / 20))
  const mix = new Float32Array(total)
  for (let i = 0; i < total; i++) mix[i] = bed[i] * scale + (i >= lead && i < lead + speech.length ? speech[i - lead] : 0)
  // Headroom: the whole mix is scaled down together if it would clip, which keeps the ratio.
  const peak = mix.reduce((a, x) => Math.max(a, Math.abs(x)), 0)
  if (peak > 0.98) mix.forEach((x, i) => (mix[i] = (x * 0.98) / peak))
  await writeFile(out, wavBytes(mix))
  const measured = 20 * Math.log10(speechRms(speech) / (rms(bed) * scale))
  return { path: out, snrDb: Math.round(measured * 10) / 10 }
}
