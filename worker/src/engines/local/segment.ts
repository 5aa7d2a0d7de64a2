/**
 * Finds the stretches of speech in a recording from the energy of its 10 ms frames. It is a pure
 * function of the samples (no state carried between recordings, unlike an adaptive voice detector),
 * so the same recording always splits the same way, and the split points are pauses, where a long
 * recording can be cut into pieces decoded independently.
 */

export interface Stretch {
  /** First sample (inclusive) and last sample (exclusive) of the stretch, padding included. */
  start: number
  end: number
}

export interface SegmentOptions {
  sampleRate?: number
  /** A pause at least this long ends a stretch (default 0.35 s). */
  minPauseSeconds?: number
  /** Audio kept before and after the speech of a stretch (default 0.25 s). */
  padSeconds?: number
  /** Stretches longer than this are cut at their quietest pause-like point (default 25 s). */
  maxSeconds?: number
}

const FRAME_SECONDS = 0.01

/** Energy in dB (full scale = 0 dB) of each 10 ms frame. */
export function frameEnergies(pcm: Float32Array, sampleRate = 16_000): Float32Array {
  const size = Math.round(sampleRate * FRAME_SECONDS)
  const out = new Float32Array(Math.ceil(pcm.length / size))
  for (let f = 0; f < out.length; f++) {
    let sum = 0
    const end = Math.min(pcm.length, (f + 1) * size)
    for (let i = f * size; i < end; i++) sum += pcm[i] * pcm[i]
    out[f] = 10 * Math.log10(sum / size + 1e-12)
  }
  return out
}

function percentile(values: Float32Array, p: number): number {
  const sorted = Float32Array.from(values).sort()
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]
}

/**
 * Speech frames are those well above the recording's own noise floor (its 10th percentile of frame
 * energy) and not far below its loud speech (99th percentile): a quiet recording is judged against
 * itself, and silence or steady hum gives no stretch at all.
 */
function speechFrames(energies: Float32Array): Uint8Array {
  const speech = new Uint8Array(energies.length)
  if (!energies.length) return speech
  const floor = percentile(energies, 0.1)
  const peak = percentile(energies, 0.99)
  if (peak - floor < 15 || peak < -70) return speech
  const threshold = Math.max(floor + 12, peak - 40)
  for (let f = 0; f < energies.length; f++) speech[f] = energies[f] > threshold ? 1 : 0
  return speech
}

/** Cuts [a, b) (in frames) into pieces of at most `max` frames at the quietest frame of each piece's second half. */
function cutLong(a: number, b: number, max: number, energies: Float32Array): [number, number][] {
  const out: [number, number][] = []
  while (b - a > max) {
    let cut = a + Math.floor(max / 2)
    for (let f = cut; f < a + max; f++) if (energies[f] < energies[cut]) cut = f
    out.push([a, cut])
    a = cut
  }
  out.push([a, b])
  return out
}

/** The stretches of speech of a recording, in order, separated by pauses. */
export function speechStretches(pcm: Float32Array, options: SegmentOptions = {}): Stretch[] {
  const rate = options.sampleRate ?? 16_000
  const frame = Math.round(rate * FRAME_SECONDS)
  const minPause = Math.round((options.minPauseSeconds ?? 0.35) / FRAME_SECONDS)
  const pad = Math.round((options.padSeconds ?? 0.25) / FRAME_SECONDS)
  const max = Math.round((options.maxSeconds ?? 25) / FRAME_SECONDS)
  const energies = frameEnergies(pcm, rate)
  const speech = speechFrames(energies)
  const runs: [number, number][] = []
  for (let f = 0; f < speech.length; f++) {
    if (!speech[f]) continue
    const last = runs[runs.length - 1]
    if (last && f - last[1] < minPause) last[1] = f + 1
    else runs.push([f, f + 1])
  }
  const stretches: Stretch[] = []
  for (const [i, [a, b]] of runs.entries()) {
    // Clicks shorter than 60 ms are not speech.
    if (b - a < 6) continue
    // Padding stops halfway to the neighbouring stretch, so stretches never overlap.
    const prevEnd = i > 0 ? runs[i - 1][1] : -Infinity
    const nextStart = i < runs.length - 1 ? runs[i + 1][0] : Infinity
    const from = Math.max(0, a - pad, Math.ceil((prevEnd + a) / 2))
    const to = Math.min(speech.length, b + pad, Math.floor((b + nextStart) / 2))
    for (const [x, y] of cutLong(from, to, max, energies)) {
      stretches.push({ start: x * frame, end: Math.min(pcm.length, y * frame) })
    }
  }
  return stretches
}
