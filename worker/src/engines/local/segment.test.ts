import { describe, expect, it } from 'vitest'
import { speechStretches } from './segment'

const RATE = 16_000

/** A recording of tone bursts ("speech") at `amp` between pauses over faint noise; layout in seconds. */
function recording(layout: { speech?: number; pause?: number }[], amp = 0.3, seed = 1): Float32Array {
  const total = layout.reduce((s, p) => s + (p.speech ?? p.pause ?? 0), 0)
  const pcm = new Float32Array(Math.round(total * RATE))
  let x = seed
  const noise = () => ((x = (x * 1103515245 + 12345) % 2147483648) / 2147483648 - 0.5) * 0.002
  let at = 0
  for (const part of layout) {
    const n = Math.round((part.speech ?? part.pause ?? 0) * RATE)
    for (let i = 0; i < n; i++) pcm[at + i] = noise() + (part.speech ? amp * Math.sin((2 * Math.PI * 220 * i) / RATE) : 0)
    at += n
  }
  return pcm
}

const seconds = (s: { start: number; end: number }) => [Number((s.start / RATE).toFixed(2)), Number((s.end / RATE).toFixed(2))]

describe('speechStretches', () => {
  it('finds each stretch of speech between pauses, padded but never overlapping', () => {
    const pcm = recording([{ pause: 1 }, { speech: 2 }, { pause: 1 }, { speech: 1.5 }, { pause: 0.5 }])
    expect(speechStretches(pcm).map(seconds)).toEqual([
      [0.75, 3.25],
      [3.75, 5.75],
    ])
  })

  it('keeps a short pause inside one stretch', () => {
    const pcm = recording([{ pause: 0.5 }, { speech: 1 }, { pause: 0.2 }, { speech: 1 }, { pause: 0.5 }])
    expect(speechStretches(pcm)).toHaveLength(1)
  })

  it('gives nothing for silence or steady faint noise, and judges a quiet recording against itself', () => {
    expect(speechStretches(new Float32Array(RATE * 2))).toEqual([])
    expect(speechStretches(recording([{ pause: 3 }]))).toEqual([])
    expect(speechStretches(recording([{ pause: 1 }, { speech: 1 }, { pause: 1 }], 0.01)).map(seconds)).toEqual([[0.75, 2.25]])
  })

  it('cuts a stretch longer than the limit into pieces that cover it', () => {
    // A minute of speech whose pauses between words are all shorter than a sentence pause.
    const words = Array.from({ length: 100 }, () => [{ speech: 0.5 }, { pause: 0.1 }]).flat()
    const pcm = recording([{ pause: 0.5 }, ...words, { pause: 0.5 }])
    const parts = speechStretches(pcm, { maxSeconds: 25 })
    expect(parts.length).toBe(3)
    for (const p of parts) expect(p.end - p.start).toBeLessThanOrEqual(25 * RATE)
    for (let i = 1; i < parts.length; i++) expect(parts[i].start).toBe(parts[i - 1].end)
  })

  it('moves with the recording: a later start shifts every stretch by the same delay', () => {
    const layout = [{ pause: 0.6 }, { speech: 1.2 }, { pause: 0.8 }, { speech: 0.9 }, { pause: 0.6 }]
    const base = speechStretches(recording(layout))
    expect(base).toHaveLength(2)
    for (const delayFrames of [1, 4, 11, 37, 60, 100]) {
      const later = speechStretches(recording([{ pause: delayFrames / 100 }, ...layout]))
      expect(
        later.map((s) => [s.start - delayFrames * 160, s.end - delayFrames * 160]),
        `${delayFrames * 10} ms later`,
      ).toEqual(base.map((s) => [s.start, s.end]))
    }
  })
})
