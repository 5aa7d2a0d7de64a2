/**
 * One clip through the room front end, to look at while tuning it: levels, stretches and transcript
 * of a flite clip mixed with each kind of room noise at the given ratios.
 *
 *   node --import tsx bench/lib/audio-room-probe.ts "<words>" [snr,snr] [--raw]
 */
import { mkdir, readFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { SEED_TAGS } from '../../server/src/seed/data/tags'
import { synthesize } from '../../test/fixtures/audio/synth'
import { decodeAudio } from '../../worker/src/engines/local/audio'
import { cleanRecording } from '../../worker/src/engines/local/room'
import { speechStretches } from '../../worker/src/engines/local/segment'
import { createDecoder } from '../../worker/src/engines/local/transcribe-decoder'
import { heardUtterance } from '../../worker/src/engines/local/transcribe-doubt'
import { formatHeard } from '../../worker/src/engines/local/transcribe-format'
import { GUARD_OPTIONS } from '../../worker/src/engines/local/transcribe-guard'
import { makeNoise, mixNoise, NOISE_KINDS } from '../../test/fixtures/audio/noise'
import { seededTags } from './dictation-score'

const words = process.argv[2] ?? 'heart weight three hundred and fifty grams'
const ratios = (process.argv[3] ?? '10').split(',').map(Number)
const raw = process.argv.includes('--raw')
const seeded = new Set(SEED_TAGS.map((t) => t.identifier))
const tags = seededTags().filter((t) => seeded.has(t.identifier))
const dir = path.join(os.tmpdir(), 'audio-room-probe')
await mkdir(dir, { recursive: true })
const decoder = await createDecoder(tags)
const clean = await synthesize(words, 'flite-slt', dir, 'probe')
for (const snr of ratios) {
  for (const kind of NOISE_KINDS) {
    const mixed = await mixNoise(clean, await makeNoise(kind, dir), snr, path.join(dir, `probe-${kind}-${snr}.wav`), 3)
    const decoded = await decodeAudio(await readFile(mixed.path))
    const room = raw ? null : await cleanRecording(decoded)
    const pcm = room?.pcm ?? decoded
    const stretches = speechStretches(pcm).map((s) => `${(s.start / 16000).toFixed(2)}-${(s.end / 16000).toFixed(2)}`)
    const cpu = process.cpuUsage()
    const heard = (await decoder.decodeScored(pcm)).map((h) => heardUtterance(h.text, h.scores))
    const used = process.cpuUsage(cpu)
    const { text, uncertain } = formatHeard(heard, tags, GUARD_OPTIONS)
    const levels = room ? `floor ${room.levels.floorDb.toFixed(1)} speech ${room.levels.speechDb.toFixed(1)} gain ${room.gainDb.toFixed(1)} denoised ${room.denoised}` : 'raw'
    console.log(`${kind}@${mixed.snrDb} dB ${levels} stretches [${stretches.join(' ')}] ${(used.user / 1e6).toFixed(1)} s CPU\n   "${text}" ${JSON.stringify(uncertain)}`)
  }
}
await decoder.dispose()
