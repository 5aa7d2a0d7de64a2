/**
 * Offline dictation: how many dictated fields come out right, and how fast, when the recogniser's
 * grammar holds the whole seeded tag vocabulary, against a baseline grammar of only the dictated
 * fields, measured in the same run on the same clips.
 *
 *   npx vitest run --config bench/vitest.config.ts bench/dictation-accuracy.bench.ts
 *
 * Speech is synthesised at run time (flite voices, espeak-ng) and goes through the real engines:
 * ffmpeg decoding, PocketSphinx with the generated grammar, the transcript formatter and the
 * deterministic tag extractor. A clip counts as right when the extractor returns exactly the
 * expected field and value.
 */
import { execFile } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createTestDb, type TestDb } from '../test/harness/db'
import { requireTool, synthesize } from '../test/fixtures/audio/synth'
import { seedReferenceContent } from '../server/src/seed/seed'
import { listTagInfo } from '../worker/src/jobs/lookup.repo'
import { LocalTranscriptionEngine } from '../worker/src/engines/local/transcribe'
import { LocalTagMatchingEngine } from '../worker/src/engines/local/extract'
import type { TagInfo } from '../worker/src/engines/types'

const run = promisify(execFile)

const CASES: [string, Record<string, string>][] = [
  ['heart weight three hundred and fifty grams', { heart_weight: '350 g' }],
  ['liver weight one thousand six hundred grams', { liver_weight: '1600 g' }],
  ['brain weight one thousand four hundred and twenty grams', { brain_weight: '1420 g' }],
  ['left lung weight five hundred and ten grams', { left_lung_weight: '510 g' }],
  ['right kidney weight one hundred and sixty grams', { right_kidney_weight: '160 g' }],
  ['body length one hundred and seventy eight centimetres', { body_length: '178 cm' }],
  ['gastric contents volume two hundred millilitres', { gastric_contents_volume: '200 mL' }],
  ['heart weight four hundred grams correction four hundred and twenty grams', { heart_weight: '420 g' }],
  ['eye colour brown', { eye_colour: 'brown' }],
  ['manner of death homicide', { manner_of_death: 'homicide' }],
  ['livor mortis fixed', { livor_mortis: 'fixed' }],
  ['build obese', { build: 'obese' }],
]

/** The voices of test/fixtures/audio/synth.ts, plus espeak-ng's plain American voice. */
const VOICES: { name: string; synth: (text: string, out: string) => Promise<unknown> }[] = [
  ...(['flite-slt', 'flite-kal', 'flite-awb', 'flite-rms', 'espeak-us+klatt', 'espeak-us'] as const).map((voice) => ({
    name: voice,
    synth: (text: string, out: string) => synthesize(text, voice, path.dirname(out), path.basename(out, '.wav')),
  })),
  { name: 'espeak-ng en-us', synth: (text: string, out: string) => run(requireTool('espeak-ng'), ['-v', 'en-us', '-w', out, text]) },
]

interface Score {
  right: number
  clips: number
  ms: number
}

let t: TestDb
let dir: string
let full: TagInfo[]
let small: TagInfo[]
const transcriber = new LocalTranscriptionEngine()
const matcher = new LocalTagMatchingEngine()
const scores = new Map<string, { full: Score; small: Score }>()
const misses: string[] = []

beforeAll(async () => {
  t = await createTestDb()
  await seedReferenceContent(t.db)
  // Seeded tags are shared: any user's vocabulary holds them all (the nil id owns no tags).
  full = await listTagInfo(t.db, '00000000-0000-0000-0000-000000000000')
  const dictated = new Set(CASES.flatMap(([, fields]) => Object.keys(fields)))
  small = full.filter((tag) => dictated.has(tag.identifier))
  expect(small).toHaveLength(dictated.size)
  dir = await mkdtemp(path.join(os.tmpdir(), 'dictation-bench-'))
})

afterAll(async () => {
  await t?.drop()
  if (dir) await rm(dir, { recursive: true, force: true })
  const pct = (s: Score) => `${s.right}/${s.clips}`
  const rows = [...scores].map(([voice, s]) => `| ${voice} | ${pct(s.small)} | ${pct(s.full)} | ${Math.round(s.small.ms / s.small.clips)} | ${Math.round(s.full.ms / s.full.clips)} |`)
  const sum = (k: 'full' | 'small') => [...scores.values()].reduce((a, s) => ({ right: a.right + s[k].right, clips: a.clips + s[k].clips, ms: a.ms + s[k].ms }), { right: 0, clips: 0, ms: 0 })
  const f = sum('full')
  const b = sum('small')
  console.info(
    [
      `offline dictation, ${full.length}-tag grammar against a ${small.length}-tag baseline:`,
      '| voice | fields right, baseline | fields right, full vocabulary | ms per clip, baseline | ms per clip, full |',
      '|---|---|---|---|---|',
      ...rows,
      `| all | ${pct(b)} | ${pct(f)} | ${Math.round(b.ms / b.clips)} | ${Math.round(f.ms / f.clips)} |`,
      `accuracy ratio full/baseline ${(f.right / Math.max(1, b.right)).toFixed(2)}, time ratio ${(f.ms / f.clips / (b.ms / b.clips)).toFixed(2)}`,
      'misses with the full vocabulary:',
      ...misses,
    ].join('\n'),
  )
})

async function score(wav: string, vocabulary: TagInfo[], expected: Record<string, string>): Promise<{ ok: boolean; heard: string; ms: number }> {
  const started = performance.now()
  const { text } = await transcriber.transcribe({ audio: await readFile(wav), mimeType: 'audio/wav', filename: 'clip.wav', vocabulary })
  const ms = performance.now() - started
  const found = await matcher.match({ transcription: text, documentContent: '', existingTags: [], tags: vocabulary, includeTagDescriptions: true })
  const got = Object.fromEntries(found.map((m) => [m.name, m.value]))
  return { ok: JSON.stringify(got) === JSON.stringify(expected), heard: text, ms }
}

it.each(VOICES.map((v) => [v.name, v] as const))('%s', async (name, voice) => {
  const s = { full: { right: 0, clips: 0, ms: 0 }, small: { right: 0, clips: 0, ms: 0 } }
  for (const [i, [text, expected]] of CASES.entries()) {
    const wav = path.join(dir, `${name.replace(/\W+/g, '-')}-${i}.wav`)
    await voice.synth(text, wav)
    // Baseline and full vocabulary alternate clip by clip, so machine load affects both alike.
    for (const [key, vocabulary] of [['small', small], ['full', full]] as const) {
      const r = await score(wav, vocabulary, expected)
      s[key].clips += 1
      s[key].ms += r.ms
      if (r.ok) s[key].right += 1
      else if (key === 'full') misses.push(`  ${name}: "${text}" → "${r.heard}"`)
    }
  }
  scores.set(name, s)
  expect(s.full.clips).toBe(CASES.length)
})
