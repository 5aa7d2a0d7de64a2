import type { Coding } from '@medplum/fhirtypes'

/**
 * The codes and profiles of the HL7 Medicolegal Death Investigation (MDI) implementation guide and the
 * Vital Records Death Reporting (VRDR) profiles it uses for cause and manner of death and the autopsy.
 */
export const MDI_PROFILES = {
  report: 'http://hl7.org/fhir/us/mdi/StructureDefinition/DocumentReference-mdi-report',
  causeOfDeathPart1: 'http://hl7.org/fhir/us/mdi/StructureDefinition/Observation-mdi-cause-of-death-part1',
  mannerOfDeath: 'http://hl7.org/fhir/us/vrdr/StructureDefinition/vrdr-manner-of-death',
  autopsyPerformed: 'http://hl7.org/fhir/us/vrdr/StructureDefinition/vrdr-autopsy-performed-indicator',
} as const

export const SYSTEMS = {
  loinc: 'http://loinc.org',
  snomed: 'http://snomed.info/sct',
  usCoreDocCategory: 'http://hl7.org/fhir/us/core/CodeSystem/us-core-documentreference-category',
  mdiCodes: 'http://hl7.org/fhir/us/mdi/CodeSystem/cs-mdi-codes',
  vrdrComponent: 'http://hl7.org/fhir/us/vrdr/CodeSystem/vrdr-component-cs',
  yesNo: 'http://terminology.hl7.org/CodeSystem/v2-0136',
  nullFlavor: 'http://terminology.hl7.org/CodeSystem/v3-NullFlavor',
  rfc3986: 'urn:ietf:rfc:3986',
  /** Our own: the SHA-256 (hex) of a signed report's canonical content, or of an addendum. */
  contentHash: 'urn:autopsy-report:content-hash:sha256',
  /** Our own: case numbers as the office records them. */
  caseNumber: 'urn:autopsy-report:case-number',
} as const

export const CODES = {
  autopsyReport: { system: SYSTEMS.loinc, code: '18743-5', display: 'Autopsy report' },
  clinicalNote: { system: SYSTEMS.usCoreDocCategory, code: 'clinical-note', display: 'Clinical Note' },
  mdiCaseNumber: { system: SYSTEMS.mdiCodes, code: 'mdi-case-number', display: 'MDI Case Number' },
  causeOfDeath: { system: SYSTEMS.loinc, code: '69453-9', display: 'Cause of death [US Standard Certificate of Death]' },
  interval: { system: SYSTEMS.loinc, code: '69440-6', display: 'Disease onset to death interval' },
  lineNumber: { system: SYSTEMS.vrdrComponent, code: 'lineNumber', display: 'line number' },
  mannerOfDeath: { system: SYSTEMS.loinc, code: '69449-7', display: 'Manner of death' },
  autopsyPerformed: { system: SYSTEMS.loinc, code: '85699-7', display: 'Autopsy was performed' },
  resultsAvailable: { system: SYSTEMS.loinc, code: '69436-4', display: 'Autopsy results available' },
  unknown: { system: SYSTEMS.nullFlavor, code: 'UNK', display: 'unknown' },
  /** US Core's document format: the MIME type says all (IHE format code). */
  mimeTypeSufficient: { system: 'http://ihe.net/fhir/ihe.formatcode.fhir/CodeSystem/formatcode', code: 'urn:ihe:iti:xds:2017:mimeTypeSufficient', display: 'mimeType Sufficient' },
} as const satisfies Record<string, Coding>

/** The manner-of-death value set (SNOMED CT), by the words a manner_of_death field holds. */
export const MANNER_CODES: Record<string, Coding> = {
  natural: { system: SYSTEMS.snomed, code: '38605008', display: 'Natural death' },
  accident: { system: SYSTEMS.snomed, code: '7878000', display: 'Accidental death' },
  suicide: { system: SYSTEMS.snomed, code: '44301001', display: 'Suicide' },
  homicide: { system: SYSTEMS.snomed, code: '27935005', display: 'Homicide' },
  pending: { system: SYSTEMS.snomed, code: '185973002', display: 'Patient awaiting investigation' },
  undetermined: { system: SYSTEMS.snomed, code: '65037004', display: 'Death, manner undetermined' },
}

/** Yes, no, unknown and not applicable, as the VRDR value sets code them. */
export const YES_NO_CODES: Record<'Y' | 'N' | 'UNK' | 'NA', Coding> = {
  Y: { system: SYSTEMS.yesNo, code: 'Y', display: 'Yes' },
  N: { system: SYSTEMS.yesNo, code: 'N', display: 'No' },
  UNK: { system: SYSTEMS.nullFlavor, code: 'UNK', display: 'unknown' },
  NA: { system: SYSTEMS.nullFlavor, code: 'NA', display: 'not applicable' },
}
