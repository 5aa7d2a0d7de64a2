import { PCM_SAMPLE_RATE } from '../../worker/src/engines/local/audio'

/**
 * A recording of exactly `seconds` made of the clips in turn, each followed by `pauseSeconds` of silence,
 * the last clip cut where the recording ends: how a long dictation is assembled from short ones.
 */
export function longRecording(clips: Float32Array[], seconds: number, pauseSeconds = 1.5): Float32Array {
  if (!clips.some((c) => c.length > 0)) throw new Error('A long recording needs at least one clip with sound')
  const target = Math.round(seconds * PCM_SAMPLE_RATE)
  const pause = Math.round(pauseSeconds * PCM_SAMPLE_RATE)
  const pcm = new Float32Array(target)
  for (let at = 0, i = 0; at < target; i++) {
    const clip = clips[i % clips.length]
    pcm.set(clip.subarray(0, Math.min(clip.length, target - at)), at)
    at += clip.length + pause
  }
  return pcm
}
