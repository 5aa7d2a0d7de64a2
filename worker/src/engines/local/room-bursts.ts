import { frameEnergies } from './segment'

/**
 * Noise that comes and goes: a saw, a drill or a pump cutting in for a second at a time. Between its
 * bursts the room is quiet, so the noise floor (./room) is far below the speech and nothing is
 * cleaned; in a pause the recogniser hears a burst as words ("chest were", "it lie" before the first
 * word said) and the guard then reads the stretch as forced. A burst in a pause is told from speech
 * by its steadiness: its 10 ms frames stay within a few dB of each other for longer than a vowel is
 * held, at a level well above the room's floor and well below the speech. Such a run is brought down
 * to the floor; where a burst lies under the speech its energy moves with the voice and it is left as
 * it is.
 */

/** A burst holds at least this many 10 ms frames within `BURST_SPAN_DB` of each other (a held vowel is shorter). */
export const BURST_FRAMES = 30
/** The largest spread of a burst's frame energies (dB). */
export const BURST_SPAN_DB = 6
/** A burst is at least this far above the room's floor (dB). */
export const BURST_ABOVE_FLOOR_DB = 15
/** A burst is at least this far below the speech level (dB): speech's own steady sounds are louder. */
export const BURST_BELOW_SPEECH_DB = 12

const FRAME = 160

/** The bursts of steady noise in a recording's pauses, as [first, end) 10 ms frames. */
export function noiseBursts(energies: Float32Array, floorDb: number, speechDb: number): [number, number][] {
  const bursts: [number, number][] = []
  const between = (e: number) => e > floorDb + BURST_ABOVE_FLOOR_DB && e < speechDb - BURST_BELOW_SPEECH_DB
  let from = 0
  while (from + BURST_FRAMES <= energies.length) {
    let lo = Infinity
    let hi = -Infinity
    let to = from
    // A steady run with a frame at the floor or at the speech's level in it is no burst (and is not grown further).
    let steady = true
    for (; to < energies.length; to++) {
      const lower = Math.min(lo, energies[to])
      const higher = Math.max(hi, energies[to])
      if (higher - lower > BURST_SPAN_DB) break
      if (!between(energies[to])) {
        steady = false
        break
      }
      lo = lower
      hi = higher
    }
    if (steady && to - from >= BURST_FRAMES) {
      bursts.push([from, to])
      from = to
    } else if (!steady) {
      // Every run starting before that frame reaches it too within the spread, so none of them is a burst.
      from = to + 1
    } else from++
  }
  return bursts
}

/**
 * The recording with its bursts of steady noise (`noiseBursts`) brought down to the floor, one frame
 * either side included (a burst's onset falls inside a frame), with 10 ms ramps; null when there is none.
 */
export function quietenBursts(pcm: Float32Array, floorDb: number, speechDb: number): Float32Array | null {
  const energies = frameEnergies(pcm)
  const bursts = noiseBursts(energies, floorDb, speechDb)
  if (!bursts.length) return null
  const gain = new Float32Array(pcm.length).fill(1)
  for (const [from, to] of bursts) {
    const level = energies.slice(from, to).reduce((a, e) => Math.min(a, e), Infinity)
    const down = 10 ** ((floorDb - level) / 20)
    const start = Math.max(0, (from - 1) * FRAME)
    const end = Math.min(pcm.length, (to + 1) * FRAME)
    for (let i = start; i < end; i++) {
      // Ramps over the first and last frame, so no click is made at the burst's edges.
      const ramp = Math.min(1, (i - start) / FRAME, (end - 1 - i) / FRAME)
      gain[i] = 1 - ramp * (1 - down)
    }
  }
  return pcm.map((x, i) => x * gain[i])
}
