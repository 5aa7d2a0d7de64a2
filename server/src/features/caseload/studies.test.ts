import { execFile } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, signedIn, type TestApp } from '../../../../test/harness/app'
import { daysAgo, insertCaseload } from '../../../../test/factories/caseload'

const run = promisify(execFile)
const PASSWORD = 'correct horse' // test/harness/app.ts createUser's default
let ta: TestApp
let dir: string
beforeAll(async () => {
  ta = await createTestApp()
  dir = await mkdtemp(path.join(os.tmpdir(), 'caseload-pdf-'))
})
afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
  await ta.close()
})

/** A draft of the caller's with nothing unfilled, so only its studies stand between it and a signature. */
async function draft() {
  const s = await signedIn(ta)
  const [id] = await insertCaseload(ta.deps.db, s.user.id, [{ title: 'Case 2026-0412', caseNumber: 'ME-1', examinationDate: daysAgo(30) }])
  return { s, id }
}
const actions = async (id: string) =>
  (await ta.deps.db.selectFrom('auditEvents').select(['action', 'details']).where('targetId', '=', id).orderBy('id').execute()).map((e) => e.action)

describe('pending studies', () => {
  it('records a study of an office type, lists it with its days, and refuses other types, bad dates and other users', async () => {
    const { s, id } = await draft()
    const added = await s.trpc.caseload.studies.add({ reportId: id, type: 'Toxicology', requestedOn: daysAgo(23), labReference: 'TOX-77' })
    expect(added).toMatchObject({ reportId: id, type: 'toxicology', state: 'requested', labReference: 'TOX-77', days: 23, receivedOn: null })
    expect(await s.trpc.caseload.studies.list({ reportId: id })).toEqual([added])
    expect((await s.trpc.caseload.page({})).items[0].pendingStudies).toEqual([{ type: 'toxicology', days: 23 }])

    await expect(s.trpc.caseload.studies.add({ reportId: id, type: 'astrology', requestedOn: daysAgo(1) })).rejects.toMatchObject({ code: 'BAD_REQUEST' })
    await expect(s.trpc.caseload.studies.add({ reportId: id, type: 'histology', requestedOn: '2026-02-30' })).rejects.toMatchObject({ code: 'BAD_REQUEST' })
    const other = await signedIn(ta)
    await expect(other.trpc.caseload.studies.add({ reportId: id, type: 'histology', requestedOn: daysAgo(1) })).rejects.toMatchObject({ code: 'NOT_FOUND' })
    await expect(other.trpc.caseload.studies.list({ reportId: id })).rejects.toMatchObject({ code: 'NOT_FOUND' })
    await expect(other.trpc.caseload.studies.update({ id: added.id, state: 'received' })).rejects.toMatchObject({ code: 'NOT_FOUND' })
    await expect(s.trpc.caseload.studies.update({ id: 'nope', state: 'received' })).rejects.toMatchObject({ code: 'NOT_FOUND' })
    await expect(s.trpc.caseload.studies.update({ id: added.id, state: 'received', receivedOn: daysAgo(40) })).rejects.toMatchObject({ code: 'BAD_REQUEST' })

    const { study, addendumReason } = await s.trpc.caseload.studies.update({ id: added.id, state: 'received' })
    // Received on an unsigned report: nothing to add an addendum to.
    expect(addendumReason).toBeNull()
    expect(study).toMatchObject({ state: 'received', receivedOn: daysAgo(0), days: 23 })
    expect((await s.trpc.caseload.page({})).items[0].pendingStudies).toEqual([])
    expect(await actions(id)).toEqual(['report.study_add', 'report.study_update'])
  })

  it('signs with a study still requested only by explicit choice, and the signature, the audit and the PDF say so', async () => {
    const { s, id } = await draft()
    await s.trpc.caseload.studies.add({ reportId: id, type: 'toxicology', requestedOn: daysAgo(20) })
    expect(await s.trpc.signing.check({ id })).toMatchObject({ pendingStudies: ['toxicology'] })
    await expect(s.trpc.signing.sign({ id, password: PASSWORD })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'This report is waiting on studies: toxicology. Sign pending them, or wait for them.',
    })
    const refused = await ta.app.inject({ method: 'POST', url: `/api/reports/${id}/sign`, headers: { cookie: s.cookie }, payload: { password: PASSWORD } })
    expect(refused.statusCode).toBe(409)
    expect((await ta.deps.db.selectFrom('reports').select('signedAt').where('id', '=', id).executeTakeFirstOrThrow()).signedAt).toBeNull()

    const signed = await s.trpc.signing.sign({ id, password: PASSWORD, signPendingStudies: true })
    expect(signed.signedPendingStudies).toEqual(['toxicology'])
    expect((await s.trpc.reports.get({ id })).signedPendingStudies).toEqual(['toxicology'])
    const event = await ta.deps.db.selectFrom('auditEvents').select('details').where('targetId', '=', id).where('action', '=', 'report.sign').executeTakeFirstOrThrow()
    expect(event.details).toMatchObject({ pendingStudies: ['toxicology'] })
    // The database keeps the pending list with the signature.
    await expect(ta.deps.db.updateTable('reports').set({ signedPendingStudies: null }).where('id', '=', id).execute()).rejects.toThrow(/signed/)

    const pdf = await ta.app.inject({ method: 'GET', url: `/api/reports/${id}/export-pdf`, headers: { cookie: s.cookie } })
    expect(pdf.statusCode).toBe(200)
    const file = path.join(dir, `${id}.pdf`)
    await writeFile(file, pdf.rawPayload)
    expect((await run('pdftotext', ['-layout', file, '-'])).stdout).toContain('Signed pending toxicology')
  })

  it('answers a study received on a signed report with the addendum reason, its name', async () => {
    const { s, id } = await draft()
    const study = await s.trpc.caseload.studies.add({ reportId: id, type: 'neuropathology', requestedOn: daysAgo(10), labReference: 'NP-3' })
    await s.trpc.signing.sign({ id, password: PASSWORD, signPendingStudies: true })
    const answer = await s.trpc.caseload.studies.update({ id: study.id, state: 'received' })
    expect(answer.addendumReason).toBe('Neuropathology received')
    // The signature keeps what it was given pending; the list no longer waits.
    expect((await s.trpc.reports.get({ id })).signedPendingStudies).toEqual(['neuropathology'])
    expect((await s.trpc.caseload.page({ filter: 'waiting' })).items).toEqual([])
    // Marking it received again is not a new receipt.
    expect((await s.trpc.caseload.studies.update({ id: study.id, labReference: 'NP-3b' })).addendumReason).toBeNull()
  })
})
