/**
 * A quick measure of a noise front end without the recogniser: how far the cepstra of a noisy clip,
 * after the front end, lie from the cepstra of the same clip said in a quiet room. The cepstra are
 * computed as the recogniser's are (pre-emphasis, 25.6 ms Hamming frames every 10 ms, 40 mel bands
 * from 133 to 6855 Hz, 13 cepstra, the utterance's mean removed), and the distance is the mean
 * Euclidean distance over the clean clip's speech frames (within 40 dB of its loudest). Lower is
 * closer; it only screens front ends, the recogniser's own figures decide (./audio-heldout.ts).
 *
 *   node --import tsx bench/lib/audio-room-distance.ts [--every=4] [--voices=…] [--levels=20,10] [--kinds=pink,hum]
 *     [--filters=NAME=CHAIN;…]
 *
 * Clips: the development set's field sentences (../dictation/audio-dev-spoken.ts), every Nth, each
 * voice, each noise kind at each level. Rows: the noisy clip as it is ("raw"), the product's front end
 * (../../worker/src/engines/local/room), and any extra ffmpeg chains given, on the clip levelled as the
 * product levels it (`{nf}`: its floor; a chain starting `PROFILE:` samples afftdn's noise profile from
 * the quietest 0.4 s). Some filters delay their output (afftdn by 400 samples in ffmpeg 5.1), so each
 * output is aligned to its input by cross-correlation first. Clips live in $TMPDIR/audio-room-distance/.
 */
import { mkdir, readFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { synthesize, type Voice } from '../../test/fixtures/audio/synth'
import { makeNoise, mixNoise, NOISE_KINDS } from '../../test/fixtures/audio/noise'
import { decodeAudio, filterPcm } from '../../worker/src/engines/local/audio'
import { cleanRecording, measureRoom, SPEECH_LEVEL_DB } from '../../worker/src/engines/local/room'
import { frameEnergies } from '../../worker/src/engines/local/segment'
import { DEV_SPOKEN_FIELD_CLIPS } from '../dictation/audio-dev-spoken'
import { arg } from './args'

const RATE = 16_000
const N_FFT = 512
const WINDOW = 410
const MEL = 40
const CEPS = 13

const mel = (f: number) => 2595 * Math.log10(1 + f / 700)
const melInv = (m: number) => 700 * (10 ** (m / 2595) - 1)
const edges = Array.from({ length: MEL + 2 }, (_, i) => melInv(mel(133.33) + ((mel(6855.5) - mel(133.33)) * i) / (MEL + 1)))
const hamming = Float64Array.from({ length: WINDOW }, (_, i) => 0.54 - 0.46 * Math.cos((2 * Math.PI * i) / (WINDOW - 1)))

function fftPower(frame: Float64Array): Float64Array {
  const re = new Float64Array(N_FFT)
  const im = new Float64Array(N_FFT)
  re.set(frame)
  for (let i = 1, j = 0; i < N_FFT; i++) {
    let bit = N_FFT >> 1
    for (; j & bit; bit >>= 1) j ^= bit
    j ^= bit
    if (i < j) [re[i], re[j]] = [re[j], re[i]]
  }
  for (let len = 2; len <= N_FFT; len <<= 1) {
    const ang = (-2 * Math.PI) / len
    for (let i = 0; i < N_FFT; i += len) {
      for (let k = 0; k < len / 2; k++) {
        const wr = Math.cos(ang * k)
        const wi = Math.sin(ang * k)
        const xr = re[i + k + len / 2] * wr - im[i + k + len / 2] * wi
        const xi = re[i + k + len / 2] * wi + im[i + k + len / 2] * wr
        re[i + k + len / 2] = re[i + k] - xr
        im[i + k + len / 2] = im[i + k] - xi
        re[i + k] += xr
        im[i + k] += xi
      }
    }
  }
  return Float64Array.from({ length: N_FFT / 2 + 1 }, (_, k) => re[k] * re[k] + im[k] * im[k])
}

/** The utterance's cepstra, mean removed: one row of 13 per 10 ms frame. */
export function cepstra(pcm: Float32Array): Float64Array[] {
  const out: Float64Array[] = []
  for (let start = 0; start + WINDOW <= pcm.length; start += 160) {
    const frame = new Float64Array(WINDOW)
    for (let i = 0; i < WINDOW; i++) frame[i] = (pcm[start + i] - 0.97 * (start + i > 0 ? pcm[start + i - 1] : 0)) * hamming[i]
    const power = fftPower(frame)
    const logMel = new Float64Array(MEL)
    for (let m = 0; m < MEL; m++) {
      let sum = 0
      for (let k = 0; k <= N_FFT / 2; k++) {
        const f = (k * RATE) / N_FFT
        const [lo, mid, hi] = [edges[m], edges[m + 1], edges[m + 2]]
        const w = f < lo || f > hi ? 0 : f <= mid ? (f - lo) / (mid - lo) : (hi - f) / (hi - mid)
        sum += w * power[k]
      }
      logMel[m] = Math.log(sum + 1e-10)
    }
    const dct = (c: number) => logMel.reduce((a, v, m) => a + v * Math.cos((Math.PI * c * (m + 0.5)) / MEL), 0)
    out.push(Float64Array.from({ length: CEPS }, (_, c) => dct(c)))
  }
  const mean = new Float64Array(CEPS)
  for (const row of out) for (let c = 0; c < CEPS; c++) mean[c] += row[c] / out.length
  for (const row of out) for (let c = 0; c < CEPS; c++) row[c] -= mean[c]
  return out
}

/** Mean cepstral distance of `heard` from `clean` (same length, aligned) over the clean clip's speech frames. */
function distance(clean: Float32Array, heard: Float32Array): number {
  const a = cepstra(clean)
  const b = cepstra(heard)
  const energies = frameEnergies(clean, RATE)
  const peak = Math.max(...energies)
  let sum = 0
  let n = 0
  for (let f = 0; f < Math.min(a.length, b.length); f++) {
    if (energies[f] < peak - 40) continue
    sum += Math.sqrt(a[f].reduce((acc, v, c) => acc + (v - b[f][c]) ** 2, 0))
    n++
  }
  return sum / Math.max(1, n)
}

/** The output's delay against the input in samples (some filters delay, e.g. afftdn by its window), by cross-correlation. */
function lagOf(input: Float32Array, output: Float32Array): number {
  let best = -Infinity
  let lag = 0
  for (let l = 0; l <= 1024; l++) {
    let s = 0
    for (let i = 0; i + l < output.length; i += 4) s += input[i] * output[i + l]
    if (s > best) [best, lag] = [s, l]
  }
  return lag
}

/**
 * An extra chain on the clip as the product levels it: `{nf}` is the floor after the gain, and a chain
 * starting `PROFILE:` first hears the recording's quietest 0.4 s (put before it and cut off after)
 * while afftdn samples its noise there.
 */
async function extraChain(noisy: Float32Array, chain: string): Promise<Float32Array> {
  const levels = measureRoom(noisy)
  const gainDb = Math.min(30, SPEECH_LEVEL_DB - levels.speechDb)
  const levelled = noisy.map((x) => Math.max(-1, Math.min(1, x * 10 ** (gainDb / 20))))
  const filled = chain.replace(/\{nf\}/g, String(Math.round(Math.min(-20, Math.max(-80, levels.floorDb + gainDb)))))
  if (!filled.startsWith('PROFILE:')) return filterPcm(levelled, filled)
  const w = 40 * 160
  const e = frameEnergies(levelled, RATE).map((x) => 10 ** (x / 10))
  let best = Infinity
  let at = 0
  for (let f = 0; f + 40 <= e.length; f++) {
    const sum = e.subarray(f, f + 40).reduce((a, b) => a + b, 0)
    if (sum < best) [best, at] = [sum, f]
  }
  const joined = new Float32Array(w + levelled.length)
  joined.set(levelled.subarray(at * 160, at * 160 + w))
  joined.set(levelled, w)
  const sample = `asendcmd=c='0.0 afftdn sn start',asendcmd=c='0.4 afftdn sn stop',`
  const out = await filterPcm(joined, filled.slice('PROFILE:'.length).replace('afftdn', `${sample}afftdn`))
  return out.subarray(w)
}

const every = Number(arg('every') ?? 4)
const voices = (arg('voices') ?? 'flite-slt,flite-kal,flite-awb,flite-rms,espeak-us+klatt').split(',') as Voice[]
const levels = (arg('levels') ?? '20,10').split(',').map(Number)
const extra = (arg('filters') ?? '').split(';').filter(Boolean).map((s) => s.split(/=(.*)/s).slice(0, 2) as [string, string])
const dir = path.join(os.tmpdir(), 'audio-room-distance')
await mkdir(dir, { recursive: true })
const LEAD = 0.8 * RATE
const rows = new Map<string, number[]>()
const add = (key: string, d: number) => rows.set(key, [...(rows.get(key) ?? []), d])
for (const [i, clip] of DEV_SPOKEN_FIELD_CLIPS.filter((_, i) => i % every === 0).entries()) {
  for (const voice of voices) {
    const name = `${voice.replace(/\W+/g, '-')}-${clip.id}`
    const cleanFile = await synthesize(clip.spoken, voice, dir, name)
    const cleanPcm = await decodeAudio(await readFile(cleanFile))
    for (const kind of NOISE_KINDS.filter((k) => !arg('kinds') || arg('kinds')!.split(',').includes(k))) {
      for (const level of levels) {
        const out = path.join(dir, `${name}-${kind}-${level}.wav`)
        const mixed = await mixNoise(cleanFile, await makeNoise(kind, dir), level, out, (i * 13.7) % 110)
        const noisy = await decodeAudio(await readFile(mixed.path))
        const cut = (pcm: Float32Array) => {
          const lag = lagOf(noisy, pcm)
          return pcm.subarray(LEAD + lag, LEAD + lag + cleanPcm.length)
        }
        add(`${kind} ${level} raw`, distance(cleanPcm, cut(noisy)))
        add(`${kind} ${level} product`, distance(cleanPcm, cut((await cleanRecording(noisy)).pcm)))
        for (const [label, chain] of extra) add(`${kind} ${level} ${label}`, distance(cleanPcm, cut(await extraChain(noisy, chain))))
      }
    }
  }
}
for (const [key, ds] of rows) {
  console.log(`${key.padEnd(24)} ${(ds.reduce((a, b) => a + b, 0) / ds.length).toFixed(2)} (${ds.length} clips)`)
}
