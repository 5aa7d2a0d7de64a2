/**
 * Wound descriptions through the offline engine end to end: flite clips of bench/dictation/audio-wound-clips.ts,
 * the product recogniser (grammar, gap, guard) built from the seeded tags and the wound fields the seed lacks,
 * then the local tag matcher with the clip's report instances and the job's checks; values scored per
 * (field, instance).
 *
 *   node --import tsx bench/lib/audio-wounds.ts [voice,voice] [--text] [--plain] [--show] [--new | --dev] [--only=id,id]
 *
 * --new runs the second fourteen clips (./audio-wound-clips-new.ts), written before tuning and never tuned on; --dev the
 * development clips (./audio-wound-clips-dev.ts), written to reproduce causes of lost values, for tuning.
 *
 * --only=id,id runs only those clips (a quick look while tuning). --options=JSON: the recogniser's DecoderOptions
 * (default the product's), e.g. '{"grammar":{"describe":false}}' to compare a grammar option side by side.
 *
 * --plain uses the main set's plain tags instead of the seeded ones. --text scores the clips' written text instead of audio (the extractor's ceiling). Clips are synthesised
 * once into $TMPDIR/audio-wounds/ and reused.
 */
import { existsSync } from 'node:fs'
import { mkdir, readFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { synthesize, type Voice } from '../../test/fixtures/audio/synth'
import { decodeAudio, PCM_SAMPLE_RATE } from '../../worker/src/engines/local/audio'
import { extractTags } from '../../worker/src/engines/local/extract'
import { createDecoder, type DecoderOptions } from '../../worker/src/engines/local/transcribe-decoder'
import { formatTranscript } from '../../worker/src/engines/local/transcribe-format'
import { GUARD_OPTIONS } from '../../worker/src/engines/local/transcribe-guard'
import { checkMatches } from '../../worker/src/jobs/match-checks'
import { WOUND_CLIPS } from '../dictation/audio-wound-clips'
import { NEW_WOUND_CLIPS } from '../dictation/audio-wound-clips-new'
import { DEV_WOUND_CLIPS } from '../dictation/audio-wound-clips-dev'
import { caseInstances, woundTags } from './wound-score'

const voices = (process.argv[2] && !process.argv[2].startsWith('--') ? process.argv[2] : 'flite-slt,flite-rms,flite-awb,flite-kal').split(',') as Voice[]
const textOnly = process.argv.includes('--text')
const show = process.argv.includes('--show')
const only = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length).split(',')
const set = process.argv.includes('--new') ? NEW_WOUND_CLIPS : process.argv.includes('--dev') ? DEV_WOUND_CLIPS : WOUND_CLIPS
const clips = set.filter((c) => !only || only.includes(c.id))
const tags = woundTags(!process.argv.includes('--plain'))
const dir = path.join(os.tmpdir(), 'audio-wounds')
await mkdir(dir, { recursive: true })
const options = process.argv.find((a) => a.startsWith('--options='))?.slice('--options='.length)
const decoder = textOnly ? null : await createDecoder(tags, options ? (JSON.parse(options) as DecoderOptions) : undefined)

let expected = 0
let right = 0
let wrong = 0
let audio = 0
let cpu = 0
for (const voice of textOnly ? ['text'] : voices) {
  let voiceRight = 0
  let voiceExpected = 0
  for (const clip of clips) {
    let text = clip.spoken
    let clipCpu = 0
    let clipAudio = 0
    if (decoder) {
      const name = `${voice.replace(/\W+/g, '-')}-${clip.id}`
      const file = path.join(dir, `${name}.wav`)
      const wav = existsSync(file) ? file : await synthesize(clip.spoken, voice as Voice, dir, name)
      const pcm = await decodeAudio(await readFile(wav))
      const started = process.cpuUsage()
      text = formatTranscript(await decoder.decode(pcm), tags, GUARD_OPTIONS)
      const used = process.cpuUsage(started)
      clipCpu = (used.user + used.system) / 1e6
      clipAudio = pcm.length / PCM_SAMPLE_RATE
      cpu += clipCpu
      audio += clipAudio
    }
    const instances = caseInstances({ id: clip.id, text, instances: clip.instances, expected: clip.expected })
    const found = checkMatches(extractTags(text, tags, instances), tags, text)
    const bad: string[] = []
    const got = new Set<string>()
    for (const m of found) {
      const key = `${m.id}@${m.instance ?? (m.proposedInstance ? `+${m.proposedInstance.instance}` : '')}`
      if (clip.expected[key]?.toLowerCase() === m.value.toLowerCase()) got.add(key)
      else {
        wrong++
        bad.push(`filled ${key}=${m.value}`)
      }
    }
    for (const [key, value] of Object.entries(clip.expected)) {
      expected++
      voiceExpected++
      if (got.has(key)) {
        right++
        voiceRight++
      } else bad.push(`missed ${key}=${value}`)
    }
    const rtf = clipAudio ? ` (${(clipCpu / clipAudio).toFixed(2)} CPU RTF)` : ''
    if (show || bad.length) console.log(`${voice} ${clip.id}${rtf}: "${text}"${bad.length ? `\n    ${bad.join('\n    ')}` : ''}`)
  }
  console.log(`${voice}: values right ${voiceRight}/${voiceExpected}`)
}
await decoder?.dispose()
const cost = audio ? `, CPU RTF ${(cpu / audio).toFixed(3)} (${audio.toFixed(0)} s audio)` : ''
console.log(`all: values right ${right}/${expected} (${(right / expected).toFixed(3)}), wrong or misplaced fills ${wrong}${cost}`)
