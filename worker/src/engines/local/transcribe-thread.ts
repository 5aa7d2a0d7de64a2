import { parentPort } from 'node:worker_threads'
import type { TagInfo } from '../types'
import { decoderFor, type HeardStretch } from './transcribe-decoder'

/** A stretch to decode, sent by the pool (./transcribe-pool). */
export interface StretchTask {
  id: number
  vocabulary: TagInfo[]
  speech: Float32Array
}

/** The answer to a task: the stretch's words ('' when it heard nothing) with their scores, or why it failed. */
export type StretchResult = ({ id: number } & HeardStretch) | { id: number; error: string }

/**
 * The body of one decoding thread: a recogniser per vocabulary of its own (decoderFor caches them
 * in this thread), one task at a time. Each stretch is decoded from a fresh start, so which thread
 * decodes it does not change its words.
 */
const port = parentPort
if (!port) throw new Error('transcribe-thread runs as a worker thread')
port.on('message', (task: StretchTask) => {
  void decoderFor(task.vocabulary)
    .then((decoder) => decoder.decodeStretch(task.speech))
    .then(
      (heard): StretchResult => ({ id: task.id, ...heard }),
      (error: unknown): StretchResult => ({ id: task.id, error: error instanceof Error ? error.message : String(error) }),
    )
    .then((result) => port.postMessage(result))
})
port.postMessage({ ready: true })
