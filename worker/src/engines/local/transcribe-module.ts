import { createRequire } from 'node:module'
import path from 'node:path'
import { setImmediate as yieldToEventLoop } from 'node:timers/promises'
import createModule, { type Decoder, type SoundSwallowerModule } from 'soundswallower'
import type { WordGraph } from './word-graph'
import { listenToLog, moduleLog } from './transcribe-log'

/**
 * The recogniser's WebAssembly module (soundswallower, PocketSphinx) as this process or worker
 * thread loads it once: its decoders, the meter of a stretch's cepstral mean, and its heap.
 */

export const SAMPLE_RATE = 16_000

/** Where soundswallower's English model lives: next to its module, not the working directory. */
export function soundswallowerModelBase(): string {
  const entry = createRequire(import.meta.url).resolve('soundswallower')
  return `${path.join(path.dirname(entry), 'model')}${path.sep}`
}

let modulePromise: Promise<SoundSwallowerModule> | null = null

/** The WebAssembly module, loaded once per process (or worker thread). Its log lines go to ./transcribe-log, not stdout. */
function loadModule(): Promise<SoundSwallowerModule> {
  const overrides: Partial<SoundSwallowerModule> & { modelBase: string } = {
    modelBase: soundswallowerModelBase(),
    print: moduleLog,
    printErr: moduleLog,
  }
  modulePromise ??= createModule(overrides).catch((err: unknown) => {
    modulePromise = null
    throw err
  })
  return modulePromise
}

/** The line live CMN logs when it updates its mean: "Update to   < 43.95,3.368,… >". */
const CMN_UPDATE = /Update to\s*<\s*([-+\d.e,\s]+?)\s*>/

/**
 * Measures a stretch's cepstral mean without searching it with the vocabulary's grammar: a second
 * recogniser with a one-word grammar runs over the stretch (its search costs next to nothing), and
 * the mean its live CMN settles on at the end of the utterance is read from the log line
 * PocketSphinx writes then (soundswallower has no call that returns it). That mean becomes the
 * vocabulary recogniser's starting mean (`cmninit`) for the one pass that searches.
 */
class MeanMeter {
  private queue: Promise<unknown> = Promise.resolve()

  private constructor(private readonly decoder: Decoder) {}

  static async create(): Promise<MeanMeter> {
    // INFO is the level at which CMN reports its update. The level is the module's (one per thread),
    // so the other recognisers' INFO lines reach the log too, which drops them unless someone listens.
    const decoder = await initDecoder()
    try {
      decoder.set_grammar('#JSGF V1.0;\ngrammar mean;\npublic <mean> = the;\n')
      return new MeanMeter(decoder)
    } catch (err) {
      decoder.delete()
      throw err
    }
  }

  /** The stretch's cepstral mean as `cmninit` takes it ("43.95,3.368,…"), or null when it had no frame with energy. */
  measure(speech: Float32Array, signal?: AbortSignal, warp?: number): Promise<string | null> {
    // The recognisers of a thread share one meter; their measures take turns.
    const run = this.queue.then(() => this.measureNow(speech, signal, warp))
    this.queue = run.catch(() => undefined)
    return run
  }

  private async measureNow(speech: Float32Array, signal?: AbortSignal, warp?: number): Promise<string | null> {
    const d = this.decoder
    // The mean of the features the searching recogniser will see: measured through the same warping.
    setWarp(d, warp)
    await d.reinitialize_audio()
    d.start()
    let mean: string | null = null
    try {
      await feed(d, speech, false, signal)
    } finally {
      listenToLog((line) => {
        mean = CMN_UPDATE.exec(line)?.[1].replace(/\s+/g, '') ?? mean
      }, () => d.stop())
    }
    return mean
  }
}

let meter: Promise<MeanMeter> | null = null

/**
 * The meter of this process (or worker thread), made on first use and kept: every recogniser
 * needs it, and each PocketSphinx decoder holds its own copy of the acoustic model (about 100 MB
 * of the module's heap, which cannot grow past 2 GB), so one per vocabulary was a second copy each.
 */
export function sharedMeter(): Promise<MeanMeter> {
  meter ??= MeanMeter.create().catch((err: unknown) => {
    meter = null
    throw err
  })
  return meter
}

/** Bytes of the module's heap now (0 before the module is loaded): it grows as recognisers are made and never shrinks. */
export async function moduleHeapBytes(): Promise<number> {
  if (!modulePromise) return 0
  const ss = (await modulePromise) as SoundSwallowerModule & { HEAPU8?: Uint8Array }
  return ss.HEAPU8?.length ?? 0
}

/** Feeds a second of audio at a time (fixed pieces, so the result does not change), yielding in between. */
export async function feed(d: Decoder, speech: Float32Array, search: boolean, signal?: AbortSignal): Promise<void> {
  for (let i = 0; i < speech.length; i += SAMPLE_RATE) {
    d.process_audio(speech.subarray(i, i + SAMPLE_RATE), !search)
    // The job's lock renewals and cancellation must get through during a long stretch.
    await yieldToEventLoop()
    signal?.throwIfAborted()
  }
}

/**
 * PocketSphinx search settings (soundswallower's config keys): beam widths (`beam`, `wbeam`,
 * `pbeam`), the HMM cap per frame (`maxhmmpf`), frame downsampling of the acoustic scores (`ds`),
 * Gaussians per frame (`topn`), the lattice best-path pass (`bestpath`), language and insertion
 * weights (`lw`, `wip`, `pip`) and the filler and silence probabilities (`fillprob`, `silprob`).
 */
type SearchKey = 'beam' | 'wbeam' | 'pbeam' | 'maxhmmpf' | 'ds' | 'topn' | 'bestpath' | 'lw' | 'wip' | 'pip' | 'fillprob' | 'silprob'
export type SearchConfig = Partial<Record<SearchKey, number | boolean>>

/**
 * The front end's frequency warping for a factor (PocketSphinx's piecewise linear warp of the mel
 * filters' frequencies); 1 or none: no warping.
 */
export function warpConfig(warp?: number): Record<string, string> {
  return warp && warp !== 1 ? { warp_type: 'piecewise_linear', warp_params: String(warp) } : {}
}

/** Sets a recogniser's warping for the front end its next `reinitialize_audio` builds (none: unwarped). */
export function setWarp(d: Decoder, warp?: number): void {
  const warping = warpConfig(warp)
  if (warping.warp_type) for (const [key, value] of Object.entries(warping)) d.set_config(key, value)
  else d.unset_config('warp_params')
}

/** An initialised recogniser with the English model and dictionary but no grammar yet (about 0.3 s). */
export async function initDecoder(search: SearchConfig = {}): Promise<Decoder> {
  const ss = await loadModule()
  // The log level is the module's, set by each new recogniser: always INFO, the level at which
  // MeanMeter reads its mean. The lines go to ./transcribe-log, which keeps only the errors.
  const decoder = new ss.Decoder({ loglevel: 'INFO', samprate: SAMPLE_RATE, ...search })
  try {
    await decoder.initialize()
    return decoder
  } catch (err) {
    decoder.delete()
    throw err
  }
}

/**
 * The best path's score of the utterance just decoded (PocketSphinx's log score, acoustic and grammar
 * weights; each frame's acoustic scores are relative to that frame's best senone), 0 when none.
 */
export async function bestPathScore(decoder: Decoder): Promise<number> {
  const ss = (await loadModule()) as unknown as FsgFunctions & { _decoder_hyp(decoder: number, score: number): number; HEAP32: Int32Array }
  const ptr = ss._malloc(4)
  try {
    ss.HEAP32[ptr >> 2] = 0
    ss._decoder_hyp((decoder as unknown as { cdecoder: number }).cdecoder, ptr)
    return ss.HEAP32[ptr >> 2]
  } finally {
    ss._free(ptr)
  }
}

/** The module's C functions that build a search graph by hand (exported by soundswallower, not in its typings). */
interface FsgFunctions {
  _malloc(bytes: number): number
  _free(ptr: number): void
  HEAPU8: Uint8Array
  _decoder_logmath(decoder: number): number
  _logmath_log(logmath: number, p: number): number
  _fsg_model_init(name: number, logmath: number, lw: number, states: number): number
  _fsg_model_word_add(fsg: number, word: number): number
  _fsg_model_trans_add(fsg: number, from: number, to: number, logp: number, wid: number): void
  _fsg_model_null_trans_add(fsg: number, from: number, to: number, logp: number): number
  _fsg_set_states(fsg: number, start: number, final: number): void
  _fsg_model_free(fsg: number): void
  _decoder_set_fsg(decoder: number, fsg: number): number
}

/**
 * Gives the recogniser a word graph of one dictation item as its search graph (./grammar-fsg): every
 * accepting state returns to the start by an empty move (one or more items) and ends the utterance by
 * another, to the graph's one final state. The recogniser owns the graph once it is set.
 */
export async function setWordGraph(decoder: Decoder, graph: WordGraph): Promise<void> {
  const ss = (await loadModule()) as unknown as FsgFunctions
  const cdecoder = (decoder as unknown as { cdecoder: number }).cdecoder
  const encoder = new TextEncoder()
  const withString = <T>(text: string, use: (ptr: number) => T): T => {
    const bytes = encoder.encode(text)
    const ptr = ss._malloc(bytes.length + 1)
    ss.HEAPU8.set(bytes, ptr)
    ss.HEAPU8[ptr + bytes.length] = 0
    try {
      return use(ptr)
    } finally {
      ss._free(ptr)
    }
  }
  const logmath = ss._decoder_logmath(cdecoder)
  const logp = (logw: number) => (logw === 0 ? 0 : ss._logmath_log(logmath, Math.exp(logw)))
  const final = graph.count
  const fsg = withString('dictation', (name) => ss._fsg_model_init(name, logmath, Number(decoder.get_config('lw')), graph.count + 1))
  try {
    const wids = new Map<string, number>()
    for (let a = 0; a < graph.from.length; a++) {
      const word = graph.word[a]
      let wid = wids.get(word)
      if (wid === undefined) wids.set(word, (wid = withString(word, (w) => ss._fsg_model_word_add(fsg, w))))
      ss._fsg_model_trans_add(fsg, graph.from[a], graph.to[a], logp(graph.logw[a]), wid)
    }
    const repeat = graph.repeat ?? 0
    for (const [state, logw] of graph.finals) {
      if (state !== graph.start) ss._fsg_model_null_trans_add(fsg, state, graph.start, logp(logw + repeat))
      ss._fsg_model_null_trans_add(fsg, state, final, logp(logw + repeat))
    }
    ss._fsg_set_states(fsg, graph.start, final)
  } catch (err) {
    ss._fsg_model_free(fsg)
    throw err
  }
  if (ss._decoder_set_fsg(cdecoder, fsg) < 0) throw new Error('The recogniser did not take its search graph')
}
