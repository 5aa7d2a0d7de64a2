/**
 * Offline dictation from audio: synthetic recordings of the evaluation set through the real engines
 * with the full seeded vocabulary (ffmpeg → LocalTranscriptionEngine → LocalTagMatchingEngine →
 * the job's match checks).
 *
 *   npx vitest run --config bench/vitest.config.ts bench/dictation-audio.bench.ts
 *
 * Clips (bench/dictation/audio-clips.ts): part-1 field sentences and narrative paragraphs that name
 * no field, said by flite's slt, kal, awb and rms voices and espeak-ng's Klatt voice, synthesised
 * at run time. Prints per voice: word error rate of the field clips against the words said (numbers
 * compared as digits, spoken punctuation left out), end-to-end value accuracy (expected fields that
 * come out with the expected value / expected fields), fills from narrative clips (any confidence
 * and ≥ 0.8), determinism (each clip decoded again after the next one) and the
 * real-time factor; then the real-time factor of long recordings (5 minutes; 20 and 30 minutes with
 * BENCH_LONG=1) assembled from the clips with pauses and encoded as WebM/Opus.
 *
 * Environment:
 *   BENCH_VOICES=flite-slt,flite-kal   only these voices
 *   BENCH_REPEAT=0                     decode each clip once (no determinism check)
 *   BENCH_LONG=1                       also the 20- and 30-minute recordings
 *   BENCH_LONG=0                       no long recording at all
 *   BENCH_SWEEP=1|guard|search|names    also a table of recogniser settings (SWEEP below) on the flite clips
 *   BENCH_SWEEP_KIND=field             the settings table on the field clips only
 *   BENCH_PRODUCT=0                    skip the product-settings run (with BENCH_SWEEP, to compare settings only)
 *   BENCH_WORKERS=1,2                  decoding threads for the long recordings (see engineWith)
 *   BENCH_LOG=/tmp/x.log               each clip's transcript and fills appended to this file as the run goes
 */
import { appendFileSync } from 'node:fs'
import { writeFile, mkdtemp, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { parseNumber } from '../shared/src/tags/numbers'
import { seedReferenceContent } from '../server/src/seed/seed'
import { createTestDb, type TestDb } from '../test/harness/db'
import { convertAudio, requireTool, synthesize, type Voice } from '../test/fixtures/audio/synth'
import { wavBytes } from '../test/fixtures/audio/wav'
import { decodeAudio, PCM_SAMPLE_RATE } from '../worker/src/engines/local/audio'
import { LocalTagMatchingEngine } from '../worker/src/engines/local/extract'
import { LocalTranscriptionEngine } from '../worker/src/engines/local/transcribe'
import { createDecoder, DEFAULT_DECODER_OPTIONS, type DecoderOptions } from '../worker/src/engines/local/transcribe-decoder'
import { formatTranscript } from '../worker/src/engines/local/transcribe-format'
import { GUARD_OPTIONS, type GuardOptions } from '../worker/src/engines/local/transcribe-guard'
import type { TagInfo } from '../worker/src/engines/types'
import { listTagInfo } from '../worker/src/jobs/lookup.repo'
import { checkMatches } from '../worker/src/jobs/match-checks'
import { AUDIO_CLIPS, type AudioClip } from './dictation/audio-clips'
import { longRecording } from './lib/long-recording'

const HIGH = 0.8
/** Long enough for the whole set on a loaded 2-core machine. */
const TIMEOUT = 6 * 3600_000
const ALL_VOICES: Voice[] = ['flite-slt', 'flite-kal', 'flite-awb', 'flite-rms', 'espeak-us+klatt']
const VOICES = process.env.BENCH_VOICES ? (process.env.BENCH_VOICES.split(',') as Voice[]) : ALL_VOICES
const REPEAT = process.env.BENCH_REPEAT !== '0'
const LONG_MINUTES = process.env.BENCH_LONG === '0' ? [] : process.env.BENCH_LONG === '1' ? [5, 20, 30] : [5]
const WORKERS = (process.env.BENCH_WORKERS ?? '1').split(',').map(Number)

/**
 * Recogniser settings compared with BENCH_SWEEP (soundswallower's defaults: beam 1e-48, wbeam 7e-29,
 * pbeam 1e-48, maxhmmpf 30000, ds 1, topn 4, bestpath on): BENCH_SWEEP=1 runs them all,
 * BENCH_SWEEP=guard or BENCH_SWEEP=search a group, BENCH_SWEEP="name|name" the named ones.
 */
/** `guard`: the formatter's guard against forced words (./transcribe-guard); GUARD_OPTIONS unless given. */
const SWEEP: { name: string; group: 'guard' | 'search' | 'default'; options: DecoderOptions; guard?: GuardOptions | null }[] = [
  { name: 'product default', group: 'default', options: DEFAULT_DECODER_OPTIONS },
  { name: 'no guard', group: 'guard', options: DEFAULT_DECODER_OPTIONS, guard: null },
  { name: 'no quantities after free-text names', group: 'guard', options: { grammar: { textQuantities: false } } },
  { name: 'beam 1e-30, pbeam 1e-30, wbeam 1e-20', group: 'search', options: { search: { beam: 1e-30, pbeam: 1e-30, wbeam: 1e-20 } } },
  { name: 'beam 1e-20, pbeam 1e-20, wbeam 1e-15', group: 'search', options: { search: { beam: 1e-20, pbeam: 1e-20, wbeam: 1e-15 } } },
  { name: 'maxhmmpf 3000', group: 'search', options: { search: { maxhmmpf: 3000 } } },
  { name: 'maxhmmpf 1500', group: 'search', options: { search: { maxhmmpf: 1500 } } },
  { name: 'ds 2', group: 'search', options: { search: { ds: 2 } } },
  { name: 'topn 2', group: 'search', options: { search: { topn: 2 } } },
  { name: 'bestpath off', group: 'search', options: { search: { bestpath: false } } },
  { name: 'topn 2, bestpath off', group: 'search', options: { search: { topn: 2, bestpath: false } } },
  { name: 'ds 2, topn 2, bestpath off', group: 'search', options: { search: { ds: 2, topn: 2, bestpath: false } } },
  { name: 'beam 1e-30, pbeam 1e-30, wbeam 1e-20, topn 2, bestpath off', group: 'search', options: { search: { beam: 1e-30, pbeam: 1e-30, wbeam: 1e-20, topn: 2, bestpath: false } } },
  { name: 'maxhmmpf 3000, beam 1e-30, pbeam 1e-30, wbeam 1e-20, topn 2, bestpath off', group: 'search', options: { search: { maxhmmpf: 3000, beam: 1e-30, pbeam: 1e-30, wbeam: 1e-20, topn: 2, bestpath: false } } },
]
const SWEEP_ARG = process.env.BENCH_SWEEP ?? ''
/** BENCH_SWEEP_KIND=field|narrative: the settings table on these clips only. */
const SWEEP_KIND = process.env.BENCH_SWEEP_KIND
const SWEPT = SWEEP.filter((s) => SWEEP_ARG === '1' || s.group === SWEEP_ARG || SWEEP_ARG.split('|').includes(s.name) || (SWEEP_ARG && s.group === 'default'))

/** The product's engine decoding on `workers` threads (its pool: worker/src/engines/local/transcribe-pool.ts). */
function engineWith(workers: number): LocalTranscriptionEngine {
  return new LocalTranscriptionEngine({ threads: workers })
}

interface Clip extends AudioClip {
  voice: Voice
  wav: string
  pcm: Float32Array
  seconds: number
}

interface Tally {
  clips: number
  fieldClips: number
  refWords: number
  wordErrors: number
  expected: number
  right: number
  /** Fills of a field the clip does not expect, or with another value. */
  wrongFills: number
  narrativeFills: number
  narrativeHigh: number
  repeats: number
  same: number
  audioSeconds: number
  decodeSeconds: number
  /** CPU time of this process while decoding (ffmpeg, a child process, not counted). */
  cpuSeconds: number
}

const tally = (): Tally => ({ clips: 0, fieldClips: 0, refWords: 0, wordErrors: 0, expected: 0, right: 0, wrongFills: 0, narrativeFills: 0, narrativeHigh: 0, repeats: 0, same: 0, audioSeconds: 0, decodeSeconds: 0, cpuSeconds: 0 })

let t: TestDb
let dir: string
let vocabulary: TagInfo[]
const clips: Clip[] = []
const matcher = new LocalTagMatchingEngine()
const report: string[] = []
const misses: string[] = []

// Spoken punctuation and fillers the transcript writes as marks or leaves out.
const UNSPOKEN = new Set(['comma', 'period', 'full', 'stop', 'next', 'new', 'line', 'paragraph', 'um', 'er'])
const SPELLING: Record<string, string> = { centimetres: 'centimeters', millimetres: 'millimeters', millilitres: 'milliliters', litres: 'liters', metres: 'meters', colour: 'color' }

/** Lower-case words with numbers as digits: "three hundred fifty grams." and "350 grams." both give ["350", "grams"]. */
function normalise(text: string): string[] {
  const words = text
    .toLowerCase()
    .replace(/…/g, ' ')
    .replace(/[^a-z0-9.' ]+/g, ' ')
    .replace(/\.(?!\d)/g, ' ')
    .split(/\s+/)
    .filter((w) => w && !UNSPOKEN.has(w))
    .map((w) => SPELLING[w] ?? w)
  const out: string[] = []
  for (let i = 0; i < words.length; ) {
    const n = parseNumber(words, i)
    if (n && !(words[i] === 'a' && n.length === 1)) {
      out.push(n.digits)
      i += n.length
    } else out.push(words[i++])
  }
  return out
}

/** Word-level edit distance. */
function editDistance(a: string[], b: string[]): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const cur = [i]
    for (let j = 1; j <= b.length; j++) cur[j] = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1))
    prev = cur
  }
  return prev[b.length]
}

beforeAll(async () => {
  requireTool('flite')
  requireTool('espeak-ng')
  requireTool('ffmpeg')
  t = await createTestDb()
  await seedReferenceContent(t.db)
  // Seeded tags are shared: any user's vocabulary holds them all (the nil id owns no tags).
  vocabulary = await listTagInfo(t.db, '00000000-0000-0000-0000-000000000000')
  dir = await mkdtemp(path.join(os.tmpdir(), 'dictation-audio-'))
  for (const voice of VOICES) {
    for (const clip of AUDIO_CLIPS) {
      const wav = await synthesize(clip.spoken, voice, dir, `${voice.replace(/\W+/g, '-')}-${clip.id}`)
      const pcm = await decodeAudio(await readFile(wav))
      clips.push({ ...clip, voice, wav, pcm, seconds: pcm.length / PCM_SAMPLE_RATE })
    }
  }
  // A valid run: the words of every clip, as text, fill exactly what the clip expects, so whatever
  // the audio fills beyond that was made up by the recogniser.
  for (const clip of AUDIO_CLIPS) {
    const said = Object.fromEntries([...(await fieldsOf(clip.spoken))].map(([id, f]) => [id, f.value]))
    expect(said, clip.spoken).toEqual(clip.expected)
  }
}, TIMEOUT)

afterAll(async () => {
  await t?.drop()
  if (dir) await rm(dir, { recursive: true, force: true })
  console.info([...report, '', 'misses:', ...misses].join('\n'))
})

/** Fields found in a transcript, as the tag-matching job keeps them: field identifier → value and confidence. */
async function fieldsOf(text: string): Promise<Map<string, { value: string; confidence: number }>> {
  const found = await matcher.match({ transcription: text, documentContent: '', existingTags: [], tags: vocabulary, includeTagDescriptions: true })
  const byId = new Map(vocabulary.map((v) => [v.id, v.identifier]))
  return new Map(checkMatches(found, vocabulary, text).map((m) => [byId.get(m.id)!, { value: m.value, confidence: m.confidence }]))
}

function score(clip: Clip, text: string, found: Map<string, { value: string; confidence: number }>, into: Tally) {
  into.clips++
  into.audioSeconds += clip.seconds
  const wrong: string[] = []
  if (clip.kind === 'field') {
    into.fieldClips++
    const ref = normalise(clip.spoken)
    into.refWords += ref.length
    into.wordErrors += editDistance(ref, normalise(text))
    for (const [id, value] of Object.entries(clip.expected)) {
      into.expected++
      if (found.get(id)?.value.toLowerCase() === value.toLowerCase()) into.right++
    }
    for (const [id, f] of found) if (clip.expected[id]?.toLowerCase() !== f.value.toLowerCase()) wrong.push(`${id} = ${f.value} (${f.confidence})`)
    into.wrongFills += wrong.length
  } else {
    for (const [id, f] of found) {
      wrong.push(`${id} = ${f.value} (${f.confidence})`)
      into.narrativeFills++
      if (f.confidence >= HIGH) into.narrativeHigh++
    }
  }
  const missed = Object.keys(clip.expected).filter((id) => found.get(id)?.value.toLowerCase() !== clip.expected[id].toLowerCase())
  if (wrong.length || missed.length) misses.push(`  ${clip.voice} ${clip.id}: "${text}" → missed [${missed.join(', ')}], wrong [${wrong.join('; ')}]`)
}

const row = (name: string, s: Tally) =>
  `| ${name} | ${s.clips} | ${(s.wordErrors / Math.max(1, s.refWords)).toFixed(3)} | ${s.right}/${s.expected} (${(s.right / Math.max(1, s.expected)).toFixed(3)}) | ${s.wrongFills} | ${s.narrativeFills} | ${s.narrativeHigh} | ${s.repeats ? `${s.same}/${s.repeats}` : '–'} | ${(s.decodeSeconds / s.audioSeconds).toFixed(3)} | ${(s.cpuSeconds / s.audioSeconds).toFixed(3)} |`
const HEADER =
  '| voice | clips | WER (field clips) | values right | wrong fills (field clips) | narrative fills | narrative fills ≥ 0.8 | same transcript twice | RTF (wall clock) | RTF (CPU) |\n|---|---|---|---|---|---|---|---|---|---|'

/** A line to BENCH_LOG (a file), if set, as the run goes. */
function progress(line: string) {
  if (process.env.BENCH_LOG) appendFileSync(process.env.BENCH_LOG, `${line}\n`)
}

/** Wall-clock and CPU seconds of a call. */
async function timed<T>(f: () => Promise<T>): Promise<{ value: T; seconds: number; cpu: number }> {
  const started = performance.now()
  const cpuStart = process.cpuUsage()
  const value = await f()
  const used = process.cpuUsage(cpuStart)
  return { value, seconds: (performance.now() - started) / 1000, cpu: (used.user + used.system) / 1e6 }
}


function add(into: Tally, s: Tally) {
  for (const k of Object.keys(s) as (keyof Tally)[]) into[k] += s[k]
}

it.skipIf(process.env.BENCH_PRODUCT === '0')('transcribes the clips through the product engines', { timeout: TIMEOUT }, async () => {
  const engine = new LocalTranscriptionEngine()
  const byVoice = new Map<string, Tally>()
  const texts = new Map<Clip, string>()
  const transcribe = async (clip: Clip) => {
    const audio = await readFile(clip.wav)
    const r = await timed(() => engine.transcribe({ audio, mimeType: 'audio/wav', filename: 'clip.wav', vocabulary }))
    return { text: r.value.text, seconds: r.seconds, cpu: r.cpu }
  }
  // The first call builds the recogniser for the vocabulary (not counted in the real-time factor).
  await transcribe(clips[0])
  for (const [i, clip] of clips.entries()) {
    const s = byVoice.get(clip.voice) ?? tally()
    byVoice.set(clip.voice, s)
    const { text, seconds, cpu } = await transcribe(clip)
    s.decodeSeconds += seconds
    s.cpuSeconds += cpu
    texts.set(clip, text)
    const found = await fieldsOf(text)
    score(clip, text, found, s)
    // As it goes, so a long run shows its progress (vitest prints the console at the end).
    progress(`${clip.voice} ${clip.id} (${(cpu / clip.seconds).toFixed(2)} CPU RTF): "${text}" → ${JSON.stringify(Object.fromEntries([...found].map(([id, f]) => [id, `${f.value} (${f.confidence})`])))}`)
    // Determinism: the clip before this one again, now that another recording was decoded in between.
    const previous = clips[i - 1]
    if (REPEAT && previous) {
      const p = byVoice.get(previous.voice)!
      p.repeats++
      const again = (await transcribe(previous)).text
      if (again === texts.get(previous)) p.same++
      else misses.push(`  NOT DETERMINISTIC ${previous.voice} ${previous.id}: "${texts.get(previous)}" then "${again}"`)
    }
  }
  const all = tally()
  const flite = tally()
  report.push(`## offline dictation from audio, ${vocabulary.length}-tag seeded vocabulary, product settings`, HEADER)
  for (const [voice, s] of byVoice) {
    report.push(row(voice, s))
    add(all, s)
    if (voice.startsWith('flite')) add(flite, s)
  }
  report.push(row('**flite voices**', flite), row('**all**', all))
  report.push('', 'transcripts of the narrative clips (first voice):', ...clips.filter((c) => c.kind === 'narrative' && c.voice === VOICES[0]).map((c) => `  ${c.id}: "${texts.get(c)}"`))
  expect(all.clips).toBe(clips.length)
})

it.skipIf(SWEPT.length === 0)('compares decoder settings on the flite clips', { timeout: TIMEOUT }, async () => {
  const subset = clips.filter((c) => c.voice.startsWith('flite') && (!SWEEP_KIND || c.kind === SWEEP_KIND))
  report.push('', `## decoder settings on ${subset.length} flite clips (each decoded once, settings interleaved clip by clip), load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`, `${HEADER.replace('voice', 'settings')} CPU / first row |`)
  // Every setting decodes each clip in turn, so a change in the machine's load falls on all of them alike.
  const decoders = await Promise.all(SWEPT.map(({ options }) => createDecoder(vocabulary, options)))
  const tallies = SWEPT.map(() => tally())
  try {
    for (const clip of subset) {
      for (const [k, decoder] of decoders.entries()) {
        const guard = SWEPT[k].guard === undefined ? GUARD_OPTIONS : SWEPT[k].guard
        const r = await timed(async () => formatTranscript(await decoder.decode(clip.pcm), vocabulary, guard))
        tallies[k].decodeSeconds += r.seconds
        tallies[k].cpuSeconds += r.cpu
        score(clip, r.value, await fieldsOf(r.value), tallies[k])
        progress(`${SWEPT[k].name} ${clip.voice} ${clip.id} (${(r.cpu / clip.seconds).toFixed(2)} CPU RTF): "${r.value}"`)
      }
    }
  } finally {
    await Promise.all(decoders.map((d) => d.dispose()))
  }
  for (const [k, { name }] of SWEPT.entries()) report.push(`${row(name, tallies[k])} ${(tallies[k].cpuSeconds / tallies[0].cpuSeconds).toFixed(2)} |`)
  report.push(`load average after: ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`)
  expect(subset.length).toBeGreaterThan(0)
})

it.skipIf(LONG_MINUTES.length === 0)('transcribes long recordings assembled from the clips', { timeout: TIMEOUT }, async () => {
  report.push('', '## long recordings (WebM/Opus, 32 kb/s): clips in turn with 1.5 s pauses', '| length | threads | audio s | transcribe s | RTF (wall clock) | RTF (CPU, this process) | sentences | gaps "…" |', '|---|---|---|---|---|---|---|---|')
  for (const minutes of LONG_MINUTES) {
    const pcm = longRecording(clips.map((c) => c.pcm), minutes * 60)
    const wav = path.join(dir, `long-${minutes}.wav`)
    await writeFile(wav, wavBytes(pcm))
    const webm = await convertAudio(wav, 'webm')
    await rm(wav)
    const audio = await readFile(webm)
    for (const workers of WORKERS) {
      const engine = engineWith(workers)
      const r = await timed(() => engine.transcribe({ audio, mimeType: 'audio/webm', filename: 'long.webm', vocabulary }))
      const { text } = r.value
      const seconds = r.seconds
      const sentences = text.split(/(?<=\.) /).length
      report.push(`| ${minutes} min | ${workers} | ${minutes * 60} | ${seconds.toFixed(0)} | ${(seconds / (minutes * 60)).toFixed(3)} | ${(r.cpu / (minutes * 60)).toFixed(3)} | ${sentences} | ${(text.match(/…/g) ?? []).length} |`)
      expect(text.length).toBeGreaterThan(0)
    }
  }
})
