/**
 * Scores the product's extractor and the job's checks on the held-out set (bench/dictation/held-out/),
 * written by an engineer who did not write the readings: the wound reports per (field, instance) as
 * wound-score.ts scores them, the field sentences as dictation-score.ts scores them, per topic, family
 * and field, with the misses. The spoken sentences for the recogniser are scored here as text too
 * (what the extractor makes of the words a voice says, before any recognition error).
 * `node --import tsx bench/lib/held-out-score.ts [--seeded] [--misses]`
 */
import { HELD_OUT_FIELD_CLIPS, HELD_OUT_NARRATIVE_CLIPS, HELD_OUT_WOUND_CLIPS } from '../dictation/held-out/audio'
import { HELD_OUT_CASES } from '../dictation/held-out/families'
import type { DictationCase } from '../dictation/types'
import { HELD_OUT_GUNSHOT_BLUNT } from '../dictation/held-out/wounds-other'
import { HELD_OUT_SHARP } from '../dictation/held-out/wounds-sharp'
import type { WoundCase } from '../dictation/wounds/types'
import { HEADER, type Miss, plainTags, row, scoreCase, seededTags, type Tally } from './dictation-score'
import { scoreWounds, WOUND_HEADER, woundRow, type WoundMiss } from './wound-score'

const zero = (): Tally => ({ cases: 0, expected: 0, fills: 0, rightField: 0, rightValue: 0, negationFills: 0, noFieldFills: 0, high: 0, highRight: 0 })

/** Tallies of the field sentences per topic, family and field; a field's tally counts the fills of that field only. */
export function scoreFieldCases(cases: (DictationCase & { topic?: string })[], seeded: boolean) {
  const tags = seeded ? seededTags() : plainTags()
  const total = zero()
  const topics: Record<string, Tally> = {}
  const families: Record<string, Tally> = {}
  const fields: Record<string, Tally> = {}
  const misses: Miss[] = []
  for (const c of cases) {
    const miss = scoreCase(c, tags, [total, (topics[c.topic ?? 'none'] ??= zero()), (families[c.family] ??= zero())])
    if (miss) misses.push(miss)
    const got = miss ? Object.fromEntries(Object.entries(miss.got).map(([f, v]) => [f, v.replace(/ \([\d.]+\)$/, '')])) : c.expected
    for (const f of new Set([...Object.keys(c.expected), ...Object.keys(got)])) {
      const t = (fields[f] ??= zero())
      t.cases++
      if (c.expected[f] !== undefined) t.expected++
      if (got[f] === undefined) continue
      t.fills++
      if (c.expected[f] !== undefined) t.rightField++
      if (c.expected[f]?.toLowerCase() === got[f].toLowerCase()) t.rightValue++
      if (c.negated?.includes(f)) t.negationFills++
      if (!Object.keys(c.expected).length) t.noFieldFills++
    }
  }
  return { total, topics, families, fields, misses }
}

/** The spoken sentences' words as wound cases and field cases, so the extractor's share of the audio score is known. */
const spokenWounds: WoundCase[] = HELD_OUT_WOUND_CLIPS.map((c) => ({ id: c.id, text: c.spoken, instances: c.instances, expected: c.expected }))
const spokenFields: DictationCase[] = [...HELD_OUT_FIELD_CLIPS, ...HELD_OUT_NARRATIVE_CLIPS].map((c) => ({
  id: c.id,
  family: c.kind === 'field' ? 'mixed' : 'narrative-no-field',
  text: c.spoken,
  expected: c.expected,
}))

function printWounds(title: string, cases: WoundCase[], seeded: boolean, showMisses: boolean) {
  const r = scoreWounds(cases, true, seeded)
  console.log(`\n### ${title}\n\n${WOUND_HEADER}`)
  for (const [f, t] of Object.entries(r.fields).sort()) console.log(woundRow(f, t))
  console.log(woundRow(`**all** (${r.total.cases} reports)`, r.total))
  const split = wrongPlaces(cases, r.misses)
  console.log(`\nWrong-instance fills: ${split.none} into no instance, ${split.other} into another instance.`)
  if (showMisses) printWoundMisses(r.misses)
}

/** Wrong-instance fills (a field the report expects, filled for another target) split by where they went. */
function wrongPlaces(cases: WoundCase[], misses: WoundMiss[]) {
  const split = { none: 0, other: 0 }
  for (const m of misses) {
    const expected = Object.keys(cases.find((c) => c.id === m.id)!.expected)
    for (const key of Object.keys(m.wrong)) {
      const [field, target] = key.split('@')
      if (expected.includes(key) || !expected.some((k) => k.startsWith(`${field}@`))) continue
      if (target === '') split.none++
      else split.other++
    }
  }
  return split
}

function printWoundMisses(misses: WoundMiss[]) {
  console.log(`\n${misses.length} reports with a miss:`)
  for (const m of misses) console.log(`- ${m.id} ${JSON.stringify(m.text)}\n  missing ${JSON.stringify(m.missing)}\n  wrong   ${JSON.stringify(m.wrong)}`)
}

const FIELD_HEADER = '| field | sentences | expected | fills | right field | right value | negation fills | fills from no-field sentences |\n|---|---|---|---|---|---|---|---|'
const fieldRow = (name: string, t: Tally) =>
  `| ${name} | ${t.cases} | ${t.expected} | ${t.fills} | ${t.rightField} | ${t.rightValue} | ${t.negationFills} | ${t.noFieldFills} |`

function printFields(title: string, cases: (DictationCase & { topic?: string })[], seeded: boolean, showMisses: boolean, byTopic = true) {
  const r = scoreFieldCases(cases, seeded)
  console.log(`\n### ${title}\n\n${HEADER}`)
  if (byTopic) for (const [name, t] of Object.entries(r.topics)) console.log(row(`topic: ${name}`, t))
  for (const [name, t] of Object.entries(r.families)) console.log(row(`family: ${name}`, t))
  console.log(row('**all**', r.total))
  console.log(`\nPer field (sentences that expect or fill the field):\n\n${FIELD_HEADER}`)
  for (const [name, t] of Object.entries(r.fields).sort()) console.log(fieldRow(name, t))
  if (showMisses) {
    console.log(`\n${r.misses.length} sentences with a miss:`)
    for (const m of r.misses) console.log(`- ${m.id} ${JSON.stringify(m.text)}\n  want ${JSON.stringify(m.expected)}\n  got  ${JSON.stringify(m.got)}`)
  }
}

if (process.argv[1]?.endsWith('held-out-score.ts')) {
  const seeded = process.argv.includes('--seeded')
  const showMisses = process.argv.includes('--misses')
  console.log(`Held-out set, ${seeded ? 'seeded tags (typed properties)' : 'plain tags (names and plain descriptions)'}, extractor and the job's checks.`)
  printWounds('Wounds: stab and incised', HELD_OUT_SHARP, seeded, showMisses)
  printWounds('Wounds: gunshot and lacerations', HELD_OUT_GUNSHOT_BLUNT, seeded, showMisses)
  printWounds('Wounds: all', [...HELD_OUT_SHARP, ...HELD_OUT_GUNSHOT_BLUNT], seeded, false)
  printFields('Field sentences', HELD_OUT_CASES, seeded, showMisses)
  printWounds('Spoken wound sentences, as text', spokenWounds, seeded, showMisses)
  printFields('Spoken field and narrative sentences, as text', spokenFields, seeded, showMisses, false)
}
