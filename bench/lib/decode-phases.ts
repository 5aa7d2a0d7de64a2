/**
 * Where the offline recogniser's CPU time goes, phase by phase, on the clean clips audio-tune synthesised into
 * $TMPDIR/audio-tune/ (run `bench/lib/audio-tune.ts` once first): the recogniser's set-up (model, grammar, the
 * grammar's search graph), then per stretch of speech the mean meter, the search, the end of the utterance (the
 * lattice), the best path's text and the words' posteriors (`get_alignment`, the words in doubt).
 *
 *   node --import tsx bench/lib/decode-phases.ts '<SearchConfig as JSON>' [voice,voice] [--limit=N] [--small]
 *
 * `--small`: six weight fields instead of the seeded vocabulary (the grammar's size against its search cost). `--jsgf`:
 * PocketSphinx's own compilation of the grammar instead of the product's word graph (../../worker/src/engines/local/grammar-fsg).
 * The last line is a hash of the transcripts: equal hashes, equal words.
 */
import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { SEED_TAGS } from '../../server/src/seed/data/tags'
import { fieldTag } from '../../test/factories/tags'
import { decodeAudio } from '../../worker/src/engines/local/audio'
import { buildGrammar } from '../../worker/src/engines/local/grammar'
import { grammarGraph } from '../../worker/src/engines/local/grammar-fsg'
import { speechStretches } from '../../worker/src/engines/local/segment'
import { initDecoder, SAMPLE_RATE, type SearchConfig } from '../../worker/src/engines/local/transcribe-decoder'
import { setWordGraph } from '../../worker/src/engines/local/transcribe-module'
import { arg } from './args'
import { cleanTuneClips } from './tune-clips'
import { seededTags } from './dictation-score'

const search = JSON.parse(process.argv[2] ?? '{}') as SearchConfig
const voices = (process.argv[3] ?? 'flite-slt').split(',')
const limit = Number(arg('limit') ?? Infinity)
const seeded = new Set(SEED_TAGS.map((t) => t.identifier))
const weights = ['heart_weight', 'brain_weight', 'liver_weight', 'left_lung_weight', 'right_lung_weight', 'spleen_weight']
const tags = process.argv.includes('--small') ? weights.map((id) => fieldTag(id, 'Unit: g.')) : seededTags().filter((t) => seeded.has(t.identifier))
const cpu = () => {
  const u = process.cpuUsage()
  return (u.user + u.system) / 1e6
}

const t: Record<string, number> = { model: 0, grammar: 0, searchGraph: 0, meter: 0, search: 0, end: 0, text: 0, posteriors: 0 }
let c = cpu()
const lap = (phase: string) => {
  const now = cpu()
  t[phase] += now - c
  c = now
}
const d = await initDecoder(search)
const meter = await initDecoder()
meter.set_grammar('#JSGF V1.0;\ngrammar mean;\npublic <mean> = the;\n')
lap('model')
const grammar = buildGrammar(tags, (w) => d.lookup_word(w), {})
if (grammar.newWords.length) d.add_words(...grammar.newWords)
lap('grammar')
if (process.argv.includes('--jsgf')) d.set_grammar(grammar.jsgf)
else await setWordGraph(d, grammarGraph(grammar.jsgf))
lap('searchGraph')

const files = await cleanTuneClips(voices, limit)
let audio = 0
const heard: string[] = []
for (const f of files) {
  const pcm = await decodeAudio(await readFile(f))
  audio += pcm.length / SAMPLE_RATE
  c = cpu()
  for (const { start, end } of speechStretches(pcm, { sampleRate: SAMPLE_RATE })) {
    const speech = pcm.subarray(start, end)
    await meter.reinitialize_audio()
    meter.start()
    for (let i = 0; i < speech.length; i += SAMPLE_RATE) meter.process_audio(speech.subarray(i, i + SAMPLE_RATE), true)
    meter.stop()
    lap('meter')
    await d.reinitialize_audio()
    d.start()
    for (let i = 0; i < speech.length; i += SAMPLE_RATE) d.process_audio(speech.subarray(i, i + SAMPLE_RATE), false)
    lap('search')
    d.stop()
    lap('end')
    heard.push(d.get_text())
    lap('text')
    d.get_alignment()
    lap('posteriors')
  }
}
const perClip = Object.entries(t).map(([k, v]) => (k === 'model' || k === 'grammar' || k === 'searchGraph' ? `${k} ${v.toFixed(2)} s` : `${k} ${v.toFixed(2)} s (RTF ${(v / audio).toFixed(3)})`))
console.log(`${JSON.stringify(search)} ${voices.join(',')}${tags.length < 10 ? ' small vocabulary' : ''}: ${files.length} clips, ${audio.toFixed(1)} s of audio, JSGF ${grammar.jsgf.length} characters`)
console.log(`CPU: ${perClip.join(', ')}`)
console.log(`transcripts ${createHash('sha1').update(heard.join('|')).digest('hex').slice(0, 10)}`)
d.delete()
meter.delete()
