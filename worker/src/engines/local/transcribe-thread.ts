import { parentPort, workerData } from 'node:worker_threads'
import type { TagInfo } from '../types'
import { createDecoder, decoderFor, vocabularyKey } from './transcribe-decoder'
import type { DecoderOptions, HeardStretch, VocabularyDecoder } from './transcribe-decoder'
import { describeFailure, moduleIsDead } from './transcribe-log'
import { moduleHeapBytes } from './transcribe-module'

/** A stretch to decode, sent by the pool (./transcribe-pool). */
export interface StretchTask {
  id: number
  vocabulary: TagInfo[]
  speech: Float32Array
  /** Settings other than the product's default (a noisy recording's search). */
  options?: DecoderOptions
}

/**
 * The answer to a task: the stretch's words ('' when it heard nothing) with their scores, or why it
 * failed; `dead` when the thread's recogniser module can no longer run (the thread then ends).
 */
export type StretchResult = ({ id: number; ends?: true } & HeardStretch) | { id: number; error: string; dead?: true }

/**
 * A thread whose module heap has grown past this ends after its task (the pool starts another):
 * the heap never shrinks and cannot pass 2 GB, and PocketSphinx exits when an allocation fails.
 */
export const HEAP_LIMIT_BYTES = 1.25 * 2 ** 30

/**
 * The body of one decoding thread: a recogniser per vocabulary of its own (decoderFor caches them
 * in this thread), one task at a time. Each stretch is decoded from a fresh start, so which thread
 * decodes it does not change its words.
 */
const MAX_TUNED = 2
const tuned = new Map<string, Promise<VocabularyDecoder>>()

/** A recogniser with settings other than the default, cached in this thread by vocabulary and settings (the last two used). */
function decoderWith(vocabulary: TagInfo[], options: DecoderOptions): Promise<VocabularyDecoder> {
  const key = `${vocabularyKey(vocabulary)}:${JSON.stringify(options)}`
  let entry = tuned.get(key)
  if (entry) tuned.delete(key)
  else {
    entry = createDecoder(vocabulary, options)
    entry.catch(() => tuned.delete(key))
  }
  tuned.set(key, entry)
  for (const [oldKey, old] of [...tuned].slice(0, Math.max(0, tuned.size - MAX_TUNED))) {
    tuned.delete(oldKey)
    void old.then((d) => d.dispose()).catch(() => undefined)
  }
  return entry
}

const port = parentPort
if (!port) throw new Error('transcribe-thread runs as a worker thread')
const heapLimit = (workerData as { heapLimitBytes?: number } | null)?.heapLimitBytes ?? HEAP_LIMIT_BYTES
port.on('message', (task: StretchTask) => {
  void (task.options ? decoderWith(task.vocabulary, task.options) : decoderFor(task.vocabulary))
    .then((decoder) => decoder.decodeStretch(task.speech))
    .then(
      async (heard) => {
        const full = (await moduleHeapBytes()) > heapLimit
        port.postMessage({ id: task.id, ...heard, ...(full ? { ends: true as const } : {}) } satisfies StretchResult)
        if (full) process.exit(0)
      },
      (error: unknown) => {
        const dead = moduleIsDead(error)
        port.postMessage({ id: task.id, error: describeFailure(error), ...(dead ? { dead: true as const } : {}) } satisfies StretchResult)
        // A module that exited or aborted cannot decode again: this thread ends, and the pool starts another.
        if (dead) process.exit(1)
      },
    )
})
port.postMessage({ ready: true })
