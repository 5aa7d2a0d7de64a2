import { describe, expect, it } from 'vitest'
import { PCM_SAMPLE_RATE } from '../../worker/src/engines/local/audio'
import { longRecording } from './long-recording'

const clip = (value: number, seconds: number) => new Float32Array(seconds * PCM_SAMPLE_RATE).fill(value)

describe('a long recording assembled from clips', () => {
  it('is exactly as long as asked, the clips in turn with a pause after each and the last one cut', () => {
    const pcm = longRecording([clip(0.1, 2), clip(0.2, 1)], 7, 0.5)
    expect(pcm.length).toBe(7 * PCM_SAMPLE_RATE)
    const at = (s: number) => pcm[Math.round(s * PCM_SAMPLE_RATE)]
    // 0–2 s first clip, 2–2.5 pause, 2.5–3.5 second clip, 3.5–4 pause, 4–6 first again, 6–6.5 pause, 6.5–7 second, cut.
    expect([at(0), at(1.9), at(2.2), at(2.6), at(3.7), at(4.1), at(6.2), at(6.6), at(6.99)]).toEqual(
      [0.1, 0.1, 0, 0.2, 0, 0.1, 0, 0.2, 0.2].map(Math.fround),
    )
  })

  it('refuses clips without sound rather than filling the time with pauses', () => {
    expect(() => longRecording([], 5)).toThrow(/at least one clip/)
    expect(() => longRecording([new Float32Array(0)], 5)).toThrow(/at least one clip/)
  })
})
