import { z } from 'zod'


/** Texts of the FHIR export and its mapping, shown by the client and sent by the server. */
export const FHIR_TEXTS = {
  notSigned: 'Only a signed report can be sent as FHIR. Sign the report first.',
  missing: 'This report cannot be sent as FHIR yet: required elements are unmapped or unfilled.',
  invalid: 'The FHIR Bundle built from this report did not pass validation. Nothing was sent.',
  unknownElement: 'Choose a FHIR element from the list',
  tagNotFound: 'The chosen tag no longer exists',
  tagNotShared: 'Only a tag shared with everyone can feed a FHIR element',
} as const

/** The FHIR elements a tag can feed, in the order the mapping table lists them. */
export const FHIR_ELEMENT_KEYS = [
  'caseNumber',
  'familyName',
  'givenName',
  'sex',
  'birthDate',
  'causeOfDeath',
  'causeInterval',
  'mannerOfDeath',
  'autopsyPerformed',
  'resultsAvailable',
] as const
export type FhirElementKey = (typeof FHIR_ELEMENT_KEYS)[number]

/** How a tag's value is read for the element. */
export type FhirValueKind = 'text' | 'sex' | 'date' | 'manner' | 'yesNo' | 'yesNoNa'

export interface FhirElementInfo {
  key: FhirElementKey
  /** What the element is, in words. */
  label: string
  /** Where the value lands in the Bundle. */
  path: string
  /** A required element refuses the export while it is unmapped or unfilled. */
  required: boolean
  kind: FhirValueKind
  /** Longest value the profile accepts, when it limits one. */
  maxLength?: number
}

export const FHIR_ELEMENTS: Record<FhirElementKey, FhirElementInfo> = {
  caseNumber: { key: 'caseNumber', label: 'Case number', path: 'Patient.identifier (MDI case number)', required: true, kind: 'text' },
  familyName: { key: 'familyName', label: 'Decedent family name', path: 'Patient.name.family', required: false, kind: 'text' },
  givenName: { key: 'givenName', label: 'Decedent given name', path: 'Patient.name.given', required: false, kind: 'text' },
  sex: { key: 'sex', label: 'Decedent sex', path: 'Patient.gender', required: true, kind: 'sex' },
  birthDate: { key: 'birthDate', label: 'Decedent birth date', path: 'Patient.birthDate', required: false, kind: 'date' },
  causeOfDeath: { key: 'causeOfDeath', label: 'Cause of death', path: 'Observation Cause of Death Part 1 (line 1)', required: false, kind: 'text', maxLength: 120 },
  causeInterval: { key: 'causeInterval', label: 'Onset to death interval', path: 'Cause of Death Part 1 interval', required: false, kind: 'text', maxLength: 20 },
  mannerOfDeath: { key: 'mannerOfDeath', label: 'Manner of death', path: 'Observation Manner of Death', required: false, kind: 'manner' },
  autopsyPerformed: { key: 'autopsyPerformed', label: 'Autopsy performed', path: 'Observation Autopsy Performed Indicator', required: false, kind: 'yesNo' },
  resultsAvailable: { key: 'resultsAvailable', label: 'Autopsy results available', path: 'Autopsy Performed Indicator component', required: false, kind: 'yesNoNa' },
}

export const FhirElementKeySchema = z.enum(FHIR_ELEMENT_KEYS, { error: FHIR_TEXTS.unknownElement })

/** One row of the mapping table as Admin shows it. */
export interface FhirMappingRow extends FhirElementInfo {
  tag: { id: string; identifier: string; name: string } | null
  updatedAt: string | null
}

/** Admin: which tag feeds an element; null clears the mapping. */
export const SetFhirMappingInput = z.object({
  element: FhirElementKeySchema,
  tagId: z.uuid(FHIR_TEXTS.tagNotFound).nullable(),
})
export type SetFhirMappingInput = z.input<typeof SetFhirMappingInput>

/** Why an element is left out of the Bundle or refuses it. */
export interface FhirMissingItem {
  element: FhirElementKey
  label: string
  required: boolean
  reason: 'unmapped' | 'unfilled' | 'invalid'
  /** The tag that feeds the element, when mapped. */
  tag?: string
  /** What was wrong with the value (reason 'invalid'). */
  detail?: string
}

/** A list of what is missing, for messages: "Decedent sex (sex: unfilled)". */
export function describeMissing(items: readonly FhirMissingItem[]): string {
  return items
    .map((i) => {
      const why = i.reason === 'unmapped' ? 'no tag mapped' : i.reason === 'unfilled' ? 'unfilled' : (i.detail ?? 'invalid')
      return `${i.label} (${i.tag ? `${i.tag}: ` : ''}${why})`
    })
    .join(', ')
}
