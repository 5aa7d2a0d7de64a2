import { createHash } from 'node:crypto'
import { createRequire } from 'node:module'
import path from 'node:path'
import { setImmediate as yieldToEventLoop } from 'node:timers/promises'
import createModule, { type Decoder, type Endpointer, type SoundSwallowerModule } from 'soundswallower'
import type { TagInfo } from '../types'
import { buildGrammar } from './grammar'

export const SAMPLE_RATE = 16_000

/** Where soundswallower's English model lives: next to its module, not the working directory. */
export function soundswallowerModelBase(): string {
  const entry = createRequire(import.meta.url).resolve('soundswallower')
  return `${path.join(path.dirname(entry), 'model')}${path.sep}`
}

let modulePromise: Promise<SoundSwallowerModule> | null = null

/** The WebAssembly module, loaded once per process. Its log lines are kept out of stdout. */
function loadModule(): Promise<SoundSwallowerModule> {
  const overrides: Partial<SoundSwallowerModule> & { modelBase: string } = {
    modelBase: soundswallowerModelBase(),
    print: () => {},
    printErr: () => {},
  }
  modulePromise ??= createModule(overrides).catch((err: unknown) => {
    modulePromise = null
    throw err
  })
  return modulePromise
}

interface DecodeState {
  started: boolean
  sawSpeech: boolean
  utterances: string[]
}

/** A recogniser set up for one tag vocabulary. Calls run one at a time (the decoder has one state). */
export class VocabularyDecoder {
  private queue: Promise<unknown> = Promise.resolve()

  constructor(
    private readonly decoder: Decoder,
    private readonly endpointer: Endpointer,
    /** Phrases that could not be put in the grammar. */
    readonly dropped: string[],
  ) {}

  /** Decodes 16 kHz mono PCM, one utterance per stretch of speech; yields to the event loop as it goes. */
  decode(pcm: Float32Array, signal?: AbortSignal): Promise<string[]> {
    const run = this.queue.then(() => this.decodeNow(pcm, signal))
    this.queue = run.catch(() => undefined)
    return run
  }

  private feed(frame: Float32Array, state: DecodeState): void {
    const d = this.decoder
    const ep = this.endpointer
    const wasInSpeech = ep.get_in_speech()
    const speech = ep.process(frame)
    if (!speech) return
    if (!wasInSpeech && !state.started) {
      d.start()
      state.started = true
      state.sawSpeech = true
    }
    d.process_audio(speech)
    if (!ep.get_in_speech() && state.started) {
      d.stop()
      state.started = false
      state.utterances.push(d.get_text())
    }
  }

  /** Closes an open utterance with trailing silence, leaving decoder and endpointer ready for the next call. */
  private flush(state: DecodeState): void {
    const silence = new Float32Array(this.endpointer.get_frame_size())
    for (let k = 0; k < 200 && (state.started || this.endpointer.get_in_speech()); k++) this.feed(silence, state)
    if (state.started) {
      this.decoder.stop()
      state.started = false
      state.utterances.push(this.decoder.get_text())
    }
  }

  private async decodeNow(pcm: Float32Array, signal?: AbortSignal): Promise<string[]> {
    const size = this.endpointer.get_frame_size()
    const state: DecodeState = { started: false, sawSpeech: false, utterances: [] }
    try {
      for (let i = 0; i < pcm.length; i += size) {
        let frame = pcm.subarray(i, i + size)
        if (frame.length < size) {
          const padded = new Float32Array(size)
          padded.set(frame)
          frame = padded
        }
        this.feed(frame, state)
        // About every 3 s of audio: let lock renewals and cancellation through.
        if ((i / size) % 100 === 99) {
          await yieldToEventLoop()
          signal?.throwIfAborted()
        }
      }
    } finally {
      this.flush(state)
    }
    if (!state.sawSpeech && pcm.length > 0) {
      // Nothing the endpointer called speech (very quiet audio): decode the whole as one utterance.
      this.decoder.start()
      this.decoder.process_audio(pcm, false, true)
      this.decoder.stop()
      state.utterances.push(this.decoder.get_text())
    }
    return state.utterances.map((u) => u.trim()).filter(Boolean)
  }

  /** Frees the WebAssembly decoder once the decodes queued on it have finished. */
  async dispose(): Promise<void> {
    await this.queue
    this.decoder.delete()
  }
}

/** Stable key of a vocabulary: the same tags in any order share one decoder. */
export function vocabularyKey(vocabulary: TagInfo[]): string {
  const parts = vocabulary
    .map((t) => [t.identifier, t.name, t.description])
    .sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex')
}

/** An initialised recogniser with the English model and dictionary but no grammar yet (about 0.3 s). */
export async function initDecoder(): Promise<Decoder> {
  const ss = await loadModule()
  const decoder = new ss.Decoder({ loglevel: 'FATAL', samprate: SAMPLE_RATE })
  try {
    await decoder.initialize()
    return decoder
  } catch (err) {
    decoder.delete()
    throw err
  }
}

async function createDecoder(vocabulary: TagInfo[]): Promise<VocabularyDecoder> {
  const ss = await loadModule()
  const decoder = await initDecoder()
  try {
    const grammar = buildGrammar(vocabulary, (w) => decoder.lookup_word(w))
    if (grammar.newWords.length) decoder.add_words(...grammar.newWords)
    decoder.set_grammar(grammar.jsgf)
    return new VocabularyDecoder(decoder, new ss.Endpointer({ samprate: SAMPLE_RATE }), grammar.dropped)
  } catch (err) {
    decoder.delete()
    throw err
  }
}

const MAX_CACHED = 4
const cache = new Map<string, Promise<VocabularyDecoder>>()

/** The decoder of a vocabulary, created on first use (about 0.3 s) and then reused; least recently used ones are freed. */
export function decoderFor(vocabulary: TagInfo[]): Promise<VocabularyDecoder> {
  const key = vocabularyKey(vocabulary)
  let entry = cache.get(key)
  if (entry) cache.delete(key)
  else {
    entry = createDecoder(vocabulary)
    entry.catch(() => cache.delete(key))
  }
  cache.set(key, entry)
  while (cache.size > MAX_CACHED) {
    const [oldKey, old] = cache.entries().next().value as [string, Promise<VocabularyDecoder>]
    cache.delete(oldKey)
    void old.then((d) => d.dispose()).catch(() => undefined)
  }
  return entry
}
