import type { FhirMissingItem } from './elements'
import { exportFileDate } from '../markdown/filename'

/** What an export will send, in words (the Export FHIR dialog). */
export interface FhirPreview {
  /** No required element is missing: the Bundle can be built. */
  ready: boolean
  /** Elements left out (optional) or refusing the export (required), with why. */
  missing: FhirMissingItem[]
  report: { title: string; type: string; signedAt: string; signer: string; contentHash: string }
  decedent: { caseNumber: string | null; name: string | null; sex: string | null; birthDate: string | null }
  /** The observations the Bundle carries: "Manner of death" → "Homicide (SNOMED CT 27935005)". */
  observations: { label: string; value: string }[]
  addenda: { author: string; createdAt: string; reason: string }[]
}

/** The downloaded Bundle's name, e.g. `autopsy-report-2026-11-27.fhir.json`. */
export const fhirFileName = (date?: Date) => `autopsy-report-${exportFileDate(date)}.fhir.json`
