/**
 * The held-out spoken sentences (bench/dictation/held-out/audio.ts: written by someone who did not
 * write the recogniser's grammar) through the offline engine end to end, clean and in a noisy room:
 * each sentence said by flite's slt, kal, awb and rms voices and espeak-ng's Klatt voice, then
 * LocalTranscriptionEngine as the job runs it (ffmpeg, the room front end, pauses, two decoding
 * threads, the guard), then the local tag matcher, the job's checks and the cap on values heard with
 * doubt, as the tag-matching job runs them.
 *
 *   node --import tsx bench/lib/audio-heldout.ts [--voices=flite-slt,…] [--log=FILE] [--repeat=N] [--long]
 *     [--conditions=clean,20,15,10] [--kinds=field,wound,narrative] [--every=N] [--noisy-search=JSON] [--set=dev|old|wounds]
 *   node --import tsx bench/lib/audio-heldout.ts --summary=FILE [--rescore [--set=dev|old|wounds]]
 *
 * Conditions: every (sentence, voice) pair is said once, in one of clean, 20, 15 and 10 dB SNR by
 * rotation, the noise kind (pink, brown, hum, saw) rotating too, so each voice and each level gets a
 * share of every kind of sentence. Each clip's outcome is appended to the log as a JSON line as the
 * run goes; `--summary` prints the tables from a log (also of a run stopped early); with `--rescore` the
 * logged words heard are formatted, guarded, matched and capped again by the current code first (decoding
 * is deterministic, so this measures a change after the recogniser without decoding again), and each clip
 * whose transcript or values changed is listed. `--repeat=N`
 * transcribes every Nth clip a second time (same transcript twice?). `--long` also transcribes a
 * recording of 305 s made of the noisy clips' sentences and pauses under pink noise at 15 dB, then the same recording
 * without the noise, on two threads, for their real-time factors; `--long-only` makes the clips and transcribes only those recordings. A subset: `--conditions` rotates among the conditions given, `--kinds` keeps those
 * kinds of sentence, `--every=N` every Nth sentence of the set, `--only=voice/id,…` only those clips of
 * it. `--noisy-search` sets the search for clips the room front end cleaned (the engine's
 * `noisySearch`). Each clip's log line holds its CPU seconds, its word error rate's parts and the words
 * heard with their posteriors (read by ./audio-doubt-calibrate.ts). Clips live in $TMPDIR/audio-heldout/ and are made once.
 * What each held-out clip was heard as is printed only with `--show` (the log holds it): a person tuning the recogniser
 * must not read the held-out transcripts; the tuning sets (`--set=…`) always print them. An unknown option stops the script.
 */
import { appendFileSync, existsSync, readFileSync } from 'node:fs'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { synthesize, type Voice } from '../../test/fixtures/audio/synth'
import { decodeAudio, PCM_SAMPLE_RATE } from '../../worker/src/engines/local/audio'
import { FIRST_PASS_SHARE, LocalTranscriptionEngine, type HeardRecording } from '../../worker/src/engines/local/transcribe'
import type { HeardStretch, SearchConfig } from '../../worker/src/engines/local/transcribe-decoder'
import type { TagInfo } from '../../worker/src/engines/types'
import { makeNoise, mixNoise, NOISE_KINDS } from '../../test/fixtures/audio/noise'
import { wavBytes } from '../../test/fixtures/audio/wav'
import { arg, onlyOptions } from './args'
import {
  alignWords, devSentences, heldOutSentences, oldSentences, scoreTranscript, spokenWords, transcriptOf, tuningWoundSentences, type Fill,
} from './audio-heldout-set'
import { longRecording } from './long-recording'

const HIGH = 0.8
const USAGE = `node --import tsx bench/lib/audio-heldout.ts [--voices=…] [--log=FILE] [--repeat=N] [--long|--long-only] [--conditions=…]
  [--kinds=…] [--every=N] [--only=voice/id,…] [--noisy-search=JSON] [--set=dev|old|wounds] [--show] [--no-second] [--no-named]
node --import tsx bench/lib/audio-heldout.ts --summary=FILE [--rescore [--first-only|--no-named]] [--set=dev|old|wounds] [--show]`
onlyOptions(
  ['voices', 'log', 'repeat', 'long', 'long-only', 'conditions', 'kinds', 'every', 'only', 'noisy-search', 'set', 'show', 'summary', 'rescore',
    'first-only', 'no-second', 'no-named'],
  USAGE,
)
/** Whether what a clip was heard as may be printed: always for a tuning set, for the held-out set only when asked. */
const showHeard = arg('set') !== undefined || process.argv.includes('--show')
const VOICES = (arg('voices') ?? 'flite-slt,flite-kal,flite-awb,flite-rms,espeak-us+klatt').split(',') as Voice[]
const CONDITIONS = ['clean', 20, 15, 10] as const
type Condition = (typeof CONDITIONS)[number]
// A subset: only these conditions (rotating among them), only these kinds of sentence, every Nth sentence.
const conditions = (arg('conditions')?.split(',').map((c) => (c === 'clean' ? c : Number(c))) ?? [...CONDITIONS]) as Condition[]
const kinds = arg('kinds')?.split(',')
const every = Number(arg('every') ?? 1)
const only = arg('only')?.split(',')

interface Outcome {
  clip: string
  kind: 'field' | 'wound' | 'narrative'
  voice: string
  condition: Condition
  noise: string | null
  snrDb: number | null
  seconds: number
  wallSeconds: number
  text: string
  uncertain: number
  expected: number
  right: number
  fills: Fill[]
  repeatSame?: boolean
  /** CPU seconds of the whole process (both decoding threads) for the clip. */
  cpuSeconds?: number
  /** Whether the room front end cleaned the clip. */
  denoised?: boolean
  /** CPU seconds up to the end of the first pass, where weak stretches were read a second time. */
  firstCpuSeconds?: number
  /** Each stretch's second reading, where one was made (the engine's `second`). */
  second?: (HeardStretch | null)[]
  /** Each stretch's reading with the measured fields alone, where one was made (the engine's `named`). */
  named?: (HeardStretch | null)[]
  /** The stretches as the recogniser heard them, with each word's posterior. */
  heard?: HeardStretch[]
  /** Words said, and word edits between them and the words heard (word error rate = edits / said). */
  saidWords?: number
  wordEdits?: number
}

function summary(outcomes: Outcome[]): string {
  const lines: string[] = []
  const tally = (os: Outcome[]) => {
    const expected = os.reduce((a, o) => a + o.expected, 0)
    const right = os.reduce((a, o) => a + o.right, 0)
    const fills = os.flatMap((o) => o.fills)
    const high = fills.filter((f) => f.confidence >= HIGH)
    const narrative = os.filter((o) => o.kind === 'narrative').flatMap((o) => o.fills)
    const pct = (a: number, b: number) => (b ? (a / b).toFixed(3) : '–')
    const said = os.reduce((a, o) => a + (o.saidWords ?? 0), 0)
    const edits = os.reduce((a, o) => a + (o.wordEdits ?? 0), 0)
    const timed = os.filter((o) => o.cpuSeconds !== undefined)
    const cpu = timed.reduce((a, o) => a + o.cpuSeconds!, 0) / Math.max(1e-9, timed.reduce((a, o) => a + o.seconds, 0))
    const highRight = high.filter((f) => f.right).length
    const rest = `${fills.filter((f) => !f.right).length} | ${narrative.length} | ${pct(edits, said)} | ${timed.length ? cpu.toFixed(2) : '–'} |`
    return `| ${os.length} | ${right}/${expected} | ${pct(right, expected)} | ${highRight}/${high.length} (${pct(highRight, high.length)}) | ${rest}`
  }
  const head = '| clips | values right | value accuracy | right at ≥ 0.8 | wrong fills | narrative fills | WER | CPU s / audio s |\n|---|---|---|---|---|---|---|---|'
  const table = (title: string, groups: [string, Outcome[]][]) => {
    lines.push(`\n${title}\n\n| ${title.split(' ')[1]} |${head.slice(1).replace('\n|', '\n|---|')}`)
    for (const [name, os] of groups) if (os.length) lines.push(`| ${name} ${tally(os)}`)
  }
  const by = <K>(key: (o: Outcome) => K, keys: K[]) => keys.map((k) => [String(k), outcomes.filter((o) => key(o) === k)] as [string, Outcome[]])
  table('By condition', [...by((o) => o.condition, [...CONDITIONS]), ['all noisy', outcomes.filter((o) => o.condition !== 'clean')], ['all', outcomes]])
  for (const c of CONDITIONS.filter((c) => c !== 'clean')) {
    table(`By voice (${c} dB)`, by((o) => o.voice, VOICES).map(([v, os]) => [v, os.filter((o) => o.condition === c)] as [string, Outcome[]]))
  }
  table('By voice (all conditions)', by((o) => o.voice, VOICES))
  table('By voice (clean)', by((o) => o.voice, VOICES).map(([v, os]) => [v, os.filter((o) => o.condition === 'clean')] as [string, Outcome[]]))
  table('By voice (noisy)', by((o) => o.voice, VOICES).map(([v, os]) => [v, os.filter((o) => o.condition !== 'clean')] as [string, Outcome[]]))
  table('By noise kind', by((o) => o.noise ?? 'none', ['none', ...NOISE_KINDS]))
  table('By sentence kind', by((o) => o.kind, ['field', 'wound', 'narrative']))
  const repeats = outcomes.filter((o) => o.repeatSame !== undefined)
  const audio = outcomes.reduce((a, o) => a + o.seconds, 0)
  const wall = outcomes.reduce((a, o) => a + o.wallSeconds, 0)
  lines.push(`\nSame transcript twice: ${repeats.filter((o) => o.repeatSame).length}/${repeats.length}. Clip wall time / audio: ${(wall / audio).toFixed(3)} (${audio.toFixed(0)} s audio; one clip at a time, so one thread busy).`)
  lines.push(`Words heard with doubt: ${outcomes.reduce((a, o) => a + o.uncertain, 0)} spans in ${outcomes.filter((o) => o.uncertain).length} of ${outcomes.length} transcripts.`)
  return lines.join('\n')
}

/** The outcome as the current code reads the logged words heard; the changes are printed. */
function rescored(o: Outcome, byId: Map<string, ReturnType<typeof heldOutSentences>[number]>): Outcome {
  const s = byId.get(o.clip)
  if (!s || !o.heard) return o
  const first = process.argv.includes('--first-only')
  const second = first ? undefined : o.second
  const named = first || process.argv.includes('--no-named') ? undefined : o.named
  const { text, uncertain } = transcriptOf(s, o.heard, undefined, o.denoised, second, named)
  const { fills, right } = scoreTranscript(s, text, uncertain)
  const show = (fs: Fill[]) => fs.map((f) => `${f.key}=${f.value} (${f.confidence}${f.right ? '' : ', wrong'})`).join('; ')
  if (text !== o.text || show(fills) !== show(o.fills)) {
    const now = showHeard ? `\n  was "${o.text}" ${show(o.fills)}\n  now "${text}" ${show(fills)}` : ` ${o.right} -> ${right} right`
    console.log(`${o.voice} ${o.clip}:${now}`)
  }
  return { ...o, text, fills, right, uncertain: uncertain.length }
}

// `--set=dev`: the development set (../dictation/audio-dev-spoken.ts), `--set=old`: the old clips (../dictation/audio-clips.ts),
// `--set=wounds`: the wound clips for tuning (../dictation/audio-wound-clips.ts and -dev.ts), instead of the held-out sentences.
function setSentences() {
  const set = arg('set')
  return set === 'dev' ? devSentences() : set === 'old' ? oldSentences() : set === 'wounds' ? tuningWoundSentences() : heldOutSentences()
}

const summaryOf = arg('summary')
if (summaryOf) {
  const logged = readFileSync(summaryOf, 'utf8').split('\n').filter((l) => l.startsWith('{')).map((l) => JSON.parse(l) as Outcome)
  const byId = new Map(setSentences().map((s) => [s.id, s]))
  const outcomes = process.argv.includes('--rescore') ? logged.map((o) => rescored(o, byId)) : logged
  console.log(summary(outcomes))
  process.exit(0)
}

const log = arg('log') ?? path.join(os.tmpdir(), `audio-heldout-${Date.now()}.jsonl`)
const repeatEvery = Number(arg('repeat') ?? 5)
const dir = path.join(os.tmpdir(), 'audio-heldout')
await mkdir(dir, { recursive: true })
const sentences = setSentences().filter((x, i) => i % every === 0 && (!kinds || kinds.includes(x.kind)))
let lastHeard: HeardRecording | null = null
// No time budget: on the shared machine the product's (2 min + 3 × the length) ran out on the first clip.
// `--noisy-search=JSON`: the search for clips the room front end cleaned (default: the product's NOISY_SEARCH; `null`: the default search).
const noisySearch = arg('noisy-search') === undefined ? undefined : (JSON.parse(arg('noisy-search')!) as SearchConfig | null)
// `--no-second`: no second reading of weak stretches (the engine's `secondReading`), as before it.
const secondReading = !process.argv.includes('--no-second')
// `--no-named`: no reading with the measured fields alone of a stretch whose measures' names went unheard (the engine's `namedReading`).
const namedReading = !process.argv.includes('--no-named')
const engine = new LocalTranscriptionEngine({
  threads: 2, budgetMs: () => 3_600_000, noisySearch, secondReading, namedReading, onHeard: (h) => (lastHeard = h),
})

async function transcribe(file: string, tags: TagInfo[]) {
  const audio = await readFile(file)
  const started = performance.now()
  const cpu = process.cpuUsage()
  lastHeard = null
  // The first pass of a cleaned recording ends where its progress reaches the first pass's share.
  let first: NodeJS.CpuUsage | null = null
  const onProgress = (f: number) => void (f >= FIRST_PASS_SHARE - 1e-9 && !first && (first = process.cpuUsage(cpu)))
  const out = await engine.transcribe({ audio, mimeType: 'audio/wav', filename: path.basename(file), vocabulary: tags, onProgress })
  const used = process.cpuUsage(cpu)
  const seconds = (u: NodeJS.CpuUsage) => (u.user + u.system) / 1e6
  const heard = lastHeard as HeardRecording | null
  const firstCpuSeconds = heard?.second && first ? seconds(first) : seconds(used)
  return { ...out, wallSeconds: (performance.now() - started) / 1000, cpuSeconds: seconds(used), firstCpuSeconds, heard }
}

// A run started again with the same log goes on after the clips it already holds.
const readLog = (file: string) => readFileSync(file, 'utf8').split('\n').filter((l) => l.startsWith('{')).map((l) => JSON.parse(l) as Outcome)
const logged = new Set(existsSync(log) ? readLog(log).map((o) => `${o.clip} ${o.voice} ${o.condition}`) : [])
/** The clean clips of the sentences said in noise, for the long recording. */
const noisyFiles: string[] = []
const longOnly = process.argv.includes('--long-only')
let n = 0
for (const [i, s] of sentences.entries()) {
  for (const [v, voice] of VOICES.entries()) {
    const condition = conditions[(i + v) % conditions.length]
    const noise = condition === 'clean' ? null : NOISE_KINDS[(i + 2 * v) % NOISE_KINDS.length]
    if (only && !only.includes(`${voice}/${s.id}`)) continue
    const name = `${voice.replace(/\W+/g, '-')}-${s.id}`
    const clean = existsSync(path.join(dir, `${name}.wav`)) ? path.join(dir, `${name}.wav`) : await synthesize(s.spoken, voice, dir, name)
    let file = clean
    let snrDb: number | null = null
    if (noise) {
      const mixed = await mixNoise(clean, await makeNoise(noise, dir), condition as number, path.join(dir, `${name}-${noise}-${condition}.wav`), (i * 13.7) % 110)
      file = mixed.path
      snrDb = mixed.snrDb
      noisyFiles.push(clean)
    }
    // The clip is made (the long recording joins the noisy ones) but decoded only once per log.
    if (longOnly || logged.has(`${s.id} ${voice} ${condition}`)) continue
    // A clip the engine gave up on (its time budget on a loaded machine) counts as heard as nothing.
    const { text, uncertain, wallSeconds, cpuSeconds, firstCpuSeconds, heard } = await transcribe(file, s.tags).catch((error: unknown) => {
      console.log(`${voice} ${s.id}: transcription failed: ${error instanceof Error ? error.message : String(error)}`)
      return { text: '', uncertain: [], wallSeconds: 0, cpuSeconds: undefined, firstCpuSeconds: undefined, heard: null, failed: true }
    })
    const { fills, right } = scoreTranscript(s, text, uncertain)
    const expectedKeys = Object.entries(s.expected)
    const seconds = (await decodeAudio(await readFile(file))).length / PCM_SAMPLE_RATE
    const stretches = heard?.stretches ?? []
    const said = spokenWords(s.spoken)
    const { edits } = alignWords(said, stretches.flatMap((h) => h.text.split(/\s+/).filter(Boolean)))
    const outcome: Outcome = {
      clip: s.id,
      kind: s.kind,
      voice,
      condition,
      noise,
      snrDb,
      seconds,
      wallSeconds,
      text,
      uncertain: uncertain?.length ?? 0,
      expected: expectedKeys.length,
      right,
      fills,
      cpuSeconds,
      firstCpuSeconds,
      denoised: heard?.denoised,
      heard: stretches,
      ...(heard?.second ? { second: heard.second } : {}),
      ...(heard?.named ? { named: heard.named } : {}),
      saidWords: said.length,
      wordEdits: edits,
    }
    // A second transcription that fails (the budget) counts as a different transcript.
    if (repeatEvery > 0 && n % repeatEvery === 0) {
      outcome.repeatSame = await transcribe(file, s.tags).then((again) => again.text === text, () => false)
    }
    appendFileSync(log, `${JSON.stringify(outcome)}\n`)
    const bad = fills.filter((f) => !f.right).map((f) => `filled ${f.key}=${f.value} (${f.confidence})`)
    const missed = expectedKeys.filter(([k]) => !fills.some((f) => f.key === k && f.right)).map(([k, val]) => `missed ${k}=${val}`)
    console.log(`${++n} ${voice} ${condition}${noise ? ` ${noise} ${snrDb} dB` : ''} ${s.id} (${cpuSeconds?.toFixed(1)} CPU s, ${seconds.toFixed(1)} s): ${right}/${expectedKeys.length}${showHeard ? ` "${text}"${[...bad, ...missed].length ? `\n    ${[...bad, ...missed].join('; ')}` : ''}` : ''}`)
  }
}
if (existsSync(log)) console.log(summary(readFileSync(log, 'utf8').split('\n').filter((l) => l.startsWith('{')).map((l) => JSON.parse(l) as Outcome)))

if (process.argv.includes('--long') || longOnly) {
  // Over 5 minutes in a room: the noisy clips' sentences one after another with 1.5 s between them, and
  // the room's noise (pink, 15 dB under the speech) under all of it, pauses included, as a room records it.
  const clips: Float32Array[] = []
  for (const file of noisyFiles) clips.push(await decodeAudio(await readFile(file)))
  const joined = longRecording(clips, 305)
  const quiet = path.join(dir, 'long-clean.wav')
  await writeFile(quiet, wavBytes(joined))
  const long = (await mixNoise(quiet, await makeNoise('pink', dir, 305), 15, path.join(dir, 'long-noisy.wav'), 0, 0)).path
  const seconds = joined.length / PCM_SAMPLE_RATE
  for (const [name, file] of [['noisy', long], ['clean', quiet]]) {
    const cpu = process.cpuUsage()
    const { wallSeconds } = await transcribe(file, sentences[0].tags)
    const used = (({ user, system }) => (user + system) / 1e6)(process.cpuUsage(cpu))
    console.log(`Long recording, ${name}: ${seconds.toFixed(0)} s on ${engine.threads} threads: wall ${wallSeconds.toFixed(1)} s (RTF ${(wallSeconds / seconds).toFixed(3)}), CPU ${used.toFixed(1)} s (${(used / seconds).toFixed(3)} of its length)`)
  }
}
await engine.close()
