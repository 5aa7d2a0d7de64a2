/**
 * Quick look while tuning the offline recogniser (the benchmark is bench/dictation-audio.bench.ts):
 * the audio clips of some voices through a recogniser built with the given settings, without the
 * database (the seeded tags from the seed data).
 *
 *   node --import tsx bench/lib/audio-tune.ts '<DecoderOptions as JSON>' [voice,voice] [--kind=field|narrative] [--show]
 *     [--noise=pink@15] [--raw] [--limit=N] [--clips=id,id] [--set=dev]
 *
 * Clips are synthesised once into $TMPDIR/audio-tune/ and reused. `--noise=kind@dB` mixes room
 * noise (test/fixtures/audio/noise.ts) into each clip at that signal-to-noise ratio; `--raw` decodes without the
 * room front end (../../worker/src/engines/local/room). Values are matched, checked and capped as the
 * tag-matching job does for an offline transcript; `--show` also prints the stretches heard only partially.
 * `--set=dev`: the development sentences (../dictation/audio-dev-spoken.ts) instead of the old clips.
 */
import { existsSync } from 'node:fs'
import { mkdir, readFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { SEED_TAGS } from '../../server/src/seed/data/tags'
import { synthesize, type Voice } from '../../test/fixtures/audio/synth'
import { decodeAudio, PCM_SAMPLE_RATE } from '../../worker/src/engines/local/audio'
import { cleanRecording } from '../../worker/src/engines/local/room'
import { makeNoise, mixNoise, type NoiseKind } from '../../test/fixtures/audio/noise'
import { extractTags } from '../../worker/src/engines/local/extract'
import { createDecoder, type DecoderOptions } from '../../worker/src/engines/local/transcribe-decoder'
import { capHeardValues } from '../../worker/src/engines/local/transcribe-confidence'
import { heardUtterances } from '../../worker/src/engines/local/transcribe-noise'
import { formatHeard } from '../../worker/src/engines/local/transcribe-format'
import { GUARD_OPTIONS } from '../../worker/src/engines/local/transcribe-guard'
import { checkMatches } from '../../worker/src/jobs/match-checks'
import { AUDIO_CLIPS } from '../dictation/audio-clips'
import { DEV_SPOKEN_FIELD_CLIPS, DEV_SPOKEN_NARRATIVE_CLIPS } from '../dictation/audio-dev-spoken'
import { arg } from './args'
import { seededTags } from './dictation-score'

const options = JSON.parse(process.argv[2] ?? '{}') as DecoderOptions
const voices = (process.argv[3] ?? 'flite-slt,flite-kal').split(',') as Voice[]
const kind = arg('kind')
const show = process.argv.includes('--show')
const only = arg('clips')?.split(',')
const limit = Number(arg('limit') ?? Infinity)
const raw = process.argv.includes('--raw')
const clips = arg('set') === 'dev' ? [...DEV_SPOKEN_FIELD_CLIPS, ...DEV_SPOKEN_NARRATIVE_CLIPS] : AUDIO_CLIPS
const noiseArg = arg('noise')
const [noiseKind, noiseSnr] = noiseArg ? [noiseArg.split('@')[0] as NoiseKind, Number(noiseArg.split('@')[1])] : [null, 0]
const seeded = new Set(SEED_TAGS.map((t) => t.identifier))
const tags = seededTags().filter((t) => seeded.has(t.identifier))
const dir = path.join(os.tmpdir(), 'audio-tune')
await mkdir(dir, { recursive: true })

const built = process.cpuUsage()
const decoder = await createDecoder(tags, options)
console.log(`recogniser built in ${(process.cpuUsage(built).user / 1e6).toFixed(1)} s CPU`)
let audio = 0
let spent = 0
let cpu = 0
let expected = 0
let right = 0
let wrong = 0
let narrativeFills = 0
let narrativeHigh = 0
for (const voice of voices) {
  for (const clip of clips.filter((c) => (!kind || c.kind === kind) && (!only || only.includes(c.id))).slice(0, limit)) {
    const name = `${voice.replace(/\W+/g, '-')}-${clip.id}`
    const clean = existsSync(path.join(dir, `${name}.wav`)) ? path.join(dir, `${name}.wav`) : await synthesize(clip.spoken, voice, dir, name)
    const noisy = noiseKind ? path.join(dir, `${name}-${noiseKind}-${noiseSnr}.wav`) : null
    if (noisy && noiseKind) await mixNoise(clean, await makeNoise(noiseKind, dir), noiseSnr, noisy, (audio * 7.3) % 100)
    const decoded = await decodeAudio(await readFile(noisy ?? clean))
    const { pcm, denoised } = raw ? { pcm: decoded, denoised: false } : await cleanRecording(decoded)
    const started = performance.now()
    const cpuStart = process.cpuUsage()
    const heard = await decoder.decodeScored(pcm)
    const { text, uncertain } = formatHeard(heardUtterances(heard, denoised), tags, GUARD_OPTIONS)
    spent += (performance.now() - started) / 1000
    const used = process.cpuUsage(cpuStart)
    cpu += (used.user + used.system) / 1e6
    audio += pcm.length / PCM_SAMPLE_RATE
    const found = capHeardValues(checkMatches(extractTags(text, tags), tags, text), { transcription: text, uncertain, tags })
    const got = new Map(found.map((m) => [m.id, m]))
    const bad: string[] = []
    for (const [id, value] of Object.entries(clip.expected)) {
      expected++
      if (got.get(id)?.value.toLowerCase() === value.toLowerCase()) right++
      else bad.push(`missed ${id}=${value}`)
    }
    for (const m of found) {
      if (clip.expected[m.id]?.toLowerCase() === m.value.toLowerCase()) continue
      bad.push(`filled ${m.id}=${m.value} (${m.confidence})`)
      if (clip.kind === 'narrative') {
        narrativeFills++
        if (m.confidence >= 0.8) narrativeHigh++
      } else wrong++
    }
    const clipCpu = (used.user + used.system) / 1e6
    if (show || bad.length) console.log(`${voice} ${clip.id} (${(clipCpu / (pcm.length / PCM_SAMPLE_RATE)).toFixed(2)} CPU RTF): "${text}"${bad.length ? `\n    ${bad.join('; ')}` : ''}`)
    if (show) for (const h of heard.filter((x) => x.partial)) console.log(`    partial: "${h.text}"`)
  }
}
await decoder.dispose()
console.log(
  `${JSON.stringify(options)} ${voices.join(',')}${noiseArg ? ` noise ${noiseArg}` : ''}${raw ? ' raw' : ''}: values right ${right}/${expected}, wrong fills ${wrong}, narrative fills ${narrativeFills} (≥0.8: ${narrativeHigh}), RTF ${(spent / audio).toFixed(3)} wall, ${(cpu / audio).toFixed(3)} CPU (${audio.toFixed(0)} s audio)`,
)
