import type { FieldKind, TagFieldProperties } from '@shared/src/tags/field'
import { completeFieldProperties, dimensionOfUnit, normaliseChoices, normaliseSynonyms } from '@shared/src/tags/field-input'
import type { SeedTag } from '../types'
import { SEED_RANGES } from './ranges'

interface Spec {
  /** Spoken phrases naming the field; stored as its synonyms. */
  aliases: string[]
  unit?: string
  values?: string[]
  /** Only where the unit and values do not tell: a date or a time. */
  kind?: FieldKind
}

// How an administrator writes a unit in a sentence.
const UNIT_WORDS: Record<string, string> = {
  g: 'grams', kg: 'kilograms', mm: 'millimetres', cm: 'centimetres', m: 'metres', mL: 'millilitres',
  '%': 'percent', '°C': 'degrees Celsius', h: 'hours', weeks: 'weeks', years: 'years',
}

// Aliases that are whole clauses ("the heart weighs") name the field for the recogniser but read badly after "also called".
const CLAUSE_WORD = /\b(weighs?|is|are|was|were|measures?|showed|revealed|from|due|on|at|by|the decedent)\b/

const listed = (items: string[], last: string) => (items.length > 1 ? `${items.slice(0, -1).join(', ')} ${last} ${items[items.length - 1]}` : (items[0] ?? ''))

/** A plain description: the summary, the unit, the allowed values and the usual other names, in sentences. */
function plainDescription(summary: string, spec: Spec): string {
  let text = summary.replace(/\.$/, '')
  if (spec.unit) text += `, in ${UNIT_WORDS[spec.unit] ?? spec.unit}`
  const names = spec.aliases.filter((a) => !CLAUSE_WORD.test(a)).slice(0, 3)
  if (names.length) text += `; also called ${listed(names, 'or')}`
  text += '.'
  if (spec.values) text += ` One of ${listed(spec.values, 'or')}.`
  return text
}

function properties(identifier: string, spec: Spec): TagFieldProperties {
  const dimension = spec.unit ? dimensionOfUnit(spec.unit) : null
  // A unit of no dimension we convert (kg/m², mg/100 mL) stays in the description; its kind is inferred.
  const kind: FieldKind | null = spec.kind ?? (dimension ? 'measurement' : spec.values ? 'choice' : spec.unit ? null : 'text')
  const range = dimension ? SEED_RANGES[identifier] : undefined
  return completeFieldProperties({
    kind,
    dimension,
    unit: dimension ? (spec.unit ?? null) : null,
    choices: kind === 'choice' ? normaliseChoices(spec.values ?? []) : [],
    synonyms: normaliseSynonyms(spec.aliases),
    rangeMin: range?.[0] ?? null,
    rangeMax: range?.[1] ?? null,
  })
}

/** A tag maker for one category: a plain-sentence description and the typed field properties. */
export const field =
  (category: string) =>
  (identifier: string, summary: string, spec: Spec): SeedTag => ({
    identifier,
    category,
    description: plainDescription(summary, spec),
    field: properties(identifier, spec),
  })

export const PRESENT_ABSENT = ['present', 'absent']
