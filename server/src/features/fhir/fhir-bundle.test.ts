import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import type { Bundle, DocumentReference, Observation, Patient, Practitioner, Resource } from '@medplum/fhirtypes'
import { buildReportPdf } from '../export/export.pdf'
import { buildMdiBundle, type BundleInput } from './fhir-bundle'
import { fhirIssues } from './fhir-validate'
import { readFhirValues } from './fhir-values'
import { MANNER_CODES } from './mdi-codes'

// The rules below are written from the MDI implementation guide's FSH (profiles DocumentReference-mdi-report,
// Observation-mdi-cause-of-death-part1) and the VRDR profiles it builds on (vrdr-manner-of-death,
// vrdr-autopsy-performed-indicator, vrdr-cause-of-death-part1), with the IG's autopsy report example as the shape.
const LOINC = 'http://loinc.org'
const SNOMED = 'http://snomed.info/sct'

const signer = { id: '0b6f9a52-1c55-4c1e-9a3d-6f0e7d1b2c3a', username: 'dr.lehz', email: 'lehz@example.org' }
const colleague = { id: '5d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6', username: 'dr.jones', email: 'jones@example.org' }
const signedAt = new Date('2026-11-20T09:15:00.000Z')

async function input(overrides: Partial<BundleInput> = {}): Promise<BundleInput> {
  const pdf = await buildReportPdf({
    title: 'Case 2026-0412',
    chapters: [{ id: 'a', title: 'Opinion', order: 1, content: '<p>Gunshot wound of the head.</p>' }],
    signature: { signer, signedAt, contentHash: 'a'.repeat(64) },
    addenda: [],
    generatedAt: signedAt,
  })
  return {
    reportId: '7e57c0de-0000-4000-8000-000000000412',
    title: 'Case 2026-0412',
    signedAt,
    contentHash: 'a'.repeat(64),
    signer,
    pdf: { body: pdf, filename: 'autopsy-report-2026-11-20.pdf' },
    values: {
      caseNumber: '2026-0412',
      familyName: 'Freeman',
      givenName: 'Alice J.',
      sex: 'female',
      birthDate: '1978-03-12',
      causeOfDeath: 'Gunshot wound of head',
      mannerOfDeath: MANNER_CODES.homicide,
      autopsyPerformed: { system: 'http://terminology.hl7.org/CodeSystem/v2-0136', code: 'Y', display: 'Yes' },
      resultsAvailable: { system: 'http://terminology.hl7.org/CodeSystem/v2-0136', code: 'Y', display: 'Yes' },
    },
    addenda: [
      { id: '9a9a9a9a-1111-4222-8333-444455556666', author: colleague, createdAt: '2026-11-22T10:00:00.000Z', reason: 'Toxicology received', text: 'Blood ethanol 0.4 g/L.', hash: 'b'.repeat(64) },
    ],
    generatedAt: new Date('2026-11-27T10:00:00.000Z'),
    ...overrides,
  }
}

const resources = (b: Bundle) => (b.entry ?? []).map((e) => e.resource as Resource)
const ofType = <T extends Resource>(b: Bundle, type: T['resourceType']) => resources(b).filter((r): r is T => r.resourceType === type)
const byUrl = (b: Bundle, ref: string | undefined) => b.entry?.find((e) => e.fullUrl === ref)?.resource
const observation = (b: Bundle, loinc: string) => ofType<Observation>(b, 'Observation').find((o) => o.code.coding?.[0]?.code === loinc)

describe('the MDI Bundle', () => {
  it('validates against FHIR R4 as a whole (every entry, by the base StructureDefinitions)', async () => {
    const bundle = buildMdiBundle(await input())
    expect(bundle.type).toBe('collection')
    expect(fhirIssues(bundle)).toEqual([])
    // Every entry has a urn:uuid fullUrl and every reference inside the Bundle resolves to one of them.
    const urls = new Set(bundle.entry!.map((e) => e.fullUrl))
    expect([...urls].every((u) => /^urn:uuid:[0-9a-f-]{36}$/.test(u!))).toBe(true)
    const refs = JSON.stringify(bundle).match(/"reference":"[^"]+"/g) ?? []
    expect(refs.length).toBeGreaterThan(5)
    for (const r of refs) expect(urls.has(r.slice(13, -1))).toBe(true)
  })

  it('refuses what FHIR R4 refuses: the validator is live, not a formality', async () => {
    const bundle = buildMdiBundle(await input())
    const report = ofType<DocumentReference>(bundle, 'DocumentReference')[0] as unknown as Record<string, unknown>
    delete report.content
    report.wrongField = 1
    const issues = fhirIssues(bundle)
    expect(issues.join('\n')).toMatch(/wrongField|content/)
  })

  it('carries the autopsy report as DocumentReference - MDI Report, shaped like the IG’s autopsy report example', async () => {
    const built = await input()
    const bundle = buildMdiBundle(built)
    const [report] = ofType<DocumentReference>(bundle, 'DocumentReference')
    expect(report.meta?.profile).toEqual(['http://hl7.org/fhir/us/mdi/StructureDefinition/DocumentReference-mdi-report'])
    // The example's fixed values: status current, docStatus final, type LOINC 18743-5, category clinical-note.
    expect(report.status).toBe('current')
    expect(report.docStatus).toBe('final')
    expect(report.type?.coding).toEqual([{ system: LOINC, code: '18743-5', display: 'Autopsy report' }])
    expect(report.category).toHaveLength(1)
    expect(report.category![0].coding).toEqual([{ system: 'http://hl7.org/fhir/us/core/CodeSystem/us-core-documentreference-category', code: 'clinical-note', display: 'Clinical Note' }])
    expect(report.date).toBe(signedAt.toISOString())
    // subject 1..1 the decedent; author and authenticator the signing Practitioner.
    expect(byUrl(bundle, report.subject?.reference)?.resourceType).toBe('Patient')
    const author = byUrl(bundle, report.author?.[0].reference) as Practitioner
    expect(author.resourceType).toBe('Practitioner')
    expect(report.authenticator?.reference).toBe(report.author?.[0].reference)
    expect(author.name?.[0].text).toBe('dr.lehz')
    // content 1..*: the signed PDF inline (US Core: data or url), with FHIR's SHA-1 and our SHA-256 content hash.
    expect(report.content).toHaveLength(1)
    const a = report.content[0].attachment
    expect(a.contentType).toBe('application/pdf')
    expect(a.language).toBe('en')
    const data = Buffer.from(a.data!, 'base64')
    expect(data.equals(built.pdf.body)).toBe(true)
    expect(data.subarray(0, 5).toString()).toBe('%PDF-')
    expect(a.hash).toBe(createHash('sha1').update(data).digest('base64'))
    expect(a.size).toBe(data.length)
    expect(report.identifier).toContainEqual({ system: 'urn:autopsy-report:content-hash:sha256', value: 'a'.repeat(64) })
    expect(report.masterIdentifier?.value).toBe(`urn:uuid:${built.reportId}`)
  })

  it('fills the must-support elements of the profile and its US Core parent that the report knows', async () => {
    const [report] = ofType<DocumentReference>(buildMdiBundle(await input()), 'DocumentReference')
    // status (MDI), and US Core's identifier, type, category, subject, date, author, content.attachment.contentType/data, content.format.
    for (const key of ['status', 'identifier', 'type', 'category', 'subject', 'date', 'author'] as const) expect(report[key], key).toBeTruthy()
    expect(report.content[0].attachment.contentType).toBeTruthy()
    expect(report.content[0].attachment.data).toBeTruthy()
    expect(report.content[0].format).toEqual({ system: 'http://ihe.net/fhir/ihe.formatcode.fhir/CodeSystem/formatcode', code: 'urn:ihe:iti:xds:2017:mimeTypeSufficient', display: 'mimeType Sufficient' })
  })

  it('sends each addendum as a later DocumentReference that appends to the report, authored by its writer', async () => {
    const bundle = buildMdiBundle(await input())
    const [report, addendum] = ofType<DocumentReference>(bundle, 'DocumentReference')
    const reportUrl = bundle.entry!.find((e) => e.resource === report)!.fullUrl
    expect(addendum.relatesTo).toEqual([{ code: 'appends', target: { reference: reportUrl } }])
    expect(addendum.type).toEqual(report.type)
    expect(addendum.subject).toEqual(report.subject)
    expect((byUrl(bundle, addendum.author?.[0].reference) as Practitioner).name?.[0].text).toBe('dr.jones')
    expect(Buffer.from(addendum.content[0].attachment.data!, 'base64').toString()).toBe('Reason: Toxicology received\n\nBlood ethanol 0.4 g/L.\n')
    expect(addendum.identifier).toContainEqual({ system: 'urn:autopsy-report:content-hash:sha256', value: 'b'.repeat(64) })
    expect(ofType<Practitioner>(bundle, 'Practitioner')).toHaveLength(2)
  })

  it('describes the decedent from the mapped fields', async () => {
    const bundle = buildMdiBundle(await input())
    const [patient] = ofType<Patient>(bundle, 'Patient')
    expect(patient.name).toEqual([{ use: 'official', family: 'Freeman', given: ['Alice', 'J.'] }])
    expect(patient.gender).toBe('female')
    expect(patient.birthDate).toBe('1978-03-12')
    expect(patient.identifier?.[0]).toMatchObject({ value: '2026-0412', type: { coding: [{ system: 'http://hl7.org/fhir/us/mdi/CodeSystem/cs-mdi-codes', code: 'mdi-case-number' }] } })
  })

  it('marks an unrecorded name with a data-absent reason, as the IG’s unknown-name example does, and stays valid', async () => {
    const base = await input()
    const bundle = buildMdiBundle({ ...base, values: { caseNumber: '1', sex: 'unknown' }, addenda: [] })
    const [patient] = ofType<Patient>(bundle, 'Patient')
    expect(patient.name).toEqual([{ extension: [{ url: 'http://hl7.org/fhir/StructureDefinition/data-absent-reason', valueCode: 'unknown' }] }])
    expect(ofType<Observation>(bundle, 'Observation')).toEqual([])
    expect(fhirIssues(bundle)).toEqual([])
  })

  it('follows MDI Cause of Death Part 1: LOINC 69453-9, final, one performer, text ≤ 120, line number and interval components', async () => {
    const bundle = buildMdiBundle(await input())
    const cause = observation(bundle, '69453-9')!
    expect(cause.meta?.profile).toEqual(['http://hl7.org/fhir/us/mdi/StructureDefinition/Observation-mdi-cause-of-death-part1'])
    expect(cause.status).toBe('final')
    expect(cause.performer).toHaveLength(1)
    expect(byUrl(bundle, cause.performer![0].reference)?.resourceType).toBe('Practitioner')
    expect(byUrl(bundle, cause.subject?.reference)?.resourceType).toBe('Patient')
    expect(cause.valueCodeableConcept?.text).toBe('Gunshot wound of head')
    const line = cause.component!.filter((c) => c.code.coding?.[0]?.code === 'lineNumber')
    expect(line).toEqual([{ code: { coding: [{ system: 'http://hl7.org/fhir/us/vrdr/CodeSystem/vrdr-component-cs', code: 'lineNumber', display: 'line number' }] }, valueInteger: 1 }])
    // interval 1..1 in MDI: the recorded interval, else 'unknown' from v3 NullFlavor.
    const interval = cause.component!.filter((c) => c.code.coding?.[0]?.code === '69440-6')
    expect(interval).toHaveLength(1)
    expect(interval[0].valueCodeableConcept?.coding?.[0]).toMatchObject({ code: 'UNK' })
    const withInterval = buildMdiBundle(await input({ values: { caseNumber: '1', sex: 'male', causeOfDeath: 'Hanging', causeInterval: 'minutes' } }))
    expect(observation(withInterval, '69453-9')!.component!.find((c) => c.code.coding?.[0]?.code === '69440-6')?.valueString).toBe('minutes')
  })

  it('follows VRDR Manner of Death: LOINC 69449-7, final, value from the six SNOMED CT codes of its value set', async () => {
    const bundle = buildMdiBundle(await input())
    const manner = observation(bundle, '69449-7')!
    expect(manner.meta?.profile).toEqual(['http://hl7.org/fhir/us/vrdr/StructureDefinition/vrdr-manner-of-death'])
    expect(manner.status).toBe('final')
    expect(manner.valueCodeableConcept?.coding).toEqual([{ system: SNOMED, code: '27935005', display: 'Homicide' }])
    expect(Object.values(MANNER_CODES).map((c) => c.code).sort()).toEqual(['185973002', '27935005', '38605008', '44301001', '65037004', '7878000'])
  })

  it('follows VRDR Autopsy Performed Indicator: LOINC 85699-7, a yes/no value, results available as component 69436-4', async () => {
    const bundle = buildMdiBundle(await input())
    const autopsy = observation(bundle, '85699-7')!
    expect(autopsy.meta?.profile).toEqual(['http://hl7.org/fhir/us/vrdr/StructureDefinition/vrdr-autopsy-performed-indicator'])
    expect(autopsy.status).toBe('final')
    expect(autopsy.valueCodeableConcept?.coding?.[0]).toMatchObject({ system: 'http://terminology.hl7.org/CodeSystem/v2-0136', code: 'Y' })
    expect(autopsy.component).toEqual([{ code: { coding: [{ system: LOINC, code: '69436-4', display: 'Autopsy results available' }] }, valueCodeableConcept: { coding: [expect.objectContaining({ code: 'Y' })] } }])
  })
})

describe('reading mapped fields', () => {
  const tags = new Map([
    ['caseNumber', { id: 't1', identifier: 'case_number' }],
    ['sex', { id: 't2', identifier: 'sex' }],
    ['mannerOfDeath', { id: 't3', identifier: 'manner_of_death' }],
    ['birthDate', { id: 't4', identifier: 'date_of_birth' }],
    ['autopsyPerformed', { id: 't5', identifier: 'autopsy_performed' }],
  ] as const)
  const read = (values: Record<string, string | null>) =>
    readFhirValues(new Map(tags), new Map(Object.entries(values).map(([id, value]) => [id, { present: true, value }])))

  it('codes sex, manner, dates and yes/no, and lists unmapped elements', () => {
    const { values, missing } = read({ t1: '2026-0412', t2: 'Male', t3: 'Accidental', t4: '1978-03-12', t5: 'no' })
    expect(values).toEqual({ caseNumber: '2026-0412', sex: 'male', mannerOfDeath: MANNER_CODES.accident, birthDate: '1978-03-12', autopsyPerformed: expect.objectContaining({ code: 'N' }) })
    expect(missing.map((m) => [m.element, m.reason])).toEqual([
      ['familyName', 'unmapped'],
      ['givenName', 'unmapped'],
      ['causeOfDeath', 'unmapped'],
      ['causeInterval', 'unmapped'],
      ['resultsAvailable', 'unmapped'],
    ])
  })

  it('lists unfilled and unreadable values with the tag that feeds them; only required ones are marked required', () => {
    const { values, missing } = read({ t2: 'tall', t3: 'misadventure', t4: 'soon' })
    expect(values).toEqual({})
    const byElement = Object.fromEntries(missing.map((m) => [m.element, m]))
    expect(byElement.caseNumber).toMatchObject({ reason: 'unfilled', tag: 'case_number', required: true })
    expect(byElement.sex).toMatchObject({ reason: 'invalid', tag: 'sex', required: true, detail: "'tall' is not male, female or undetermined" })
    expect(byElement.mannerOfDeath).toMatchObject({ reason: 'invalid', required: false })
    expect(byElement.birthDate).toMatchObject({ reason: 'invalid', detail: "'soon' is not a date" })
  })
})
