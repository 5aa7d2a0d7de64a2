import { parentPort } from 'node:worker_threads'
import type { TagInfo } from '../types'
import { createDecoder, decoderFor, vocabularyKey } from './transcribe-decoder'
import type { DecoderOptions, HeardStretch, VocabularyDecoder } from './transcribe-decoder'
import { describeFailure, moduleIsDead } from './transcribe-log'

/** A stretch to decode, sent by the pool (./transcribe-pool). */
export interface StretchTask {
  id: number
  vocabulary: TagInfo[]
  speech: Float32Array
  /** Settings other than the product's default (a noisy recording's search). */
  options?: DecoderOptions
}

/** The answer to a task: the stretch's words ('' when it heard nothing) with their scores, or why it failed. */
export type StretchResult = ({ id: number } & HeardStretch) | { id: number; error: string }

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
port.on('message', (task: StretchTask) => {
  void (task.options ? decoderWith(task.vocabulary, task.options) : decoderFor(task.vocabulary))
    .then((decoder) => decoder.decodeStretch(task.speech))
    .then(
      (heard) => port.postMessage({ id: task.id, ...heard } satisfies StretchResult),
      (error: unknown) => {
        port.postMessage({ id: task.id, error: describeFailure(error) } satisfies StretchResult)
        // A module that exited or aborted cannot decode again: this thread ends, and the pool starts another.
        if (moduleIsDead(error)) process.exit(1)
      },
    )
})
port.postMessage({ ready: true })
