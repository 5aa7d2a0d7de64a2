import type { TagInfo, Transcribed, TranscriptionEngine, TranscriptionInput } from '../types'
import { decodeAudio, type DecodeAudioOptions } from './audio'
import { speechStretches, type Stretch } from './segment'
import { SAMPLE_RATE, type HeardStretch, type SearchConfig } from './transcribe-decoder'
import { cleanRecording, NOISY_SEARCH } from './room'
import { heardUtterances } from './transcribe-noise'
import { formatHeard, guardVocabulary } from './transcribe-format'
import { GUARD_OPTIONS, type GuardOptions, type GuardVocabulary } from './transcribe-guard'
import { DecodePool, defaultThreadCount, type DecodeStretchesOptions } from './transcribe-pool'
import { keptReadings, needsSecondReading, SECOND_READING_SHARE, withinBudget } from './transcribe-second'
import { chooseNamed, measuredVocabulary, unnamedDimensions } from './transcribe-named'

export interface LocalTranscriptionOptions {
  /** ffmpeg binary; default: system ffmpeg on PATH, else @ffmpeg-installer/ffmpeg. */
  ffmpegPath?: string
  /** Limit on decoding the upload with ffmpeg (default 60 s). */
  decodeTimeoutMs?: number
  /** Longest audio accepted (default 30 minutes). */
  maxSeconds?: number
  /** Threads decoding stretches in parallel (default: TRANSCRIBE_THREADS, else min(2, cores)). */
  threads?: number
  /** The guard against forced field words (./transcribe-guard; default GUARD_OPTIONS); null: none. */
  guard?: GuardOptions | null
  /** The longest recognition may take for a recording of this many seconds (default `recognitionBudgetMs`). */
  budgetMs?: (seconds: number) => number
  /** Search settings for a recording the room front end cleaned (default NOISY_SEARCH); null: the default search. */
  noisySearch?: SearchConfig | null
  /** Receives each recording's stretches as the recogniser heard them, with their word scores (benchmarks). */
  onHeard?: (heard: HeardRecording) => void
  /** Whether weak stretches of a recording the front end cleaned are decoded again from its other denoiser (default true). */
  secondReading?: boolean
  /** Whether a stretch with a measure whose name went unheard is decoded again with the measured fields alone (default true). */
  namedReading?: boolean
}

/** A recording as the recogniser heard it, before formatting: for measuring the recogniser. */
export interface HeardRecording {
  stretches: HeardStretch[]
  /** Whether the room front end cleaned the recording (./room). */
  denoised: boolean
  /** Each stretch's second reading (./transcribe-second), where one was made. */
  second?: (HeardStretch | null)[]
  /** Each stretch's reading with the measured fields alone (./transcribe-named), where one was made. */
  named?: (HeardStretch | null)[]
}

/**
 * Recognition may take this long at most: two minutes (threads start, recognisers load) plus three
 * times the length of the audio (real time factor about 0.5 on an idle core; a busy shared machine
 * with two jobs at once is several times slower). The job's own limit caps long recordings.
 */
export const recognitionBudgetMs = (seconds: number) => Math.round(120_000 + 3 * seconds * 1_000)

/** The share of the progress a cleaned recording's first pass reports; its second readings report the rest. */
export const FIRST_PASS_SHARE = 0.85

/**
 * Offline transcription: PocketSphinx (soundswallower, WebAssembly) with a grammar generated from
 * the tag vocabulary. Strong on field dictation ("heart weight three hundred and fifty grams");
 * speech outside the grammar is forced into field words, and a stretch of speech that reads like
 * that rather than like dictation is shown as a gap "…" (./transcribe-guard), so a narrative
 * paragraph fills no field. The transcript stays editable.
 *
 * A recording made in a noisy room is levelled and its steady noise removed first (./room). Words
 * the recogniser was unsure of, and numbers resting on a -teen/-ty word, come back as `uncertain`
 * spans of the transcript (./transcribe-doubt); in a recording the front end cleaned, so is every
 * number heard without a unit after it (./transcribe-noise).
 *
 * The recording is split at pauses (./segment) and its stretches are decoded on a pool of worker
 * threads (./transcribe-pool), reassembled in order: the same words as one decoder gives, sooner
 * where there are cores to spare, and the job's event loop stays free for lock renewals and events.
 */
export class LocalTranscriptionEngine implements TranscriptionEngine {
  readonly name = 'local'
  private readonly pool: DecodePool

  constructor(private readonly options: LocalTranscriptionOptions = {}) {
    this.pool = new DecodePool(options.threads ?? defaultThreadCount())
  }

  /** Threads this engine decodes on. */
  get threads(): number {
    return this.pool.size
  }

  async transcribe(input: TranscriptionInput): Promise<Transcribed> {
    input.signal?.throwIfAborted()
    const decodeOptions: DecodeAudioOptions = {
      filename: input.filename,
      mimeType: input.mimeType,
      signal: input.signal,
      ffmpegPath: this.options.ffmpegPath,
      timeoutMs: this.options.decodeTimeoutMs,
      maxSeconds: this.options.maxSeconds,
    }
    const decoded = await decodeAudio(input.audio, decodeOptions)
    const roomOptions = { ffmpegPath: this.options.ffmpegPath, timeoutMs: this.options.decodeTimeoutMs, signal: input.signal }
    const { pcm, denoised, alternate } = await cleanRecording(decoded, roomOptions)
    const stretches = speechStretches(pcm, { sampleRate: SAMPLE_RATE })
    // Progress counts speech, not silence: silence costs no decoding time.
    const lengths = stretches.map((s) => s.end - s.start)
    const total = lengths.reduce((a, b) => a + b, 0)
    let done = 0
    input.onProgress?.(0)
    const budget = AbortSignal.timeout((this.options.budgetMs ?? recognitionBudgetMs)(pcm.length / SAMPLE_RATE))
    const noisySearch = this.options.noisySearch === undefined ? NOISY_SEARCH : this.options.noisySearch
    const signal = input.signal ? AbortSignal.any([input.signal, budget]) : budget
    const decoder = denoised && noisySearch && Object.keys(noisySearch).length ? { decoder: { search: noisySearch } } : {}
    // A recording the front end cleaned may have its weak stretches read a second time: the first pass is most of the work.
    const again = denoised && alternate && this.options.secondReading !== false
    const share = again ? FIRST_PASS_SHARE : 1
    const heard = await this.pool.decodeStretches(
      input.vocabulary,
      stretches.map((s) => pcm.subarray(s.start, s.end)),
      {
        signal,
        onStretch: (i) => {
          done += lengths[i]
          input.onProgress?.(total ? (share * done) / total : share)
        },
        ...decoder,
      },
    )
    const guard = this.options.guard === undefined ? GUARD_OPTIONS : this.options.guard
    const guarded = again ? guardVocabulary(input.vocabulary) : null
    // Which stretches are weak is the guard's judgement even where the transcript is not guarded.
    const judge = guard ?? GUARD_OPTIONS
    const needs = guarded ? heard.flatMap((h, i) => (needsSecondReading(h, guarded, judge) ? [i] : [])) : []
    const weak = withinBudget(needs, lengths, SAMPLE_RATE)
    let second: (HeardStretch | null)[] | undefined
    if (weak.length && alternate) {
      const other = await alternate()
      const weakLength = weak.reduce((a, i) => a + lengths[i], 0)
      let redone = 0
      const weakPcm = weak.map((i) => other.subarray(stretches[i].start, stretches[i].end))
      const read = await this.pool.decodeStretches(input.vocabulary, weakPcm, {
        signal,
        onStretch: (k) => {
          redone += lengths[weak[k]]
          input.onProgress?.(share + ((1 - share) * redone) / weakLength)
        },
        ...decoder,
      })
      const readAt = new Map(weak.map((i, k) => [i, read[k]]))
      second = heard.map((_, i) => readAt.get(i) ?? null)
    }
    if (again && !weak.length) input.onProgress?.(1)
    const vocabulary = guarded ?? guardVocabulary(input.vocabulary)
    const kept = keptReadings(heard, second, vocabulary, judge)
    // A measure heard to its unit whose name went unheard: its stretch read again with the measured fields alone.
    const named = this.options.namedReading === false
      ? undefined
      : await this.namedReadings(input.vocabulary, vocabulary, kept, pcm, stretches, weak, { signal, ...decoder })
    this.options.onHeard?.({ stretches: heard, denoised, ...(second ? { second } : {}), ...(named ? { named } : {}) })
    const chosen = named ? kept.map((h, i) => chooseNamed(h, named[i], vocabulary, judge, SECOND_READING_SHARE)) : kept
    return formatHeard(heardUtterances(chosen, denoised), input.vocabulary, guard)
  }

  /**
   * The readings with the measured fields alone (./transcribe-named) of the stretches whose measures' names went unheard, within
   * what the second readings (`weak`, read again already) left of their budget, grouped by the dimensions they need; undefined
   * where there is none.
   */
  private async namedReadings(
    tags: TagInfo[], guarded: GuardVocabulary, kept: HeardStretch[], pcm: Float32Array, stretches: Stretch[], weak: number[],
    opts: DecodeStretchesOptions,
  ): Promise<(HeardStretch | null)[] | undefined> {
    const dims = kept.map((h) => unnamedDimensions(h, guarded))
    const lengths = stretches.map((s) => s.end - s.start)
    const spent = weak.reduce((a, i) => a + lengths[i], 0)
    const chosen = withinBudget(dims.flatMap((d, i) => (d.length ? [i] : [])), lengths, SAMPLE_RATE, undefined, spent)
    if (!chosen.length) return undefined
    const named = kept.map((): HeardStretch | null => null)
    for (const key of new Set(chosen.map((i) => dims[i].join(' ')))) {
      const group = chosen.filter((i) => dims[i].join(' ') === key)
      const pcms = group.map((i) => pcm.subarray(stretches[i].start, stretches[i].end))
      const read = await this.pool.decodeStretches(measuredVocabulary(tags, key.split(' ')), pcms, opts)
      group.forEach((i, k) => (named[i] = read[k]))
    }
    return named
  }

  /** Stops the decoding threads (worker shutdown). */
  close(): Promise<void> {
    return this.pool.close()
  }
}
