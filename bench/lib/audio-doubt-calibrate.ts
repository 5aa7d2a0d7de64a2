/**
 * Calibrates the doubt threshold (UNSURE_BELOW in ../../worker/src/engines/local/transcribe-doubt.ts)
 * from the logs of ./audio-heldout.ts, without decoding again: each clip's stretches as the
 * recogniser heard them, with every word's posterior, are in the log.
 *
 *   node --import tsx bench/lib/audio-doubt-calibrate.ts LOG.jsonl… [--below=0.3,0.5,0.6]
 *
 * Words: each heard word is right or wrong by a minimum edit alignment to the words said; for each
 * threshold, the share of right words it marks as doubtful and the share of wrong words it catches,
 * clean and noisy apart. Values: each clip's transcript is formatted again with that threshold and
 * scored as the tag-matching job scores it (a value resting on a doubtful word is capped below High),
 * giving the share of High values that are right and how many right values lose High.
 */
import { readFileSync } from 'node:fs'
import { CONFIDENCE_HIGH } from '@shared/src/constants'
import type { HeardStretch } from '../../worker/src/engines/local/transcribe-decoder'
import { UNSURE_BELOW } from '../../worker/src/engines/local/transcribe-doubt'
import { arg } from './args'
import { alignWords, heldOutSentences, scoreTranscript, spokenWords, transcriptOf } from './audio-heldout-set'

interface Logged {
  clip: string
  voice: string
  condition: 'clean' | number
  text: string
  heard?: HeardStretch[]
}

const thresholds = (arg('below') ?? '0,0.3,0.4,0.5,0.6,0.7,0.75,0.8,0.85,0.9').split(',').map(Number)
const logs = process.argv.slice(2).filter((a) => !a.startsWith('--'))
const outcomes = logs.flatMap((f) => readFileSync(f, 'utf8').split('\n').filter((l) => l.startsWith('{')).map((l) => JSON.parse(l) as Logged))
const usable = outcomes.filter((o) => o.heard)
const sentences = new Map(heldOutSentences().map((s) => [s.id, s]))
const pct = (a: number, b: number) => (b ? `${((100 * a) / b).toFixed(1)} %` : '–')

// The transcript formatted again at the product's threshold must be the one the engine gave.
const differs = usable.filter((o) => transcriptOf(sentences.get(o.clip)!, o.heard!, UNSURE_BELOW).text !== o.text)
console.log(`${usable.length} clips with word scores (${outcomes.length} logged); formatted again at ${UNSURE_BELOW}: ${differs.length} differ from the engine's`)

const words = usable.flatMap((o) => {
  const heard = o.heard!.flatMap((h) => h.text.split(/\s+/).filter(Boolean).map((w, i) => ({ w, p: h.scores[i] ?? 1 })))
  const { right } = alignWords(spokenWords(sentences.get(o.clip)!.spoken), heard.map((h) => h.w))
  return heard.map((h, i) => ({ p: h.p, right: right[i], noisy: o.condition !== 'clean' }))
})
console.log('\nWords (right = aligned to the same word said)\n')
console.log('| condition | threshold | right words marked doubtful | wrong words caught |\n|---|---|---|---|')
for (const [name, ws] of [['clean', words.filter((w) => !w.noisy)], ['noisy', words.filter((w) => w.noisy)]] as const) {
  if (!ws.length) continue
  const right = ws.filter((w) => w.right)
  const wrong = ws.filter((w) => !w.right)
  for (const t of thresholds) {
    const r = right.filter((w) => w.p < t).length
    const c = wrong.filter((w) => w.p < t).length
    console.log(`| ${name} (${right.length} right, ${wrong.length} wrong) | ${t} | ${r} (${pct(r, right.length)}) | ${c} (${pct(c, wrong.length)}) |`)
  }
}
const quantiles = (ps: number[]) => {
  const s = [...ps].sort((a, b) => a - b)
  return [0.05, 0.1, 0.25, 0.5].map((q) => s[Math.floor(q * (s.length - 1))]?.toFixed(3) ?? '–').join(' / ')
}
console.log(`\nPosterior quantiles 5/10/25/50 %: right ${quantiles(words.filter((w) => w.right).map((w) => w.p))}; wrong ${quantiles(words.filter((w) => !w.right).map((w) => w.p))}`)

console.log('\nValues (the tag-matching job on the transcript formatted at each threshold)\n')
console.log('| condition | threshold | High values right | right values below High | values right |\n|---|---|---|---|---|')
for (const [name, os] of [['clean', usable.filter((o) => o.condition === 'clean')], ['noisy', usable.filter((o) => o.condition !== 'clean')], ['all', usable]] as const) {
  if (!os.length) continue
  for (const t of thresholds) {
    let high = 0
    let highRight = 0
    let rightLow = 0
    let right = 0
    let expected = 0
    for (const o of os) {
      const s = sentences.get(o.clip)!
      const { text, uncertain } = transcriptOf(s, o.heard!, t)
      const scored = scoreTranscript(s, text, uncertain)
      high += scored.fills.filter((f) => f.confidence >= CONFIDENCE_HIGH).length
      highRight += scored.fills.filter((f) => f.confidence >= CONFIDENCE_HIGH && f.right).length
      rightLow += scored.fills.filter((f) => f.confidence < CONFIDENCE_HIGH && f.right).length
      right += scored.right
      expected += Object.keys(s.expected).length
    }
    console.log(`| ${name} (${os.length} clips) | ${t} | ${highRight}/${high} (${pct(highRight, high)}) | ${rightLow} | ${right}/${expected} |`)
  }
}
