/**
 * Which clips the room front end changes (../../worker/src/engines/local/room): a clip it returns
 * untouched decodes exactly as without it. Reads the WAV files given (or all in a directory).
 *
 *   node --import tsx bench/lib/audio-room-check.ts DIR_OR_FILES…
 *   node --import tsx bench/lib/audio-room-check.ts --clips=flite-slt,flite-kal   the field clips of ../dictation/audio-clips.ts, synthesised
 */
import { mkdirSync, readdirSync, statSync } from 'node:fs'
import os from 'node:os'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { decodeAudio } from '../../worker/src/engines/local/audio'
import { cleanRecording } from '../../worker/src/engines/local/room'
import { synthesize, type Voice } from '../../test/fixtures/audio/synth'
import { AUDIO_CLIPS } from '../dictation/audio-clips'
import { arg } from './args'

const voices = arg('clips')?.split(',') as Voice[] | undefined
const dir = path.join(os.tmpdir(), 'audio-room-check')
mkdirSync(dir, { recursive: true })
const synthesised: string[] = []
for (const voice of voices ?? []) {
  for (const clip of AUDIO_CLIPS.filter((c) => c.kind === 'field')) synthesised.push(await synthesize(clip.spoken, voice, dir, `${voice}-${clip.id}`))
}
const args = process.argv.slice(2).filter((a) => !a.startsWith('--'))
const files = synthesised.concat(args.flatMap((a) => (statSync(a).isDirectory() ? readdirSync(a).filter((f) => f.endsWith('.wav')).map((f) => path.join(a, f)) : [a])))
let untouched = 0
for (const file of files) {
  const pcm = await decodeAudio(await readFile(file))
  const out = await cleanRecording(pcm)
  if (out.pcm === pcm) untouched++
  else console.log(`${path.basename(file)}: floor ${out.levels.floorDb.toFixed(1)} dB, speech ${out.levels.speechDb.toFixed(1)} dB: levelled and denoised`)
}
console.log(`${untouched} of ${files.length} clips untouched by the room front end`)
