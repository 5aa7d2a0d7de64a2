/**
 * The front end's frequency warping (speaker normalisation) measured on the tuning sets: each clip, made as
 * ./audio-heldout.ts makes it (voice, condition and noise by the same rotation), is cleaned by the room
 * front end and its stretches decoded in this process at every warp factor of a grid; each factor's
 * words are formatted, guarded and matched as ./audio-heldout.ts scores them (no second reading of weak
 * stretches), and one JSON line per clip holds, per factor, the words heard with their best path's score,
 * the values right and the wrong fills. `--summary` reads a log: values right per voice and factor.
 *
 *   node --import tsx bench/lib/vtln-grid.ts --set=dev|old|wounds --log=FILE [--warps=0.88,0.94,1,1.06,1.12]
 *     [--conditions=clean,20,15,10] [--every=N] [--voices=…]
 *   node --import tsx bench/lib/vtln-grid.ts --summary=FILE
 */
import { appendFileSync, existsSync, readFileSync } from 'node:fs'
import { mkdir, readFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { synthesize, type Voice } from '../../test/fixtures/audio/synth'
import { makeNoise, mixNoise, NOISE_KINDS } from '../../test/fixtures/audio/noise'
import { decodeAudio } from '../../worker/src/engines/local/audio'
import { cleanRecording, NOISY_SEARCH } from '../../worker/src/engines/local/room'
import { speechStretches } from '../../worker/src/engines/local/segment'
import { createDecoder, SAMPLE_RATE, type HeardStretch, type VocabularyDecoder } from '../../worker/src/engines/local/transcribe-decoder'
import { arg, onlyOptions } from './args'
import {
  alignWords, devSentences, oldSentences, scoreTranscript, spokenWords, transcriptOf, tuningWoundSentences,
} from './audio-heldout-set'

const USAGE = `node --import tsx bench/lib/vtln-grid.ts --set=dev|old|wounds --log=FILE [--warps=…] [--conditions=…] [--every=N] [--voices=…]
node --import tsx bench/lib/vtln-grid.ts --summary=FILE`
onlyOptions(['set', 'log', 'warps', 'conditions', 'every', 'voices', 'summary'], USAGE)

/** One clip at one warp factor. */
export interface AtWarp {
  warp: number
  heard: HeardStretch[]
  right: number
  wrong: number
  wrongHigh: number
  cpuSeconds: number
}
export interface GridLine {
  clip: string
  voice: string
  condition: string | number
  denoised: boolean
  expected: number
  atWarp: AtWarp[]
}

const summaryOf = arg('summary')
if (summaryOf) {
  const lines = readFileSync(summaryOf, 'utf8').split('\n').filter((l) => l.startsWith('{')).map((l) => JSON.parse(l) as GridLine)
  const spoken = new Map([...devSentences(), ...oldSentences(), ...tuningWoundSentences()].map((s) => [s.id, spokenWords(s.spoken)]))
  const edits = (l: GridLine, a: AtWarp) => alignWords(spoken.get(l.clip)!, a.heard.flatMap((h) => h.text.split(/\s+/).filter(Boolean))).edits
  const warps = lines[0].atWarp.map((a) => a.warp)
  const voices = [...new Set(lines.map((l) => l.voice))]
  // The factor a recording would choose for itself: the best path's score per frame over its stretches, among `among`.
  const chosen = (l: GridLine, among: number[]) => {
    const perFrame = (a: AtWarp) => {
      const heard = a.heard.filter((h) => h.text && h.frames)
      const frames = heard.reduce((x, h) => x + h.frames!, 0)
      return frames ? heard.reduce((x, h) => x + h.score!, 0) / frames : -Infinity
    }
    const options = l.atWarp.filter((a) => among.includes(a.warp))
    return options.reduce((best, a) => (perFrame(a) > perFrame(best) ? a : best), options.find((a) => a.warp === 1) ?? options[0])
  }
  const grids = [warps, warps.filter((w) => Math.abs(w - 1) < 0.07), warps.filter((w) => w <= 1)]
  console.log(`| voice | clips | values | ${warps.map((w) => `warp ${w}`).join(' | ')} | ${grids.map((g) => `chosen of ${g.join('/')}`).join(' | ')} |`)
  for (const v of [...voices, 'all']) {
    const ls = lines.filter((l) => v === 'all' || l.voice === v)
    const cell = (pick: (l: GridLine) => AtWarp) => {
      const right = ls.reduce((a, l) => a + pick(l).right, 0)
      const wrong = ls.reduce((a, l) => a + pick(l).wrong, 0)
      const high = ls.reduce((a, l) => a + pick(l).wrongHigh, 0)
      const wer = ls.reduce((a, l) => a + edits(l, pick(l)), 0) / ls.reduce((a, l) => a + spoken.get(l.clip)!.length, 0)
      return `${right} (${wrong} wrong, ${high} High; WER ${wer.toFixed(3)})`
    }
    const fixed = warps.map((_, i) => cell((l) => l.atWarp[i]))
    const picked = grids.map((g) => {
      const counts = g.map((w) => ls.filter((l) => chosen(l, g).warp === w).length)
      return `${cell((l) => chosen(l, g))} [${counts.join('/')}]`
    })
    console.log(`| ${v} | ${ls.length} | ${ls.reduce((a, l) => a + l.expected, 0)} | ${[...fixed, ...picked].join(' | ')} |`)
  }
  process.exit(0)
}

const set = arg('set')
const sentences = (set === 'old' ? oldSentences() : set === 'wounds' ? tuningWoundSentences() : devSentences())
  .filter((_, i) => i % Number(arg('every') ?? 1) === 0)
const voices = (arg('voices') ?? 'flite-slt,flite-kal,flite-awb,flite-rms,espeak-us+klatt').split(',') as Voice[]
const conditions = (arg('conditions') ?? 'clean').split(',').map((c) => (c === 'clean' ? c : Number(c)))
const warps = (arg('warps') ?? '0.88,0.94,1,1.06,1.12').split(',').map(Number)
const log = arg('log') ?? path.join(os.tmpdir(), `vtln-grid-${Date.now()}.jsonl`)
const dir = path.join(os.tmpdir(), 'audio-heldout')
await mkdir(dir, { recursive: true })
const done = new Set(existsSync(log) ? readFileSync(log, 'utf8').split('\n').filter(Boolean).map((l) => {
  const g = JSON.parse(l) as GridLine
  return `${g.clip} ${g.voice} ${g.condition}`
}) : [])

const decoders = new Map<string, Promise<VocabularyDecoder>>()
const decoderAt = (tags: Parameters<typeof createDecoder>[0], noisy: boolean, vocabulary: string) => {
  const key = `${vocabulary} ${noisy}`
  if (!decoders.has(key)) decoders.set(key, createDecoder(tags, noisy ? { search: NOISY_SEARCH } : {}))
  return decoders.get(key)!
}

for (const [i, s] of sentences.entries()) {
  for (const [v, voice] of voices.entries()) {
    const condition = conditions[(i + v) % conditions.length]
    const noise = condition === 'clean' ? null : NOISE_KINDS[(i + 2 * v) % NOISE_KINDS.length]
    if (done.has(`${s.id} ${voice} ${condition}`)) continue
    const name = `${voice.replace(/\W+/g, '-')}-${s.id}`
    const clean = existsSync(path.join(dir, `${name}.wav`)) ? path.join(dir, `${name}.wav`) : await synthesize(s.spoken, voice, dir, name)
    const file = noise
      ? (await mixNoise(clean, await makeNoise(noise, dir), condition as number, path.join(dir, `${name}-${noise}-${condition}.wav`), (i * 13.7) % 110)).path
      : clean
    const { pcm, denoised } = await cleanRecording(await decodeAudio(await readFile(file)))
    const stretches = speechStretches(pcm, { sampleRate: SAMPLE_RATE }).map(({ start, end }) => pcm.subarray(start, end))
    const atWarp: AtWarp[] = []
    for (const warp of warps) {
      const decoder = await decoderAt(s.tags, denoised, s.kind === 'wound' ? 'wound' : 'seeded')
      const cpu = process.cpuUsage()
      const heard: HeardStretch[] = []
      for (const speech of stretches) heard.push(await decoder.decodeStretch(speech, undefined, warp))
      const used = process.cpuUsage(cpu)
      const { text, uncertain } = transcriptOf(s, heard, undefined, denoised)
      const { fills, right } = scoreTranscript(s, text, uncertain)
      const wrong = fills.filter((f) => !f.right)
      atWarp.push({ warp, heard, right, wrong: wrong.length, wrongHigh: wrong.filter((f) => f.confidence >= 0.8).length, cpuSeconds: (used.user + used.system) / 1e6 })
    }
    const line: GridLine = { clip: s.id, voice, condition, denoised, expected: Object.keys(s.expected).length, atWarp }
    appendFileSync(log, `${JSON.stringify(line)}\n`)
    console.log(`${voice} ${condition} ${s.id}: ${atWarp.map((a) => `${a.warp}:${a.right}/${line.expected}`).join(' ')}`)
  }
}
