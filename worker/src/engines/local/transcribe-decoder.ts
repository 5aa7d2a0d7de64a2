import { createHash } from 'node:crypto'
import { setImmediate as yieldToEventLoop } from 'node:timers/promises'
import type { Decoder, Segment } from 'soundswallower'
import type { TagInfo } from '../types'
import { buildGrammar, type GrammarOptions } from './grammar'
import { speechStretches } from './segment'
import { grammarGraph } from './grammar-fsg'
import { bestPathScore, feed, initDecoder, SAMPLE_RATE, setWarp, setWordGraph, sharedMeter, type SearchConfig } from './transcribe-module'

export { initDecoder, SAMPLE_RATE, soundswallowerModelBase, type SearchConfig } from './transcribe-module'

/**
 * A recogniser set up for one tag vocabulary. Calls run one at a time (the decoder has one state).
 *
 * The recogniser normalises its features by a running cepstral mean. Carried over from one
 * utterance to the next and from one caller's recording to the next, that mean made the same
 * recording decode differently depending on what was decoded before (and on where in the recording
 * the speech started, as with Chromium's fake microphone). So every stretch of speech is decoded on
 * its own: its cepstral mean is measured first (`MeanMeter`, without the vocabulary's search), and
 * the one searching pass starts from that mean with feature extraction started afresh. The same
 * stretch always gives the same words, whatever came before it. (PocketSphinx's batch mode was
 * tried too: it heard flite's "fifty" as "fifteen" in an AAC upload, which this does not.) Until
 * 2026-11-26 the mean was adapted by a first pass of this recogniser itself, but PocketSphinx
 * searches every frame of an utterance when it ends, so that pass cost a whole second search.
 * The stretches are found by a stateless energy detector (./segment), not PocketSphinx's endpointer,
 * whose voice detector adapts to the noise it heard before.
 */
export class VocabularyDecoder {
  private queue: Promise<unknown> = Promise.resolve()

  constructor(
    private readonly decoder: Decoder,
    /** Phrases that could not be put in the grammar. */
    readonly dropped: string[],
    /** The model's own starting mean, for a stretch whose mean cannot be measured. */
    private readonly defaultMean = String(decoder.get_config('cmninit')),
  ) {}

  /** Decodes 16 kHz mono PCM, one utterance per stretch of speech; yields to the event loop as it goes. */
  decode(pcm: Float32Array, signal?: AbortSignal): Promise<string[]> {
    return this.decodeScored(pcm, signal).then((heard) => heard.map((h) => h.text))
  }

  /**
   * One stretch of speech as ./segment found it, queued like `decode` and decoded exactly as `decode`
   * decodes each of its stretches (the worker-thread pool decodes a recording's stretches this way).
   */
  decodeStretch(speech: Float32Array, signal?: AbortSignal, warp?: number): Promise<HeardStretch> {
    const run = this.queue.then(() => this.utterance(speech, signal, warp))
    this.queue = run.catch(() => undefined)
    return run
  }

  /**
   * One stretch of speech, decoded from a fresh start with its own normalisation; `warp`, the front end's
   * frequency warping factor (`warpConfig`; none by default), is set for this stretch alone.
   */
  private async utterance(speech: Float32Array, signal?: AbortSignal, warp?: number): Promise<HeardStretch> {
    const d = this.decoder
    d.set_config('cmninit', (await (await sharedMeter()).measure(speech, signal, warp)) ?? this.defaultMean)
    setWarp(d, warp)
    await d.reinitialize_audio()
    d.start()
    let partial = ''
    try {
      await feed(d, speech, true, signal)
      partial = d.get_text().trim()
    } finally {
      d.stop()
    }
    const text = d.get_text().trim()
    const score = await bestPathScore(d)
    const frames = Math.round((speech.length / SAMPLE_RATE) * 100)
    // PocketSphinx keeps only a path that reaches the grammar's end; when none does, the best path read
    // before the end is what was heard, passed on as partial so that none of its words is taken as sure.
    return { ...(!text && partial ? partialWords(partial) : heardWords(text, d.get_alignment())), score, frames }
  }

  /** As `decode`, with each utterance's word scores. */
  decodeScored(pcm: Float32Array, signal?: AbortSignal): Promise<HeardStretch[]> {
    const run = this.queue.then(() => this.decodeNow(pcm, signal))
    this.queue = run.catch(() => undefined)
    return run
  }

  private async decodeNow(pcm: Float32Array, signal?: AbortSignal): Promise<HeardStretch[]> {
    const utterances: HeardStretch[] = []
    for (const { start, end } of speechStretches(pcm, { sampleRate: SAMPLE_RATE })) {
      // Between utterances: let lock renewals and cancellation through.
      await yieldToEventLoop()
      signal?.throwIfAborted()
      const heard = await this.utterance(pcm.subarray(start, end), signal)
      if (heard.text) utterances.push(heard)
    }
    return utterances
  }

  /** Frees the WebAssembly decoder once the decodes queued on it have finished. */
  async dispose(): Promise<void> {
    await this.queue
    this.decoder.delete()
  }
}

/** A stretch's words as the recogniser heard them, each with its posterior probability (0 to 1). */
export interface HeardStretch {
  text: string
  /** One per word of `text`, in order. */
  scores: number[]
  /** The words are the best path of a search that reached no end of the grammar: every score is 0. */
  partial?: true
  /** The best path's score (see `bestPathScore`) and the stretch's frames (100 a second). */
  score?: number
  frames?: number
}

/** The words of a partial result: none has a posterior, so each scores 0 (unsure). */
export function partialWords(text: string): HeardStretch {
  const words = text.split(/\s+/).filter(Boolean)
  return { text: words.join(' '), scores: words.map(() => 0), partial: true }
}

/**
 * The words of the best path with their posterior probabilities from the recogniser's lattice
 * (`p` of each word of `get_alignment`); silences, fillers and null transitions are not words, and
 * "and(2)" is the second pronunciation of "and". Where the segmentation does not spell the text
 * (no lattice), every word counts as sure.
 */
export function heardWords(text: string, alignment: Segment | undefined): HeardStretch {
  const words = text.split(/\s+/).filter(Boolean)
  const segments = (alignment?.w ?? [])
    .filter((s) => !/^[<([]/.test(s.t))
    .map((s) => ({ word: s.t.replace(/\(\d+\)$/, ''), p: s.p }))
  const spelled = segments.length === words.length && segments.every((s, i) => s.word === words[i])
  return { text: words.join(' '), scores: words.map((_, i) => (spelled && Number.isFinite(segments[i].p) ? segments[i].p : 1)) }
}

/** Stable key of a vocabulary: the same tags in any order share one decoder. */
export function vocabularyKey(vocabulary: TagInfo[]): string {
  const parts = vocabulary
    .map((t) => [t.identifier, t.name, t.description])
    .sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex')
}

/** How a vocabulary's recogniser is set up: its search settings and its grammar's options. */
export interface DecoderOptions {
  search?: SearchConfig
  grammar?: GrammarOptions
  /**
   * The search graph: `graph` (default), the grammar made a minimal deterministic word graph here
   * (./grammar-fsg); `jsgf`, PocketSphinx's own compilation of the same grammar (the same sentences, several
   * times the search), kept to measure one against the other.
   */
  compile?: 'graph' | 'jsgf'
}

/** The settings of the product's recogniser: soundswallower's search defaults and the grammar's own. */
export const DEFAULT_DECODER_OPTIONS: Readonly<DecoderOptions> = { search: {}, grammar: {}, compile: 'graph' }

/**
 * A new recogniser for a vocabulary (not cached: the caller disposes of it). `decoderFor` gives the
 * product's shared one with DEFAULT_DECODER_OPTIONS; the benchmark builds others to compare settings.
 */
export async function createDecoder(vocabulary: TagInfo[], options: DecoderOptions = DEFAULT_DECODER_OPTIONS): Promise<VocabularyDecoder> {
  const decoder = await initDecoder({ ...DEFAULT_DECODER_OPTIONS.search, ...options.search })
  try {
    const grammar = buildGrammar(vocabulary, (w) => decoder.lookup_word(w), { ...DEFAULT_DECODER_OPTIONS.grammar, ...options.grammar })
    if (grammar.newWords.length) decoder.add_words(...grammar.newWords)
    if ((options.compile ?? DEFAULT_DECODER_OPTIONS.compile) === 'jsgf') decoder.set_grammar(grammar.jsgf)
    else await setWordGraph(decoder, grammarGraph(grammar.jsgf))
    await sharedMeter()
    return new VocabularyDecoder(decoder, grammar.dropped)
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
