/**
 * Self-check of the evaluation set (data only; runs no product engine):
 *
 *   node --import tsx bench/dictation/check.ts
 *
 * Every identifier exists in the seed or in extra-fields.ts, every plain tag's identifier is what
 * the app derives from its name, ids are unique, and each value follows the convention in
 * cases.ts for its field's kind. Prints the counts per family; exits 1 on any problem.
 */
import { identifierFromName } from '../../shared/src/tags/tag.schema'
import { SEED_TAGS } from '../../server/src/seed/data/tags'
import { CASES } from './cases'
import { EXTRA_FIELDS } from './extra-fields'
import { PLAIN_TAGS } from './plain-tags'
import { REPORT_FIELDS } from './report-fields'
import { FAMILIES } from './types'
import { WOUND_CASES } from './wounds/cases'
import { KINDS, titleOf, WOUND_PLAIN_TAGS } from './wounds/tags'
import type { InstanceKind } from './wounds/types'
import { WRITTEN_CASES } from './wounds/written'

const problems: string[] = []
const fail = (msg: string) => problems.push(msg)

/** Units a value may carry, by dimension; the seed's `Unit:` sentence or the extra field's unit picks the dimension. */
const UNITS: Record<string, string[]> = {
  mass: ['g', 'kg', 'lb'],
  length: ['cm', 'mm', 'm', 'ft', 'in'],
  volume: ['mL', 'L'],
  percentage: ['%'],
  temperature: ['°C', '°F'],
  duration: ['h', 'min', 'days', 'weeks', 'years'],
  concentration: ['mg/100 mL', 'mg/dL'],
  bmi: ['kg/m²'],
  count: [''],
}
const dimensionOf = (unit: string) => Object.keys(UNITS).find((d) => UNITS[d].includes(unit === 'hours' ? 'h' : unit))

type Kind = { kind: 'measurement'; dimension: string } | { kind: 'choice'; choices: string[] } | { kind: 'date' } | { kind: 'text' }
const kinds = new Map<string, Kind>()
/** The seed's structured properties where it has them (the tag columns), else its `Unit:`/`Values:` sentences. */
function seedKind(t: (typeof SEED_TAGS)[number]): Kind | undefined {
  const typed = t as { kind?: string; dimension?: string; choices?: string[] }
  if (typed.kind === 'measurement' && typed.dimension) return { kind: 'measurement', dimension: typed.dimension }
  if (typed.kind === 'choice' && typed.choices?.length) return { kind: 'choice', choices: typed.choices }
  if (typed.kind === 'date' || typed.kind === 'text') return { kind: typed.kind }
  const unit = /Unit: ([^.]+?)\.(?: |$)/.exec(t.description)?.[1]
  const values = /Values: ([^.]+)\./.exec(t.description)?.[1]
  if (unit) return { kind: 'measurement', dimension: dimensionOf(unit) ?? `unknown unit ${unit}` }
  if (values) return { kind: 'choice', choices: values.split(', ') }
  if (/Aliases: /.test(t.description)) return t.identifier.startsWith('date_') ? { kind: 'date' } : { kind: 'text' }
  return undefined
}
for (const t of SEED_TAGS) {
  const kind = seedKind(t)
  if (kind) kinds.set(t.identifier, kind)
}
const seedIds = new Set(SEED_TAGS.map((t) => t.identifier))
for (const f of EXTRA_FIELDS) {
  if (seedIds.has(f.identifier)) fail(`extra field ${f.identifier} is already seeded`)
  if (identifierFromName(f.name) !== f.identifier) fail(`extra field ${f.identifier}: its name gives ${identifierFromName(f.name)}`)
  if (f.kind === 'measurement') {
    if (!UNITS[f.dimension].includes(f.unit ?? '')) fail(`extra field ${f.identifier}: unit ${f.unit} is not one of ${f.dimension}`)
    kinds.set(f.identifier, { kind: 'measurement', dimension: f.dimension })
  } else if (f.kind === 'choice') kinds.set(f.identifier, { kind: 'choice', choices: f.choices })
  else kinds.set(f.identifier, { kind: f.kind === 'time' ? 'text' : f.kind })
}
const reportIds = new Set(REPORT_FIELDS.map((f) => f.identifier))
for (const f of REPORT_FIELDS) if (seedIds.has(f.identifier) || identifierFromName(f.name) !== f.identifier) fail(`report field ${f.identifier} is seeded or misnamed`)
const known = new Set([...seedIds, ...EXTRA_FIELDS.map((f) => f.identifier), ...reportIds])

/** A seeded field with neither structured properties nor description syntax: a date by its name, else a measurement or text by its value. */
const untyped = (field: string, value: string): Kind =>
  field.startsWith('date_') ? { kind: 'date' } : isMeasurement(value, Object.values(UNITS).flat()) ? { kind: 'measurement', dimension: 'any' } : { kind: 'text' }

const NUMBER = String.raw`\d+(?:\.\d+)?`
function isMeasurement(value: string, units: string[]) {
  const m = new RegExp(`^(${NUMBER})(?: x (${NUMBER}))?(%|(?: (.+)))?$`).exec(value)
  return !!m && units.includes(m[3] === '%' ? '%' : (m[4] ?? ''))
}
function checkValue(id: string, field: string, value: string) {
  if (!known.has(field)) return fail(`${id}: unknown field ${field}`)
  const kind = kinds.get(field) ?? untyped(field, value)
  if (value !== value.trim() || /[.,;:]$/.test(value)) fail(`${id}: ${field} = "${value}" has spaces or punctuation at an end`)
  if (kind.kind === 'measurement') {
    const units = kind.dimension === 'any' ? Object.values(UNITS).flat() : (UNITS[kind.dimension] ?? [])
    if (!isMeasurement(value, units)) fail(`${id}: ${field} = "${value}" is not a ${kind.dimension} measurement`)
  } else if (kind.kind === 'choice') {
    if (!kind.choices.includes(value)) fail(`${id}: ${field} = "${value}" is not one of ${kind.choices.join(', ')}`)
  } else if (kind.kind === 'date') {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) fail(`${id}: ${field} = "${value}" is not an ISO date`)
  } else if (value !== value.toLowerCase() || /^(a|an|the|on the|in the|at the) /.test(value)) {
    fail(`${id}: ${field} = "${value}" is not lower case without a leading article`)
  }
}

const ids = new Set<string>()
const used = new Set<string>()
for (const c of CASES) {
  if (ids.has(c.id)) fail(`duplicate id ${c.id}`)
  ids.add(c.id)
  if (!/^[a-z]+-\d{3}$/.test(c.id)) fail(`${c.id}: id is not prefix-nnn`)
  if (c.text !== c.text.trim() || /\s{2}/.test(c.text)) fail(`${c.id}: stray spaces in the text`)
  for (const [field, value] of Object.entries(c.expected)) {
    used.add(field)
    checkValue(c.id, field, value)
  }
  for (const field of c.negated ?? []) {
    used.add(field)
    if (!known.has(field)) fail(`${c.id}: unknown negated field ${field}`)
    if (field in c.expected) fail(`${c.id}: ${field} is both negated and expected`)
  }
  for (const field of c.report ?? []) if (!reportIds.has(field)) fail(`${c.id}: report field ${field} is not in report-fields.ts`)
  for (const field of Object.keys(c.expected)) if (reportIds.has(field) && !c.report?.includes(field)) fail(`${c.id}: ${field} is not in the report`)
  if (c.family === 'narrative-no-field' && Object.keys(c.expected).length) fail(`${c.id}: a narrative case expects values`)
  if (c.family === 'negation-absence' && !c.negated?.length) fail(`${c.id}: a negation case negates nothing`)
}

const plainIds = new Set<string>()
for (const t of PLAIN_TAGS) {
  if (identifierFromName(t.name) !== t.identifier) fail(`plain tag "${t.name}": the app derives ${identifierFromName(t.name)}, not ${t.identifier}`)
  if (plainIds.has(t.identifier)) fail(`plain tag ${t.identifier} twice`)
  if (!known.has(t.identifier)) fail(`plain tag ${t.identifier} is neither seeded nor an extra field`)
  plainIds.add(t.identifier)
}
for (const field of used) if (!plainIds.has(field) && !reportIds.has(field)) fail(`field ${field} has no plain tag`)

// The wound section: each key names a field a wound plain tag or the main set describes, and an instance of the case
// that holds it, an instance the case lacks ('+title', its kind's fields), or none ('').
const woundFields = new Set([...plainIds, ...WOUND_PLAIN_TAGS.map((t) => t.identifier)])
const woundIds = new Set<string>()
for (const c of [...WOUND_CASES, ...WRITTEN_CASES]) {
  if (woundIds.has(c.id)) fail(`duplicate wound case id ${c.id}`)
  woundIds.add(c.id)
  const titles = new Map(c.instances.map((i) => [titleOf(i.kind, i.index), KINDS[i.kind].fields]))
  for (const key of [...Object.keys(c.expected), ...(c.negated ?? [])]) {
    const [field, target] = key.split('@')
    if (!woundFields.has(field)) fail(`${c.id}: unknown wound field ${field}`)
    if (target === '' || target === undefined) continue
    const n = Number(/#(\d+)/.exec(target)?.[1])
    const proposed = target.startsWith('+') ? (Object.keys(KINDS) as InstanceKind[]).find((k) => target === `+${titleOf(k, n)}`) : undefined
    const held = titles.get(target) ?? (proposed ? KINDS[proposed].fields : undefined)
    if (!held) fail(`${c.id}: ${key} names no instance of the case`)
    else if (!held.includes(field)) fail(`${c.id}: ${key}: that instance does not hold ${field}`)
    if (target.startsWith('+') && titles.has(target.slice(1))) fail(`${c.id}: ${key} proposes an instance the case has`)
  }
}

const count = (pred: (c: (typeof CASES)[number]) => boolean) => CASES.filter(pred).length
console.log(`${CASES.length} cases, ${used.size} fields used, ${PLAIN_TAGS.length} plain tags, ${EXTRA_FIELDS.length} extra fields`)
for (const f of FAMILIES) console.log(`  ${f.padEnd(30)} ${count((c) => c.family === f)}`)
console.log(`  cases negating a field         ${count((c) => !!c.negated?.length)}`)
console.log(`  cases that must fill nothing   ${count((c) => Object.keys(c.expected).length === 0)}`)
console.log(`  expected values                ${CASES.reduce((n, c) => n + Object.keys(c.expected).length, 0)}`)
const woundValues = [...WOUND_CASES, ...WRITTEN_CASES].reduce((n, c) => n + Object.keys(c.expected).length, 0)
console.log(`wounds: ${WOUND_CASES.length} generated and ${WRITTEN_CASES.length} hand-written cases, ${woundValues} values`)
if (problems.length) {
  console.error(problems.join('\n'))
  process.exit(1)
}
