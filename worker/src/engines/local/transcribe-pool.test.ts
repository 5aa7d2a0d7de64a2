import { mkdtemp, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dictationClip, requireTool, type Voice } from '../../../../test/fixtures/audio/synth'
import { fieldTag } from '../../../../test/factories/tags'
import { decodeAudio } from './audio'
import { speechStretches } from './segment'
import { LocalTranscriptionEngine } from './transcribe'
import { decoderFor, SAMPLE_RATE } from './transcribe-decoder'
import { formatTranscript } from './transcribe-format'
import { DecodePool } from './transcribe-pool'

const VOCABULARY = [
  'heart_weight', 'brain_weight', 'liver_weight', 'left_lung_weight', 'right_lung_weight', 'spleen_weight',
].map((identifier) =>
  fieldTag(identifier, 'Unit: g.'),
)

const SENTENCES: [string, Voice][] = [
  ['heart weight three hundred and fifty grams', 'flite-slt'],
  ['brain weight one thousand four hundred and twenty grams', 'flite-kal'],
  ['liver weight one thousand six hundred grams', 'flite-awb'],
  ['left lung weight five hundred and ten grams', 'flite-rms'],
  ['right lung weight four hundred and ninety grams', 'flite-slt'],
  ['spleen weight one hundred and fifty grams', 'flite-kal'],
]

let dir: string
let clip: Buffer
/** Two of the sentences: one stretch for each thread, enough to start the threads and their recognisers. */
let warmUp: Buffer

beforeAll(async () => {
  requireTool('flite')
  requireTool('ffmpeg')
  dir = await mkdtemp(path.join(os.tmpdir(), 'transcribe-pool-test-'))
  clip = await readFile(await dictationClip(SENTENCES.map(([text]) => text), SENTENCES.map(([, voice]) => voice), dir, 'multi'))
  const first = SENTENCES.slice(0, 2)
  warmUp = await readFile(await dictationClip(first.map(([text]) => text), first.map(([, voice]) => voice), dir, 'warm-up'))
}, 60_000)
afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

const input = (onProgress?: (f: number) => void, audio = clip) => ({
  audio,
  mimeType: 'audio/wav',
  filename: 'multi.wav',
  vocabulary: VOCABULARY,
  onProgress,
})

describe('decoding on worker threads', () => {
  it('gives the single decoder\'s transcript with one thread and with two, reporting progress', { timeout: 300_000 }, async () => {
    const pcm = await decodeAudio(clip)
    expect(speechStretches(pcm, { sampleRate: SAMPLE_RATE }).length).toBe(SENTENCES.length)
    const inProcess = formatTranscript(await (await decoderFor(VOCABULARY)).decode(pcm), VOCABULARY)

    const results: { threads: number; ms: number; text: string; progress: number[] }[] = []
    for (const threads of [1, 2]) {
      const engine = new LocalTranscriptionEngine({ threads })
      try {
        // Starts the threads and their recognisers on a short recording (not timed): the timed run measures decoding.
        await engine.transcribe(input(undefined, warmUp))
        const progress: number[] = []
        const started = performance.now()
        const { text } = await engine.transcribe(input((f) => progress.push(f)))
        results.push({ threads, ms: Math.round(performance.now() - started), text, progress })
      } finally {
        await engine.close()
      }
    }
    const seconds = pcm.length / SAMPLE_RATE
    console.info(
      `decoding ${seconds.toFixed(1)} s of audio in ${SENTENCES.length} stretches (wall clock, shared machine):\n${results
        .map((r) => `  ${r.threads} thread(s): ${r.ms} ms (${(r.ms / 1000 / seconds).toFixed(2)} × real time)`)
        .join('\n')}`,
    )
    expect(inProcess).toMatch(/Heart weigh\w* 350 grams\..*Spleen weigh\w* 150 grams\.$/)
    for (const r of results) {
      expect(r.text).toBe(inProcess)
      expect(r.progress[0]).toBe(0)
      expect(r.progress.at(-1)).toBe(1)
      expect(r.progress).toHaveLength(SENTENCES.length + 1)
      expect([...r.progress].sort((a, b) => a - b)).toEqual(r.progress)
    }
  })

  it('stops the threads of an aborted decode and decodes the next one on fresh threads', { timeout: 180_000 }, async () => {
    const pool = new DecodePool(2)
    try {
      const pcm = await decodeAudio(clip)
      const stretches = speechStretches(pcm, { sampleRate: SAMPLE_RATE }).map((s) => pcm.subarray(s.start, s.end))
      const controller = new AbortController()
      const decoding = pool.decodeStretches(
        VOCABULARY,
        stretches,
        { signal: controller.signal, onStretch: () => controller.abort(new Error('job cancelled')) },
      )
      await expect(decoding).rejects.toThrow('job cancelled')
      // The thread still decoding the cancelled recording's other stretch was terminated.
      expect(pool.threadCount).toBeLessThan(2)
      const texts = await pool.decodeStretches(VOCABULARY, stretches.slice(0, 2))
      expect(texts[0].text).toMatch(/^heart weigh\w* three hundred and fifty grams$/)
      expect(texts[1].text).toMatch(/^brain weigh\w* one thousand four hundred and twenty grams$/)
    } finally {
      await pool.close()
    }
    expect(pool.threadCount).toBe(0)
    await expect(pool.decodeStretches(VOCABULARY, [new Float32Array(SAMPLE_RATE)])).rejects.toThrow('The decoding pool is closed')
  })

  it('decodes with other settings when asked (a noisy recording\'s search) in recognisers of their own', { timeout: 300_000 }, async () => {
    const pool = new DecodePool(1)
    try {
      const pcm = await decodeAudio(clip)
      const [first] = speechStretches(pcm, { sampleRate: SAMPLE_RATE }).map((s) => pcm.subarray(s.start, s.end))
      const [plain] = await pool.decodeStretches(VOCABULARY, [first])
      // The default cap, given explicitly: the same words; a cap far too small for the search: others.
      const [same] = await pool.decodeStretches(VOCABULARY, [first], { decoder: { search: { maxhmmpf: 30_000 } } })
      const [starved] = await pool.decodeStretches(VOCABULARY, [first], { decoder: { search: { maxhmmpf: 20 } } })
      expect(plain.text).toMatch(/^heart weigh\w* three hundred and fifty grams$/)
      expect(same).toEqual(plain)
      expect(starved.text).not.toBe(plain.text)
    } finally {
      await pool.close()
    }
  })

  it('ends a thread whose heap passed its limit and decodes on with the same words on fresh threads', { timeout: 300_000 }, async () => {
    const pcm = await decodeAudio(clip)
    const stretches = speechStretches(pcm, { sampleRate: SAMPLE_RATE }).slice(0, 3).map((s) => pcm.subarray(s.start, s.end))
    const roomy = new DecodePool(1)
    // A limit every heap passes: each thread ends after one stretch.
    const tight = new DecodePool(1, 1)
    try {
      const expected = await roomy.decodeStretches(VOCABULARY, stretches)
      expect(roomy.threadCount).toBe(1)
      const heard = await tight.decodeStretches(VOCABULARY, stretches)
      expect(heard).toEqual(expected)
      expect(heard[0].text).toMatch(/^heart weigh\w* three hundred and fifty grams$/)
      // The third stretch's thread ended too; the next decode starts one again.
      expect(tight.threadCount).toBe(0)
      const [again] = await tight.decodeStretches(VOCABULARY, stretches.slice(1, 2))
      expect(again).toEqual(expected[1])
    } finally {
      await Promise.all([roomy.close(), tight.close()])
    }
  })

  it('says why a module died, tries fresh threads, and decodes the next recording on a new thread', { timeout: 300_000 }, async () => {
    const pool = new DecodePool(1)
    try {
      const pcm = await decodeAudio(clip)
      const [first] = speechStretches(pcm, { sampleRate: SAMPLE_RATE }).map((s) => pcm.subarray(s.start, s.end))
      // No downsampling ratio: PocketSphinx divides by it and the WebAssembly traps ("remainder by zero"),
      // on every thread and with the last resort's cap too.
      const dying = pool.decodeStretches(VOCABULARY, [first], { decoder: { search: { ds: 0 } } })
      await expect(dying).rejects.toThrow('Speech recognition failed: remainder by zero')
      expect(pool.threadCount).toBe(0)
      const [heard] = await pool.decodeStretches(VOCABULARY, [first])
      expect(heard.text).toMatch(/^heart weigh\w* three hundred and fifty grams$/)
    } finally {
      await pool.close()
    }
  })

  it('refuses a pool without threads', () => {
    expect(() => new DecodePool(0)).toThrow('DecodePool size must be a positive integer, got 0')
  })
})
