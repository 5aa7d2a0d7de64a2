import { createHash, randomUUID } from 'node:crypto'
import type { Attachment, Bundle, BundleEntry, DocumentReference, Observation, ObservationComponent, Patient, Practitioner, Reference, Resource } from '@medplum/fhirtypes'
import type { SignerInfo } from '@shared/src/reports/signing'
import { CODES, MDI_PROFILES, SYSTEMS } from './mdi-codes'
import type { FhirValues } from './fhir-values'

/** An addendum as it travels: a later version of the report that appends to it. */
export interface BundleAddendum {
  id: string
  author: SignerInfo
  createdAt: string
  reason: string
  text: string
  hash: string
}

export interface BundleInput {
  reportId: string
  title: string
  signedAt: Date
  contentHash: string
  signer: SignerInfo
  pdf: { body: Buffer; filename: string }
  values: FhirValues
  addenda: readonly BundleAddendum[]
  generatedAt: Date
}

const DATA_ABSENT_REASON = 'http://hl7.org/fhir/StructureDefinition/data-absent-reason'

/** FHIR's attachment hash: the SHA-1 of the data, base64. */
export const sha1Base64 = (data: Buffer) => createHash('sha1').update(data).digest('base64')

function attachment(data: Buffer, contentType: string, title: string, creation: string): Attachment {
  return { contentType, language: 'en', data: data.toString('base64'), size: data.length, hash: sha1Base64(data), title, creation }
}

const refTo = <T extends Resource>(fullUrl: string, display?: string): Reference<T> => (display ? { reference: fullUrl, display } : { reference: fullUrl })

function practitioner(user: SignerInfo): Practitioner {
  return {
    resourceType: 'Practitioner',
    identifier: [{ system: SYSTEMS.rfc3986, value: `urn:uuid:${user.id}` }],
    name: [{ text: user.username }],
    telecom: [{ system: 'email', value: user.email }],
  }
}

function patient(v: FhirValues): Patient {
  const named = v.familyName || v.givenName
  return {
    resourceType: 'Patient',
    identifier: v.caseNumber
      ? [{ use: 'usual', type: { coding: [CODES.mdiCaseNumber], text: CODES.mdiCaseNumber.display }, system: SYSTEMS.caseNumber, value: v.caseNumber }]
      : undefined,
    // A decedent whose name is not recorded carries a data-absent reason, as the IG's unknown-name example does.
    name: named
      ? [{ use: 'official', family: v.familyName, given: v.givenName ? v.givenName.split(/\s+/) : undefined }]
      : [{ extension: [{ url: DATA_ABSENT_REASON, valueCode: 'unknown' }] }],
    gender: v.sex,
    birthDate: v.birthDate,
  }
}

function observations(v: FhirValues, subject: Reference<Patient>, performer: Reference<Practitioner>, effective: string): Observation[] {
  const base = { resourceType: 'Observation' as const, status: 'final' as const, subject, effectiveDateTime: effective, performer: [performer] }
  const out: Observation[] = []
  if (v.causeOfDeath) {
    const interval: ObservationComponent = v.causeInterval
      ? { code: { coding: [CODES.interval] }, valueString: v.causeInterval }
      : { code: { coding: [CODES.interval] }, valueCodeableConcept: { coding: [CODES.unknown] } }
    out.push({
      ...base,
      meta: { profile: [MDI_PROFILES.causeOfDeathPart1] },
      code: { coding: [CODES.causeOfDeath] },
      valueCodeableConcept: { text: v.causeOfDeath },
      component: [{ code: { coding: [CODES.lineNumber] }, valueInteger: 1 }, interval],
    })
  }
  if (v.mannerOfDeath) {
    out.push({ ...base, meta: { profile: [MDI_PROFILES.mannerOfDeath] }, code: { coding: [CODES.mannerOfDeath] }, valueCodeableConcept: { coding: [v.mannerOfDeath], text: v.mannerOfDeath.display } })
  }
  if (v.autopsyPerformed) {
    out.push({
      ...base,
      meta: { profile: [MDI_PROFILES.autopsyPerformed] },
      code: { coding: [CODES.autopsyPerformed] },
      valueCodeableConcept: { coding: [v.autopsyPerformed] },
      component: v.resultsAvailable ? [{ code: { coding: [CODES.resultsAvailable] }, valueCodeableConcept: { coding: [v.resultsAvailable] } }] : undefined,
    })
  }
  return out
}

const reportType = { coding: [CODES.autopsyReport], text: CODES.autopsyReport.display }
const reportCategory = [{ coding: [CODES.clinicalNote], text: CODES.clinicalNote.display }]

/**
 * The signed report as a FHIR R4 Bundle (type collection) shaped by the MDI implementation guide: the
 * autopsy report as a DocumentReference of the MDI Report profile with the signed PDF, each addendum as a
 * later DocumentReference that appends to it, the decedent, every signer, and the cause and manner of death
 * and autopsy observations the mapped fields record. Entries reference each other by urn:uuid.
 */
export function buildMdiBundle(input: BundleInput): Bundle {
  const entries: BundleEntry[] = []
  const add = (resource: Resource): string => {
    const fullUrl = `urn:uuid:${randomUUID()}`
    entries.push({ fullUrl, resource })
    return fullUrl
  }
  const signedAt = input.signedAt.toISOString()
  const patientUrl = add(patient(input.values))
  const subject = refTo<Patient>(patientUrl)
  const people = new Map<string, string>()
  const personUrl = (user: SignerInfo) => {
    if (!people.has(user.id)) people.set(user.id, add(practitioner(user)))
    return refTo<Practitioner>(people.get(user.id)!, user.username)
  }
  const signer = personUrl(input.signer)
  const report: DocumentReference = {
    resourceType: 'DocumentReference',
    meta: { profile: [MDI_PROFILES.report] },
    masterIdentifier: { system: SYSTEMS.rfc3986, value: `urn:uuid:${input.reportId}` },
    identifier: [{ system: SYSTEMS.contentHash, value: input.contentHash }],
    status: 'current',
    docStatus: 'final',
    type: reportType,
    category: reportCategory,
    subject,
    date: signedAt,
    author: [signer],
    authenticator: signer,
    description: input.title,
    content: [{ attachment: attachment(input.pdf.body, 'application/pdf', input.pdf.filename, signedAt), format: CODES.mimeTypeSufficient }],
  }
  const reportUrl = add(report)
  for (const [i, a] of input.addenda.entries()) {
    const author = personUrl(a.author)
    const body = Buffer.from(`Reason: ${a.reason}\n\n${a.text}\n`, 'utf8')
    add({
      resourceType: 'DocumentReference',
      meta: { profile: [MDI_PROFILES.report] },
      masterIdentifier: { system: SYSTEMS.rfc3986, value: `urn:uuid:${a.id}` },
      identifier: [{ system: SYSTEMS.contentHash, value: a.hash }],
      status: 'current',
      docStatus: 'final',
      type: reportType,
      category: reportCategory,
      subject,
      date: a.createdAt,
      author: [author],
      authenticator: author,
      description: `Addendum ${i + 1}: ${a.reason}`,
      relatesTo: [{ code: 'appends', target: refTo<DocumentReference>(reportUrl) }],
      content: [{ attachment: attachment(body, 'text/plain; charset=utf-8', `addendum-${i + 1}.txt`, a.createdAt), format: CODES.mimeTypeSufficient }],
    } satisfies DocumentReference)
  }
  for (const obs of observations(input.values, subject, signer, signedAt)) add(obs)
  return {
    resourceType: 'Bundle',
    identifier: { system: SYSTEMS.rfc3986, value: `urn:uuid:${randomUUID()}` },
    type: 'collection',
    timestamp: input.generatedAt.toISOString(),
    entry: entries,
  }
}
