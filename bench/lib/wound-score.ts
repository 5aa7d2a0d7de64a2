/**
 * Scores the local extractor on the wound section of the dictation set (bench/dictation/wounds/),
 * per (field, instance): a fill counts as placed right when the case expects that field in that
 * instance (or as a new instance, or with no instance when no cue was said), and as right when its
 * value is the expected one too. Shared by the floor test and by
 * `node --import tsx bench/lib/wound-score.ts [--written | --written-2 | --written-3] [--seeded] [--engine-only] [--misses]` for a quick look.
 */
import { CONFIDENCE_HIGH } from '../../shared/src/constants'
import type { InstanceRef } from '../../shared/src/reports/instances'
import { WOUND_CASES } from '../dictation/wounds/cases'
import { WRITTEN_CASES } from '../dictation/wounds/written'
import { WRITTEN_2_CASES } from '../dictation/wounds/written-2'
import { WRITTEN_3_CASES } from '../dictation/wounds/written-3'
import { KINDS, titleOf, WOUND_PLAIN_TAGS } from '../dictation/wounds/tags'
import type { WoundCase } from '../dictation/wounds/types'
import { extractTags } from '../../worker/src/engines/local/extract'
import type { TagInfo } from '../../worker/src/engines/types'
import { checkMatches } from '../../worker/src/jobs/match-checks'
import { plainTags, seededTags } from './dictation-score'

/**
 * The main set's plain tags (or its seeded tags with their typed properties) and the wound fields the seed lacks,
 * these as names and plain sentences.
 */
export function woundTags(seeded = false): TagInfo[] {
  const extra = WOUND_PLAIN_TAGS.map((t) => ({
    id: t.identifier,
    identifier: t.identifier,
    name: t.name.replace(/ /g, '_'),
    description: t.description,
    category: t.category,
  }))
  return [...(seeded ? seededTags() : plainTags()), ...extra]
}

/** The case's instances as the report's chapters list them. */
export function caseInstances(c: WoundCase): InstanceRef[] {
  return c.instances.map((i) => ({
    chapterId: `ch-${i.kind}-${i.index}`,
    label: titleOf(i.kind, i.index),
    moduleId: `mod-${KINDS[i.kind].module.toLowerCase().replace(/ /g, '-')}`,
    moduleName: KINDS[i.kind].module,
    typeId: `type-${i.kind}`,
    typeName: KINDS[i.kind].type,
    index: i.index,
    tagIds: KINDS[i.kind].fields,
  }))
}

export interface WoundTally {
  cases: number
  expected: number
  fills: number
  rightPlace: number
  rightValue: number
  wrongInstance: number
  negationFills: number
  /** Fills at or above the dialog's high mark, and those right. */
  high: number
  highRight: number
}

export interface WoundMiss {
  id: string
  text: string
  missing: Record<string, string>
  wrong: Record<string, string>
}

export function scoreWounds(cases: WoundCase[] = WOUND_CASES, checks = true, seeded = false): { total: WoundTally; fields: Record<string, WoundTally>; misses: WoundMiss[] } {
  const tags = woundTags(seeded)
  const total: WoundTally = { cases: 0, expected: 0, fills: 0, rightPlace: 0, rightValue: 0, wrongInstance: 0, negationFills: 0, high: 0, highRight: 0 }
  const fields: Record<string, WoundTally> = {}
  const tally = (f: string) => (fields[f] ??= { cases: 0, expected: 0, fills: 0, rightPlace: 0, rightValue: 0, wrongInstance: 0, negationFills: 0, high: 0, highRight: 0 })
  const misses: WoundMiss[] = []
  for (const c of cases) {
    total.cases++
    for (const key of Object.keys(c.expected)) {
      total.expected++
      tally(key.split('@')[0]).expected++
    }
    const instances = caseInstances(c)
    const raw = extractTags(c.text, tags, instances)
    const found = checks ? checkMatches(raw, tags, c.text) : raw
    const got = new Set<string>()
    const wrong: Record<string, string> = {}
    for (const m of found) {
      const target = m.instance ?? (m.proposedInstance ? `+${m.proposedInstance.instance}` : '')
      const key = `${m.id}@${target}`
      const want = c.expected[key]
      const t = tally(m.id)
      for (const x of [total, t]) {
        x.fills++
        if (want !== undefined) x.rightPlace++
        if (want !== undefined && want.toLowerCase() === m.value.toLowerCase()) x.rightValue++
        if (want === undefined && wrongInstance(c, m.id, target, m.value)) x.wrongInstance++
        if (c.negated?.includes(key)) x.negationFills++
        if (m.confidence >= CONFIDENCE_HIGH) x.high++
        if (m.confidence >= CONFIDENCE_HIGH && want?.toLowerCase() === m.value.toLowerCase()) x.highRight++
      }
      if (want !== undefined && want.toLowerCase() === m.value.toLowerCase()) got.add(key)
      else wrong[key] = `${m.value} (${m.confidence})`
    }
    const missing = Object.fromEntries(Object.entries(c.expected).filter(([k]) => !got.has(k)))
    if (Object.keys(missing).length || Object.keys(wrong).length) misses.push({ id: c.id, text: c.text, missing, wrong })
  }
  return { total, fields, misses }
}

/**
 * An unexpected fill is in the wrong instance when the case expects its field in another place: with no instance, any value
 * of a field the case places in an instance; in an instance, a value the case expects for that field in another one. A value
 * the case does not expect anywhere, in an instance that holds the field, is a wrong fill (precision) but no misrouted one.
 */
function wrongInstance(c: WoundCase, field: string, target: string, value: string): boolean {
  const elsewhere = Object.entries(c.expected).filter(([k]) => k.startsWith(`${field}@`) && k !== `${field}@${target}`)
  if (!elsewhere.length) return false
  return target === '' || elsewhere.some(([, v]) => v.toLowerCase() === value.toLowerCase())
}

const pct = (a: number, b: number) => (b ? `${((100 * a) / b).toFixed(1)}%` : '–')
export const woundFigures = (t: WoundTally) => ({ precision: t.fills ? t.rightPlace / t.fills : 1, recall: t.expected ? t.rightValue / t.expected : 1 })
export const WOUND_HEADER =
  '| field | expected | fills | precision (field and instance) | recall (value) | wrong instance | negation fills | fills at ≥ 0.8 (right) |\n' +
  '|---|---|---|---|---|---|---|---|'
export const woundRow = (name: string, t: WoundTally) =>
  `| ${name} | ${t.expected} | ${t.fills} | ${pct(t.rightPlace, t.fills)} | ${pct(t.rightValue, t.expected)} | ${t.wrongInstance} | ${t.negationFills} | ${t.high} (${t.highRight}) |`

if (process.argv[1]?.endsWith('wound-score.ts')) {
  const sets = { '--written-3': WRITTEN_3_CASES, '--written-2': WRITTEN_2_CASES, '--written': WRITTEN_CASES }
  const set = Object.entries(sets).find(([flag]) => process.argv.includes(flag))?.[1] ?? WOUND_CASES
  const r = scoreWounds(set, !process.argv.includes('--engine-only'), process.argv.includes('--seeded'))
  console.log(WOUND_HEADER)
  for (const [f, t] of Object.entries(r.fields).sort()) console.log(woundRow(f, t))
  console.log(woundRow(`**all** (${r.total.cases} cases)`, r.total))
  if (process.argv.includes('--misses')) {
    for (const m of r.misses) console.log(m.id, JSON.stringify(m.text), '\n   missing', JSON.stringify(m.missing), '\n   wrong  ', JSON.stringify(m.wrong))
  }
}
