import { createHash } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Bundle, DocumentReference, Observation, Patient } from '@medplum/fhirtypes'
import { FHIR_TEXTS } from '@shared/src/fhir/elements'
import type { Chapter } from '@shared/src/reports/chapter.schema'
import { createTestApp, signedIn, type TestApp } from '../../../../test/harness/app'
import { fhirIssues } from './fhir-validate'

let ta: TestApp
const tagIds: Record<string, string> = {}
beforeAll(async () => {
  ta = await createTestApp()
  for (const identifier of ['case_number', 'sex', 'cause_of_death', 'manner_of_death', 'heart_weight']) {
    const { id } = await ta.t.db.insertInto('tags').values({ identifier, name: identifier, shared: true, createdBy: null, category: null }).returning('id').executeTakeFirstOrThrow()
    tagIds[identifier] = id
  }
  const admin = await signedIn(ta, 'super')
  for (const [element, tag] of [['caseNumber', 'case_number'], ['sex', 'sex'], ['causeOfDeath', 'cause_of_death'], ['mannerOfDeath', 'manner_of_death']] as const) {
    await admin.trpc.fhir.mappings.set({ element, tagId: tagIds[tag] })
  }
})
afterAll(() => ta.close())

const PASSWORD = 'correct horse' // test/harness/app.ts createUser's default
const tag = (name: string, value?: string) =>
  `<span class="report-tag" data-tag-id="${tagIds[name]}" data-tag-name="${name}" data-tag-color="#ef4444"${value ? ` data-tag-value="${value}"` : ''}>${value ?? `[${name}]`}</span>`
const chapters = (values: Record<string, string | undefined>): Chapter[] => [
  { id: 'case', title: 'Case Information', order: 1, content: `<p>Case number: ${tag('case_number', values.case_number)}</p><p>Sex: ${tag('sex', values.sex)}</p>` },
  { id: 'op', title: 'Opinion', order: 2, content: `<p>Cause of death: ${tag('cause_of_death', values.cause_of_death)}</p><p>Manner: ${tag('manner_of_death', values.manner_of_death)}</p>` },
]
const FILLED = { case_number: '2026-0412', sex: 'male', cause_of_death: 'Gunshot wound of head', manner_of_death: 'homicide' }

/** A report of a new user's, signed (gaps acknowledged) unless asked otherwise. */
async function report(values: Record<string, string | undefined> = FILLED, sign = true) {
  const s = await signedIn(ta, 'free')
  const { id } = await ta.t.db
    .insertInto('reports')
    .values({ ownerId: s.user.id, title: 'Case 2026-0412', templateId: null, selectedInjuryModules: '[]', chapters: JSON.stringify(chapters(values)) })
    .returning('id')
    .executeTakeFirstOrThrow()
  await ta.t.db.insertInto('reportRevisions').values({ reportId: id, version: 1, title: 'Case 2026-0412', chapters: JSON.stringify(chapters(values)), createdBy: s.user.id }).execute()
  if (sign) await s.trpc.signing.sign({ id, password: PASSWORD, acknowledgeUnfilled: true })
  return { s, id }
}

const getFhir = (id: string, cookie: string) => ta.app.inject({ method: 'GET', url: `/api/reports/${id}/fhir`, headers: { cookie } })
const exportsOf = (id: string) => ta.t.db.selectFrom('auditEvents').select(['actorId', 'details']).where('targetId', '=', id).where('action', '=', 'report.export').execute()

describe('GET /api/reports/{id}/fhir', () => {
  it('answers the signed report as a valid MDI Bundle in application/fhir+json, with the signed PDF and its hashes, and audits it', async () => {
    const { s, id } = await report()
    const signedRow = await ta.t.db.selectFrom('reports').select(['contentHash', 'signedAt']).where('id', '=', id).executeTakeFirstOrThrow()
    const res = await getFhir(id, s.cookie)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/fhir+json; charset=utf-8')
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="autopsy-report-\d{4}-\d{2}-\d{2}\.fhir\.json"$/)
    const bundle = res.json<Bundle>()
    expect(bundle.resourceType).toBe('Bundle')
    expect(fhirIssues(bundle)).toEqual([])
    const types = bundle.entry!.map((e) => e.resource!.resourceType).sort()
    expect(types).toEqual(['DocumentReference', 'Observation', 'Observation', 'Patient', 'Practitioner'])
    const doc = bundle.entry!.find((e) => e.resource!.resourceType === 'DocumentReference')!.resource as DocumentReference
    expect(doc.type?.coding?.[0].code).toBe('18743-5')
    expect(doc.date).toBe(signedRow.signedAt!.toISOString())
    expect(doc.identifier).toContainEqual({ system: 'urn:autopsy-report:content-hash:sha256', value: signedRow.contentHash })
    const pdf = Buffer.from(doc.content[0].attachment.data!, 'base64')
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
    expect(doc.content[0].attachment.hash).toBe(createHash('sha1').update(pdf).digest('base64'))
    const patient = bundle.entry!.find((e) => e.resource!.resourceType === 'Patient')!.resource as Patient
    expect(patient.gender).toBe('male')
    expect(patient.identifier?.[0].value).toBe('2026-0412')
    const values = bundle.entry!.filter((e) => e.resource!.resourceType === 'Observation').map((e) => (e.resource as Observation).valueCodeableConcept)
    expect(values).toContainEqual({ text: 'Gunshot wound of head' })
    expect(values).toContainEqual(expect.objectContaining({ coding: [expect.objectContaining({ code: '27935005' })] }))
    expect(await exportsOf(id)).toEqual([{ actorId: s.user.id, details: expect.objectContaining({ format: 'fhir', contentHash: signedRow.contentHash, entries: 5, addenda: 0 }) }])
  })

  it('sends addenda as later DocumentReferences that append to the report', async () => {
    const { s, id } = await report()
    await s.trpc.signing.addAddendum({ id, text: 'Toxicology: ethanol 0.4 g/L.', reason: 'Results received', password: PASSWORD })
    const bundle = (await getFhir(id, s.cookie)).json<Bundle>()
    const docs = bundle.entry!.filter((e) => e.resource!.resourceType === 'DocumentReference')
    expect(docs).toHaveLength(2)
    expect((docs[1].resource as DocumentReference).relatesTo).toEqual([{ code: 'appends', target: { reference: docs[0].fullUrl } }])
    expect(fhirIssues(bundle)).toEqual([])
  })

  it('refuses an unsigned report with 409 and a clear message, over REST and tRPC', async () => {
    const { s, id } = await report(FILLED, false)
    const res = await getFhir(id, s.cookie)
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toBe(FHIR_TEXTS.notSigned)
    await expect(s.trpc.fhir.export({ id })).rejects.toMatchObject({ code: 'CONFLICT', message: FHIR_TEXTS.notSigned })
    await expect(s.trpc.fhir.preview({ id })).rejects.toMatchObject({ code: 'CONFLICT' })
    expect(await exportsOf(id)).toEqual([])
  })

  it('refuses with the list of what is missing when a required element is unfilled (signed as Not recorded)', async () => {
    const { s, id } = await report({ ...FILLED, sex: undefined })
    const res = await getFhir(id, s.cookie)
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toBe(`${FHIR_TEXTS.missing} Decedent sex (sex: unfilled).`)
    expect(res.json().details.missing).toEqual([{ element: 'sex', label: 'Decedent sex', required: true, reason: 'unfilled', tag: 'sex' }])
    const preview = await s.trpc.fhir.preview({ id })
    expect(preview.ready).toBe(false)
    expect(preview.missing.filter((m) => m.required).map((m) => m.element)).toEqual(['sex'])
    await expect(s.trpc.fhir.export({ id })).rejects.toMatchObject({ code: 'CONFLICT' })
  })

  it('lets the owner and a super user export, and nobody else (404, learning nothing)', async () => {
    const { id } = await report()
    const other = await signedIn(ta, 'free')
    expect((await getFhir(id, other.cookie)).statusCode).toBe(404)
    await expect(other.trpc.fhir.export({ id })).rejects.toMatchObject({ code: 'NOT_FOUND' })
    expect((await ta.app.inject({ method: 'GET', url: `/api/reports/${id}/fhir` })).statusCode).toBe(401)
    expect((await getFhir('not-a-uuid', other.cookie)).statusCode).toBe(404)
    const admin = await signedIn(ta, 'super')
    const viaTrpc = await admin.trpc.fhir.export({ id })
    expect(fhirIssues(viaTrpc.bundle)).toEqual([])
    expect((await exportsOf(id)).map((e) => e.actorId)).toEqual([admin.user.id])
  })
})

describe('the Export FHIR preview', () => {
  it('says in words what will be sent and which optional elements are left out', async () => {
    const { s, id } = await report()
    const p = await s.trpc.fhir.preview({ id })
    expect(p.ready).toBe(true)
    expect(p.report).toMatchObject({ title: 'Case 2026-0412', type: 'Autopsy report (LOINC 18743-5)', signer: s.user.username })
    expect(p.decedent).toEqual({ caseNumber: '2026-0412', name: null, sex: 'male', birthDate: null })
    expect(p.observations).toEqual([
      { label: 'Cause of death', value: 'Gunshot wound of head' },
      { label: 'Manner of death', value: 'Homicide (SNOMED CT 27935005)' },
    ])
    expect(p.missing.map((m) => [m.element, m.reason, m.required])).toContainEqual(['familyName', 'unmapped', false])
  })
})
