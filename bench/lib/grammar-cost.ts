/**
 * What each part of the recognition grammar costs the search: the seeded vocabulary's grammar and variants of it
 * (items left out, the loop written another way), each in its own recogniser, decoding the same clean clips
 * audio-tune synthesised into $TMPDIR/audio-tune/ (run `bench/lib/audio-tune.ts` once first). The clips are decoded
 * variant after variant for each clip, so a change of the machine's load falls on all variants alike.
 *
 *   node --import tsx bench/lib/grammar-cost.ts variant,variant [voice,voice] [--limit=N]
 *
 * Variants: `product` (the grammar as built), `plus` and `recursive` (the loop as `<item>+` or as `<item> [<dictation>]`), `no:<text>` (the loop's items containing <text> left out, e.g.
 * `no:<w_` for the wound items, `no:<command>`), `only:<text>` (only the items containing <text>), `search:key=value+key=value`
 * (the grammar as built with those search settings, e.g. `search:maxhmmpf=8000+wbeam=1e-20`), `graph` (the grammar as built, given
 * to the recogniser as the product gives it: its minimal word graph, ../../worker/src/engines/local/grammar-fsg; every other
 * variant is compiled by PocketSphinx itself).
 * Per variant: the search graph's HMMs as PocketSphinx logs them, the search's CPU seconds per audio second, the
 * transcripts' hash, and the clips whose words differ from the first variant's.
 */
import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { Decoder } from 'soundswallower'
import { SEED_TAGS } from '../../server/src/seed/data/tags'
import { decodeAudio } from '../../worker/src/engines/local/audio'
import { buildGrammar } from '../../worker/src/engines/local/grammar'
import { grammarGraph } from '../../worker/src/engines/local/grammar-fsg'
import { speechStretches } from '../../worker/src/engines/local/segment'
import { initDecoder, SAMPLE_RATE, type SearchConfig } from '../../worker/src/engines/local/transcribe-decoder'
import { listenToLog } from '../../worker/src/engines/local/transcribe-log'
import { setWordGraph } from '../../worker/src/engines/local/transcribe-module'
import { arg } from './args'
import { cleanTuneClips } from './tune-clips'
import { seededTags } from './dictation-score'

const variants = (process.argv[2] ?? 'product').split(',')
const voices = (process.argv[3] ?? 'flite-slt').split(',')
const limit = Number(arg('limit') ?? Infinity)
const seeded = new Set(SEED_TAGS.map((t) => t.identifier))
const tags = seededTags().filter((t) => seeded.has(t.identifier))
const cpu = () => {
  const u = process.cpuUsage()
  return (u.user + u.system) / 1e6
}

/** The loop's items, split at the top level of `<item> = a | b | …;`. */
function splitItems(body: string): string[] {
  const items: string[] = []
  let depth = 0
  let start = 0
  for (let i = 0; i < body.length; i++) {
    const ch = body[i]
    if (ch === '(' || ch === '[') depth++
    else if (ch === ')' || ch === ']') depth--
    else if (ch === '|' && depth === 0) {
      items.push(body.slice(start, i).trim())
      start = i + 1
    }
  }
  items.push(body.slice(start).trim())
  return items
}

function variantJsgf(jsgf: string, variant: string): string {
  if (variant === 'product' || variant === 'graph' || variant.startsWith('search:')) return jsgf
  const loop = jsgf.replace(/^public <dictation> = .*$/m, '')
  // `<item>+` as PocketSphinx reads it: `<g> = <item> | <item> <g>`, two copies of every item.
  if (variant === 'plus') return loop.replace('grammar dictation;', 'grammar dictation;\npublic <dictation> = <item>+;')
  // One copy: `<loop> = <item> [<loop>]` returns to the loop's entry after every item.
  if (variant === 'recursive') return loop.replace('grammar dictation;', 'grammar dictation;\npublic <dictation> = <item> [<dictation>];')
  const [how, text] = [variant.slice(0, variant.indexOf(':')), variant.slice(variant.indexOf(':') + 1)]
  return jsgf.replace(/^<item> = (.*);$/m, (_, body: string) => {
    const kept = splitItems(body).filter((i) => (how === 'only') === i.includes(text))
    return `<item> = ${kept.join(' | ')};`
  })
}

const probe = await initDecoder()
const product = buildGrammar(tags, (w) => probe.lookup_word(w), {})
probe.delete()
const runs: { name: string; d: Decoder; search: number; heard: string[]; hmms: string }[] = []
for (const name of variants) {
  const settings = name.startsWith('search:') ? name.slice(7).split('+').map((kv) => kv.split('=')) : []
  const d = await initDecoder(Object.fromEntries(settings.map(([k, v]) => [k, Number(v)])) as SearchConfig)
  if (product.newWords.length) d.add_words(...product.newWords)
  const lines: string[] = []
  const c = cpu()
  if (name === 'graph') await setWordGraph(d, grammarGraph(product.jsgf))
  else listenToLog((l) => lines.push(l), () => d.set_grammar(variantJsgf(product.jsgf, name)))
  const graph = cpu() - c
  const hmms = lines.filter((l) => /HMMs in lextree|null transitions added|fsg_search/i.test(l)).map((l) => l.trim()).join(' / ')
  console.log(`${name}: search graph ${graph.toFixed(2)} s; ${hmms.slice(0, 400)}`)
  runs.push({ name, d, search: 0, heard: [], hmms })
}

const files = await cleanTuneClips(voices, limit)
let audio = 0
for (const f of files) {
  const pcm = await decodeAudio(await readFile(f))
  audio += pcm.length / SAMPLE_RATE
  for (const run of runs) {
    const said: string[] = []
    for (const { start, end } of speechStretches(pcm, { sampleRate: SAMPLE_RATE })) {
      const speech = pcm.subarray(start, end)
      await run.d.reinitialize_audio()
      const c = cpu()
      run.d.start()
      for (let i = 0; i < speech.length; i += SAMPLE_RATE) run.d.process_audio(speech.subarray(i, i + SAMPLE_RATE), false)
      run.d.stop()
      run.search += cpu() - c
      said.push(run.d.get_text())
    }
    run.heard.push(said.join(' | '))
  }
}
console.log(`${files.length} clips (${voices.join(',')}), ${audio.toFixed(1)} s of audio`)
for (const run of runs) {
  const hash = createHash('sha1').update(run.heard.join('\n')).digest('hex').slice(0, 10)
  const differ = run.heard.flatMap((h, i) => (h === runs[0].heard[i] ? [] : [`${path.basename(files[i])}: "${h}" (first: "${runs[0].heard[i]}")`]))
  console.log(`${run.name}: search ${run.search.toFixed(1)} s CPU, ${(run.search / audio).toFixed(3)} per audio s; transcripts ${hash}`)
  for (const d of differ) console.log(`  ${d}`)
  run.d.delete()
}
