import RNNoise, { type RNNoiseModule } from '@echogarden/rnnoise-wasm'
import { filterPcm, PCM_SAMPLE_RATE, type FilterPcmOptions } from './audio'

/**
 * RNNoise: a small recurrent network (weights compiled into its WebAssembly) that takes a room's
 * noise out of speech, one 10 ms frame at a time, and tells how likely each frame holds a voice.
 * It works at 48 kHz: ffmpeg resamples the recording up before it and down after it. A new state for
 * every recording and the same arithmetic every time, so the same samples give the same output.
 */

const RATE = 48_000
/** RNNoise reads 16-bit sample values as floats. */
const SCALE = 32768

let loaded: Promise<RNNoiseModule> | null = null

export interface Denoised {
  /** The recording with the noise taken out (16 kHz), aligned sample for sample with the input. */
  pcm: Float32Array
  /** For each 10 ms frame of the input, RNNoise's probability that it holds a voice. */
  voice: Float32Array
}

/** Runs 16 kHz PCM through RNNoise. */
export async function rnnoise(pcm: Float32Array, options: FilterPcmOptions = {}): Promise<Denoised> {
  const m = await (loaded ??= RNNoise())
  const up = await filterPcm(pcm, 'anull', { ...options, outputRate: RATE })
  const n = m._rnnoise_get_frame_size()
  const state = m._rnnoise_create(0)
  const ptr = m._malloc(n * 4)
  // RNNoise's output lags its input by one frame: one frame of silence more is fed and the first frame out dropped.
  const frames = Math.ceil(up.length / n)
  const out = new Float32Array((frames + 1) * n)
  const voice = new Float32Array(frames)
  try {
    for (let f = 0; f <= frames; f++) {
      const heap = new Float32Array(m.HEAPF32.buffer, ptr, n)
      for (let i = 0; i < n; i++) heap[i] = (up[f * n + i] ?? 0) * SCALE
      const p = m._rnnoise_process_frame(state, ptr, ptr)
      if (f > 0) voice[f - 1] = p
      const done = new Float32Array(m.HEAPF32.buffer, ptr, n)
      for (let i = 0; i < n; i++) out[f * n + i] = done[i] / SCALE
    }
  } finally {
    m._free(ptr)
    m._rnnoise_destroy(state)
  }
  const down = await filterPcm(out.subarray(n, n + up.length), 'anull', { ...options, inputRate: RATE })
  const aligned = new Float32Array(pcm.length)
  aligned.set(down.subarray(0, pcm.length))
  return { pcm: aligned, voice: voice.subarray(0, Math.ceil(pcm.length / (PCM_SAMPLE_RATE / 100))) }
}
