import { PCM_SAMPLE_RATE as RATE } from './audio'
import { frameEnergies } from './segment'

/**
 * What kind of noise a room recording holds, read from its own quietest stretch (where there is
 * only the room): mains hum (a 50 or 60 Hz tone and its harmonics, which notch filters remove
 * without touching the voice between them) and broadband noise (a fan, running water, rumble),
 * which spectral noise reduction removes with a profile sampled from that stretch. A noise that
 * comes and goes (a saw) is not in the quietest stretch, and no filter here is aimed at it.
 */

/** Length of the quiet stretch the noise is read from (10 ms frames). */
export const QUIET_FRAMES = 40
const FRAME = 160
const N_FFT = 4096
/** A mains harmonic is present when its bin is this many dB above the spectrum around it. */
const TONE_PROMINENCE_DB = 10
/** Harmonics weaker than the strongest by more than this (dB) are left alone. */
const HUM_RANGE_DB = 30
/** Harmonics of the mains frequency looked for, up to this frequency (Hz). */
const MAX_HUM_HZ = 1000
/** Broadband noise below this frequency (Hz) is counted as rumble. */
export const LOW_HZ = 500

export interface RoomNoise {
  /** First sample of the quietest stretch and its length in samples. */
  quietStart: number
  quietLength: number
  /** Mains harmonics found in the quiet stretch (Hz), fundamental included. */
  humHz: number[]
  /** Energy of the quiet stretch outside the hum, within the recogniser's band (dB full scale). */
  broadbandDb: number
  /** The share of that broadband energy below `LOW_HZ` (0–1). */
  lowShare: number
}

/** The recording's quietest stretch of `QUIET_FRAMES` frames (the least mean energy), or the whole of a short one. */
export function quietestStretch(pcm: Float32Array): { start: number; length: number } {
  const power = frameEnergies(pcm, RATE).map((e) => 10 ** (e / 10))
  if (power.length <= QUIET_FRAMES) return { start: 0, length: pcm.length }
  let sum = power.subarray(0, QUIET_FRAMES).reduce((a, b) => a + b, 0)
  let best = sum
  let at = 0
  for (let f = QUIET_FRAMES; f < power.length; f++) {
    sum += power[f] - power[f - QUIET_FRAMES]
    if (sum < best) [best, at] = [sum, f - QUIET_FRAMES + 1]
  }
  return { start: at * FRAME, length: QUIET_FRAMES * FRAME }
}

/** Power spectrum (bins 0 … N_FFT/2) of one Hann-windowed piece, zero-padded to N_FFT. */
function powerSpectrum(piece: Float32Array): Float64Array {
  const re = new Float64Array(N_FFT)
  const im = new Float64Array(N_FFT)
  const n = Math.min(piece.length, N_FFT)
  for (let i = 0; i < n; i++) re[i] = piece[i] * (0.5 - 0.5 * Math.cos((2 * Math.PI * i) / Math.max(1, n - 1)))
  for (let i = 1, j = 0; i < N_FFT; i++) {
    let bit = N_FFT >> 1
    for (; j & bit; bit >>= 1) j ^= bit
    j ^= bit
    if (i < j) [re[i], re[j], im[i], im[j]] = [re[j], re[i], im[j], im[i]]
  }
  for (let len = 2; len <= N_FFT; len <<= 1) {
    for (let i = 0; i < N_FFT; i += len) {
      for (let k = 0; k < len / 2; k++) {
        const [wr, wi] = [Math.cos((-2 * Math.PI * k) / len), Math.sin((-2 * Math.PI * k) / len)]
        const [a, b] = [i + k, i + k + len / 2]
        const xr = re[b] * wr - im[b] * wi
        const xi = re[b] * wi + im[b] * wr
        ;[re[b], im[b], re[a], im[a]] = [re[a] - xr, im[a] - xi, re[a] + xr, im[a] + xi]
      }
    }
  }
  return Float64Array.from({ length: N_FFT / 2 + 1 }, (_, k) => re[k] * re[k] + im[k] * im[k])
}

const bin = (hz: number) => Math.round((hz * N_FFT) / RATE)

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? 0
}

/** The power of a tone at `hz` (its bin or a neighbour), or 0 when it is not well above the median of the bins 10–40 Hz away. */
function toneAt(spectrum: Float64Array, hz: number): number {
  const k = bin(hz)
  const peak = Math.max(spectrum[k - 1], spectrum[k], spectrum[k + 1])
  const around: number[] = []
  for (let j = bin(hz - 40); j <= bin(hz + 40); j++) if (Math.abs(j - k) >= bin(10)) around.push(spectrum[j])
  return 10 * Math.log10(peak / Math.max(1e-20, median(around))) > TONE_PROMINENCE_DB ? peak : 0
}

/** The room's noise, from the recording's quietest stretch. */
export function roomNoise(pcm: Float32Array): RoomNoise {
  const { start, length } = quietestStretch(pcm)
  const spectrum = powerSpectrum(pcm.subarray(start, start + length))
  // Mains hum is at 50 or 60 Hz: the family with more tones present is the one taken.
  const families = [50, 60].map((f0) => {
    const tones: [number, number][] = []
    for (let hz = f0; hz <= MAX_HUM_HZ; hz += f0) tones.push([hz, toneAt(spectrum, hz)])
    // The window's leakage around a strong tone is not a tone of its own: a harmonic must be within 30 dB of the strongest.
    const strongest = Math.max(...tones.map(([, p]) => p))
    return tones.filter(([, p]) => p > 0 && p >= strongest * 10 ** (-HUM_RANGE_DB / 10)).map(([hz]) => hz)
  })
  const humHz = families[0].length >= families[1].length ? families[0] : families[1]
  // Broadband: the quiet stretch's energy in the recogniser's band (133–6855 Hz) outside the tones, as a share of all of it.
  let all = 0
  let broadband = 0
  let low = 0
  for (let k = 1; k < spectrum.length; k++) {
    all += spectrum[k]
    const hz = (k * RATE) / N_FFT
    if (hz < 133 || hz > 6855 || humHz.some((h) => Math.abs(h - hz) <= 8)) continue
    broadband += spectrum[k]
    if (hz < LOW_HZ) low += spectrum[k]
  }
  const piece = pcm.subarray(start, start + length)
  const meanSquare = piece.reduce((a, x) => a + x * x, 0) / Math.max(1, piece.length)
  const broadbandDb = 10 * Math.log10(meanSquare * (broadband / Math.max(1e-20, all)) + 1e-12)
  return { quietStart: start, quietLength: length, humHz, broadbandDb, lowShare: low / Math.max(1e-20, broadband) }
}
