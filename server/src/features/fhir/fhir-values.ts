import type { Coding } from '@medplum/fhirtypes'
import { FHIR_ELEMENT_KEYS, FHIR_ELEMENTS, type FhirElementKey, type FhirMissingItem, type FhirValueKind } from '@shared/src/fhir/elements'
import { MANNER_CODES, YES_NO_CODES } from './mdi-codes'
import type { TagReading } from './report-values'

/** The values the Bundle is built from, each read by its element's kind. */
export interface FhirValues {
  caseNumber?: string
  familyName?: string
  givenName?: string
  sex?: 'male' | 'female' | 'unknown'
  birthDate?: string
  causeOfDeath?: string
  causeInterval?: string
  mannerOfDeath?: Coding
  autopsyPerformed?: Coding
  resultsAvailable?: Coding
}

/** The tag that feeds an element, as the mapping table holds it. */
export interface MappedTag {
  id: string
  identifier: string
}

const word = (v: string) => v.trim().toLowerCase().replace(/\s+/g, ' ')

const SEX: Record<string, 'male' | 'female' | 'unknown'> = { male: 'male', m: 'male', female: 'female', f: 'female', undetermined: 'unknown', unknown: 'unknown', indeterminate: 'unknown' }
const MANNER_WORDS: Record<string, string> = {
  accidental: 'accident',
  'accidental death': 'accident',
  'natural causes': 'natural',
  'natural death': 'natural',
  'pending investigation': 'pending',
  'could not be determined': 'undetermined',
}
const YES_NO: Record<string, keyof typeof YES_NO_CODES> = { yes: 'Y', y: 'Y', true: 'Y', performed: 'Y', no: 'N', n: 'N', false: 'N', 'not performed': 'N', unknown: 'UNK' }
const NOT_APPLICABLE = new Set(['not applicable', 'n/a', 'na'])

/** A date as FHIR writes it (YYYY-MM-DD), from ISO or any date the platform reads; null when it is no date. */
function fhirDate(value: string): string | null {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value.trim()) && !Number.isNaN(Date.parse(value.trim()))) return value.trim()
  const t = Date.parse(value)
  if (Number.isNaN(t)) return null
  const d = new Date(t)
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`
}

/** The value read as its kind asks, or the reason it cannot be. */
function readValue(kind: FhirValueKind, raw: string, maxLength?: number): { value: string | Coding } | { problem: string } {
  switch (kind) {
    case 'text':
      return maxLength && raw.length > maxLength ? { problem: `longer than ${maxLength} characters` } : { value: raw }
    case 'sex':
      return SEX[word(raw)] ? { value: SEX[word(raw)] } : { problem: `'${raw}' is not male, female or undetermined` }
    case 'date': {
      const date = fhirDate(raw)
      return date ? { value: date } : { problem: `'${raw}' is not a date` }
    }
    case 'manner': {
      const coding = MANNER_CODES[MANNER_WORDS[word(raw)] ?? word(raw)]
      return coding ? { value: coding } : { problem: `'${raw}' is not natural, accident, suicide, homicide, pending or undetermined` }
    }
    case 'yesNo':
    case 'yesNoNa': {
      if (kind === 'yesNoNa' && NOT_APPLICABLE.has(word(raw))) return { value: YES_NO_CODES.NA }
      const code = YES_NO[word(raw)]
      return code ? { value: YES_NO_CODES[code] } : { problem: `'${raw}' is not yes, no or unknown` }
    }
  }
}

/**
 * Reads every element through its mapped tag. What cannot be read is listed: unmapped, unfilled (the
 * report does not record it, or it was signed as 'Not recorded') or invalid; required ones refuse the export.
 */
export function readFhirValues(mapping: ReadonlyMap<FhirElementKey, MappedTag>, readings: ReadonlyMap<string, TagReading>): { values: FhirValues; missing: FhirMissingItem[] } {
  const values: Record<string, string | Coding> = {}
  const missing: FhirMissingItem[] = []
  for (const key of FHIR_ELEMENT_KEYS) {
    const info = FHIR_ELEMENTS[key]
    const at = { element: key, label: info.label, required: info.required }
    const tag = mapping.get(key)
    if (!tag) {
      missing.push({ ...at, reason: 'unmapped' })
      continue
    }
    const raw = readings.get(tag.id)?.value
    if (!raw) {
      missing.push({ ...at, reason: 'unfilled', tag: tag.identifier })
      continue
    }
    const read = readValue(info.kind, raw, info.maxLength)
    if ('problem' in read) missing.push({ ...at, reason: 'invalid', tag: tag.identifier, detail: read.problem })
    else values[key] = read.value
  }
  return { values: values as FhirValues, missing }
}
