/**
 * Where the values a tuning log missed were lost: each missed value of a log of ./audio-heldout.ts
 * (`--set=dev|old|wounds`), read again by the current code, is put in one of
 *   guard       the transcript without the guard gives it right (the guard took its stretch for forced words);
 *   read        its numbers (or, for a value without a number, its words) are in the transcript without the guard,
 *               but the formatter and extractor do not read it right (`misread` when another value fills its key);
 *   recogniser  the words heard do not hold it.
 * Counted by sentence kind, with one line per loss heard but not read (the sentence of the unguarded transcript
 * that holds it) for reading the mechanisms. Tuning sets only: the held-out set's transcripts are not for reading.
 *
 *   node --import tsx bench/lib/audio-losses.ts --set=dev|old|wounds --log=FILE [--lines=guard,read,misread,recogniser]
 */
import { readFileSync } from 'node:fs'
import type { HeardStretch } from '../../worker/src/engines/local/transcribe-decoder'
import { formatHeard } from '../../worker/src/engines/local/transcribe-format'
import { heardUtterances } from '../../worker/src/engines/local/transcribe-noise'
import { arg, onlyOptions } from './args'
import { devSentences, oldSentences, scoreTranscript, transcriptOf, tuningWoundSentences, type Sentence } from './audio-heldout-set'

const USAGE = 'node --import tsx bench/lib/audio-losses.ts --set=dev|old|wounds --log=FILE [--lines=guard,read,misread,recogniser]'
onlyOptions(['set', 'log', 'lines'], USAGE)
const set = arg('set')
const logFile = arg('log')
if (!logFile || !['dev', 'old', 'wounds'].includes(set ?? '')) {
  console.error(USAGE)
  process.exit(2)
}
const lines = new Set((arg('lines') ?? 'guard,read,misread').split(','))
const sentences = set === 'dev' ? devSentences() : set === 'old' ? oldSentences() : tuningWoundSentences()
const byId = new Map(sentences.map((s) => [s.id, s]))

interface Logged {
  clip: string
  voice: string
  condition: string | number
  noise: string | null
  denoised?: boolean
  heard?: HeardStretch[]
}

type Cause = 'guard' | 'read' | 'misread' | 'recogniser'
const CAUSES: Cause[] = ['guard', 'read', 'misread', 'recogniser']

/** The numbers and words of a value, as they would stand in a transcript. */
function valueParts(value: string): { numbers: string[]; words: string[] } {
  const numbers = value.match(/\d+(?:\.\d+)?/g) ?? []
  const words = numbers.length ? [] : value.toLowerCase().split(/[^a-z]+/).filter((w) => w.length > 3)
  return { numbers, words }
}

/** Whether the transcript holds the value's numbers as numbers, or its words. */
function holds(text: string, value: string): boolean {
  const { numbers, words } = valueParts(value)
  const tokens = new Set(text.toLowerCase().split(/[^a-z0-9.]+/).map((t) => t.replace(/\.$/, '')))
  return numbers.length ? numbers.every((n) => tokens.has(n)) : words.length > 0 && words.every((w) => tokens.has(w))
}

/** The sentence of a transcript that holds the value. */
function sentenceOf(text: string, value: string): string {
  return text.split(/(?<=\.)\s+/).find((s) => holds(s, value)) ?? text
}

const logged = readFileSync(logFile, 'utf8').split('\n').filter((l) => l.startsWith('{')).map((l) => JSON.parse(l) as Logged)
const counts = new Map<string, Record<Cause, number>>()
const tallyOf = (kind: string) => counts.get(kind) ?? counts.set(kind, { guard: 0, read: 0, misread: 0, recogniser: 0 }).get(kind)!
const details: string[] = []
for (const o of logged) {
  const s: Sentence | undefined = byId.get(o.clip)
  if (!s || !o.heard) continue
  const guarded = transcriptOf(s, o.heard, undefined, o.denoised)
  const open = formatHeard(heardUtterances(o.heard, o.denoised ?? false), s.tags, null)
  const { fills } = scoreTranscript(s, guarded.text, guarded.uncertain)
  const { fills: openFills } = scoreTranscript(s, open.text, open.uncertain)
  for (const [key, value] of Object.entries(s.expected)) {
    if (fills.some((f) => f.key === key && f.right)) continue
    const other = fills.find((f) => f.key === key)
    const cause: Cause = openFills.some((f) => f.key === key && f.right)
      ? 'guard'
      : holds(open.text, value)
        ? other ? 'misread' : 'read'
        : 'recogniser'
    tallyOf(s.kind)[cause]++
    tallyOf('all')[cause]++
    if (lines.has(cause)) {
      const filled = other ? ` filled ${other.value} (${other.confidence})` : ''
      details.push(`${cause} ${o.voice} ${o.condition} ${o.noise ?? ''} ${o.clip} ${key}=${value}${filled}\n    "${sentenceOf(open.text, value)}"`)
    }
  }
}
console.log(details.join('\n'))
console.log(`\n| kind | ${CAUSES.join(' | ')} |\n|---|${CAUSES.map(() => '---|').join('')}`)
for (const [kind, c] of counts) console.log(`| ${kind} | ${CAUSES.map((k) => c[k]).join(' | ')} |`)
