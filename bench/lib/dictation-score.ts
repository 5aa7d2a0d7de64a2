/**
 * Scores the local extractor on the dictation evaluation set (bench/dictation/): precision,
 * recall, value accuracy, negation false fills, accuracy of high-confidence matches and fills
 * from sentences that name no field, overall and per family. Shared by the benchmark and by
 * `node --import tsx bench/lib/dictation-score.ts [plain|seeded]` for a quick look while iterating.
 */
import { CASES, type DictationCase } from '../dictation/cases'
import { EXTRA_FIELDS } from '../dictation/extra-fields'
import { PLAIN_TAGS } from '../dictation/plain-tags'
import { REPORT_FIELDS } from '../dictation/report-fields'
import { FAMILIES, type PlainTag } from '../dictation/types'
import { SEED_TAGS } from '../../server/src/seed/data/tags'
import { extractTags } from '../../worker/src/engines/local/extract'
import type { TagInfo } from '../../worker/src/engines/types'
import { checkMatches } from '../../worker/src/jobs/match-checks'

export const HIGH = 0.8

/** Tags described in plain sentences, as users create them: no structured properties. */
export function plainTags(): TagInfo[] {
  return PLAIN_TAGS.map(asTag)
}

const asTag = (t: PlainTag): TagInfo => ({ id: t.identifier, identifier: t.identifier, name: t.name.replace(/ /g, '_'), description: t.description, category: t.category })

/** A case's vocabulary: the set's tags and the report's own fields, which are also the report's existing fields. */
export function caseTags(c: Pick<DictationCase, 'report'>, tags: TagInfo[]): { tags: TagInfo[]; inReport: Set<string> } {
  const own = REPORT_FIELDS.filter((f) => c.report?.includes(f.identifier)).map(asTag)
  return { tags: [...tags, ...own], inReport: new Set(own.map((t) => t.id)) }
}

/** The seeded tags as the seed stores them (name = identifier), plus the set's extra fields with their properties. */
export function seededTags(): TagInfo[] {
  const seeded = SEED_TAGS.map((t) => ({ identifier: t.identifier, category: t.category, description: t.description, ...t.field, id: t.identifier, name: t.identifier }))
  const extra = EXTRA_FIELDS.map((f) => ({
    id: f.identifier,
    identifier: f.identifier,
    name: f.identifier,
    description: f.description,
    category: f.category,
    kind: f.kind,
    dimension: f.kind === 'measurement' ? f.dimension : null,
    unit: f.kind === 'measurement' ? f.unit : null,
    choices: f.kind === 'choice' ? f.choices : [],
    synonyms: f.synonyms,
    rangeMin: f.rangeMin ?? null,
    rangeMax: f.rangeMax ?? null,
  }))
  return [...seeded, ...extra]
}

export interface Tally {
  cases: number
  expected: number
  fills: number
  /** Fills of a field the case expects. */
  rightField: number
  /** ... with the expected value. */
  rightValue: number
  negationFills: number
  noFieldFills: number
  high: number
  highRight: number
}

export interface Miss {
  id: string
  text: string
  expected: Record<string, string>
  got: Record<string, string>
}

const empty = (): Tally => ({ cases: 0, expected: 0, fills: 0, rightField: 0, rightValue: 0, negationFills: 0, noFieldFills: 0, high: 0, highRight: 0 })

export function scoreCase(c: DictationCase, setTags: TagInfo[], into: Tally[]): Miss | null {
  const { tags, inReport } = caseTags(c, setTags)
  const byId = new Map(tags.map((t) => [t.id, t.identifier]))
  const found = checkMatches(extractTags(c.text, tags, [], inReport), tags, c.text)
  const got: Record<string, string> = {}
  for (const t of into) {
    t.cases++
    t.expected += Object.keys(c.expected).length
  }
  let wrong = false
  for (const m of found) {
    const field = byId.get(m.id)!
    got[field] = `${m.value} (${m.confidence})`
    const want = c.expected[field]
    const right = want !== undefined && want.toLowerCase() === m.value.toLowerCase()
    if (!right) wrong = true
    for (const t of into) {
      t.fills++
      if (want !== undefined) t.rightField++
      if (right) t.rightValue++
      if (c.negated?.includes(field)) t.negationFills++
      if (!Object.keys(c.expected).length) t.noFieldFills++
      if (m.confidence >= HIGH) {
        t.high++
        if (right) t.highRight++
      }
    }
  }
  if (Object.keys(c.expected).some((f) => !got[f])) wrong = true
  return wrong ? { id: c.id, text: c.text, expected: c.expected, got } : null
}

export function score(tags: TagInfo[]): { total: Tally; families: Record<string, Tally>; misses: Miss[]; ms: number } {
  const total = empty()
  const families = Object.fromEntries(FAMILIES.map((f) => [f, empty()])) as Record<string, Tally>
  const misses: Miss[] = []
  const started = performance.now()
  for (const c of CASES) {
    const miss = scoreCase(c, tags, [total, families[c.family]])
    if (miss) misses.push(miss)
  }
  return { total, families, misses, ms: performance.now() - started }
}

const pct = (a: number, b: number) => (b ? `${((100 * a) / b).toFixed(1)}%` : '–')

/** One row of figures: precision (right field), recall (expected values filled right), value accuracy, high-confidence accuracy. */
export function figures(t: Tally) {
  return {
    precision: t.fills ? t.rightField / t.fills : 1,
    recall: t.expected ? t.rightValue / t.expected : 1,
    valueAccuracy: t.rightField ? t.rightValue / t.rightField : 1,
    highRight: t.high ? t.highRight / t.high : 1,
  }
}

export function row(name: string, t: Tally): string {
  return `| ${name} | ${t.cases} | ${t.expected} | ${t.fills} | ${pct(t.rightField, t.fills)} | ${pct(t.rightValue, t.expected)} | ${pct(t.rightValue, t.rightField)} | ${t.highRight}/${t.high} (${pct(t.highRight, t.high)}) | ${t.negationFills} | ${t.noFieldFills} |`
}

export const HEADER = '| family | cases | expected values | fills | precision | recall | value accuracy | right at ≥ 0.8 | negation fills | fills from no-field cases |\n|---|---|---|---|---|---|---|---|---|---|'

if (process.argv[1]?.endsWith('dictation-score.ts')) {
  const which = process.argv[2] ?? 'plain'
  const r = score(which === 'seeded' ? seededTags() : plainTags())
  console.log(HEADER)
  for (const [f, t] of Object.entries(r.families)) console.log(row(f, t))
  console.log(row('**all**', r.total))
  if (process.argv.includes('--misses')) for (const m of r.misses) console.log(m.id, JSON.stringify(m.text), '\n   want', JSON.stringify(m.expected), '\n   got ', JSON.stringify(m.got))
}
